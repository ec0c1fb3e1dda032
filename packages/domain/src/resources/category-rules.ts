/**
 * Category rules of the spec, pure: the slug made from the name, kept unique; the tree may not
 * loop; the store's tile link needs the product or brand it points at.
 */

export const SLUG_MAX_LENGTH = 160;
/** A name with nothing to slug (only Devanagari, only signs) still gets a slug. */
const FALLBACK_SLUG = 'category';

/** 'Fruits & Vegetables' → 'fruits-vegetables'; accents dropped, anything else becomes '-'. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug;
}

/** The slug of a name, never empty. */
export function slugOfName(name: string): string {
  return slugify(name) || FALLBACK_SLUG;
}

/**
 * `base` if free, else the first free `base-2`, `base-3`, ...; `taken` holds the slugs already
 * used by other categories (those starting with base are enough).
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

export const OWN_ANCESTOR_MESSAGE = 'A category cannot be placed under itself or one of its subcategories';

/**
 * Would putting category `id` under `parentId` make it its own ancestor? `parentChain` is the
 * new parent followed by its ancestors up to the top (ids).
 */
export function becomesOwnAncestor(
  id: number,
  parentId: number | null,
  parentChain: readonly number[],
): boolean {
  if (parentId === null) return false;
  return parentId === id || parentChain.includes(id);
}

/**
 * Where a category's tile leads in the store's apps: its subcategories, its product list, one
 * product (productId) or one brand's products (brandId). The spec names the fields only; these
 * are the choices a store needs (docs/DECISIONS.md).
 */
export const CATEGORY_PAGES = ['Categories', 'Products', 'Product', 'Brand'] as const;
export type CategoryPage = (typeof CATEGORY_PAGES)[number];

export interface CategoryLink {
  page?: string | null;
  productId?: number | null;
  brandId?: number | null;
}

/** The field and message when the tile's link misses what it points at, else null. */
export function categoryLinkProblem(
  link: CategoryLink,
): { field: 'productId' | 'brandId'; message: string } | null {
  if (link.page === 'Product' && !link.productId)
    return { field: 'productId', message: 'Please choose a product' };
  if (link.page === 'Brand' && !link.brandId) return { field: 'brandId', message: 'Please choose a brand' };
  return null;
}
