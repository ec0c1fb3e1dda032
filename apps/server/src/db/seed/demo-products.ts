import { discountOf, round2, unitPriceFromMrp } from '@mandi/domain';
import type { Tx } from '../client';
import {
  products,
  productsAttributes,
  productsCategories,
  productsImages,
  productsVariations,
  productsVariationsAttributes,
  relatedProducts,
} from '../schema';
import { insertAll, insertLinks } from './bulk';
import type { CatalogueReference } from './demo-catalogue';
import { PRODUCT_GROUPS } from './demo-products-data';
import { productImage } from './images';
import type { Random } from './random';
import { compactSize, measurementCode, parseSize, type Size } from './sizes';

export interface SeededProduct {
  id: number;
  name: string;
  categorySlug: string;
  topCategorySlug: string;
  enabled: boolean;
}

export interface SeededVariation {
  id: number;
  productId: number;
  unitPrice: number;
  salePrice: number;
  taxRate: number;
  sellable: boolean;
}

const DAY = 86_400_000;

const CARE: Record<string, string> = {
  'fruits-vegetables': 'Picked at the mandi this morning. Wash before use; refrigerate cut portions.',
  'dairy-bakery': 'Keep refrigerated below 4 °C and use before the date on the pack.',
  staples: 'Store in a clean, dry, airtight container away from moisture.',
  'snacks-beverages': 'Store in a cool, dry place. Once opened, keep the pack sealed.',
  'breakfast-instant-food': 'Store in a cool, dry place. Follow the cooking directions on the pack.',
  household: 'Keep out of reach of children. Read the label before use.',
  'personal-care': 'For external use only. Store away from direct sunlight.',
};

interface Draft {
  name: string;
  brand: string;
  hsn: string;
  taxRate: number;
  sizes: { size: Size; mrp: number }[];
  categorySlug: string;
  fresh: boolean;
}

function drafts(): Draft[] {
  return PRODUCT_GROUPS.flatMap((group) =>
    group.lines.map((line) => {
      const [brand, name, hsn, gst, sizes] = line.split('|');
      if (!brand || !name || !hsn || !gst || !sizes) throw new Error(`bad product line ${line}`);
      return {
        brand,
        // Loose produce goes by its own name; packed goods by brand and name.
        name: group.fresh || name.startsWith(brand) ? name : `${brand} ${name}`,
        hsn,
        taxRate: Number(gst),
        sizes: sizes.split(',').map((entry) => {
          const [label, mrp] = entry.split('=');
          return { size: parseSize(label!), mrp: Number(mrp) };
        }),
        categorySlug: group.category,
        fresh: group.fresh ?? false,
      };
    }),
  );
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A unique, readable sku: brand, the name's last two words, the size ('TATA-TOOR-DAL-1KG'). */
function skuMaker() {
  const used = new Set<string>();
  return (brand: string, name: string, size: Size) => {
    const word = (text: string) =>
      text
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 4)
        .toUpperCase();
    const words = name.replace(brand, '').split(' ').map(word).filter(Boolean).slice(-2);
    const base = [word(brand), ...words, compactSize(size)].join('-').slice(0, 27);
    let sku = base;
    for (let n = 2; used.has(sku); n++) sku = `${base}-${n}`;
    used.add(sku);
    return sku;
  };
}

/** The seeded random and the makers every product draws on: unique skus and slugs, categories by slug. */
function productMakers(ref: CatalogueReference, random: Random, now: Date) {
  const slugs = new Set<string>();
  const uniqueSlug = (name: string) => {
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);
    return slug;
  };
  const categoryOf = (slug: string) => {
    const category = ref.categoryBySlug.get(slug);
    if (!category) throw new Error(`unknown category ${slug}`);
    return category;
  };
  return { ref, random, now, makeSku: skuMaker(), uniqueSlug, categoryOf };
}

type Makers = ReturnType<typeof productMakers>;

/** A product's variations, one per pack size: price, offer, stock. */
function variationsOf(make: Makers, draft: Draft, created: Date) {
  const { random } = make;
  const simple = draft.sizes.length === 1;
  return draft.sizes.map(({ size, mrp }) => {
    const unitPrice = unitPriceFromMrp(mrp, draft.taxRate);
    // About a third of packs are on offer, at a whole-rupee price to the customer.
    const offerMrp = random.chance(0.35)
      ? Math.floor(mrp * (1 - random.pick([5, 8, 10, 12, 15, 20]) / 100))
      : 0;
    let salePrice = offerMrp > 0 ? unitPriceFromMrp(offerMrp, draft.taxRate) : 0;
    if (unitPrice - salePrice < 1) salePrice = 0;
    const outOfStock = random.chance(draft.fresh ? 0.06 : 0.07);
    return {
      size,
      row: {
        // A simple product's one variation goes by the product's name, a variable one's by its size.
        name: simple ? draft.name : size.label,
        isDefault: simple,
        enabled: random.chance(0.97),
        mrp,
        unitPrice,
        salePrice,
        ...discountOf(unitPrice, salePrice),
        sku: make.makeSku(draft.brand, draft.name, size),
        manageStock: !draft.fresh,
        stockStatus: outOfStock ? ('Out Of Stock' as const) : ('In Stock' as const),
        allowBackOrder: !draft.fresh && random.chance(0.05),
        stockQuantity: draft.fresh || outOfStock ? 0 : random.int(5, 240),
        lowStockThreshold: draft.fresh ? null : 10,
        createdTimestamp: created,
        updatedTimestamp: created,
      },
    };
  });
}

/** The product's search tags: its category, its brand and the last words of its name. */
function tagsOf(draft: Draft, categoryName: string) {
  const nameWords = draft.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3);
  return [...new Set([categoryName.toLowerCase(), draft.brand.toLowerCase(), ...nameWords.slice(-2)])];
}

/** One product from its draft: its row, its variations, its category and top category. */
function buildProduct(make: Makers, draft: Draft) {
  const { ref, random, now } = make;
  const category = make.categoryOf(draft.categorySlug);
  const parent = [...ref.categoryBySlug.entries()].find(([, c]) => c.id === category.parentId);
  const brandId = ref.brandIdByName.get(draft.brand);
  if (brandId === undefined) throw new Error(`unknown brand ${draft.brand}`);
  const slug = make.uniqueSlug(draft.name);
  const created = new Date(now.getTime() - random.int(100, 400) * DAY - random.int(0, DAY));
  const variations = variationsOf(make, draft, created);
  const featured = random.chance(0.1);
  const parentSlug = parent?.[0] ?? draft.categorySlug;
  const tags = tagsOf(draft, category.name);
  const sizesText = draft.sizes.map((s) => s.size.label).join(' / ');
  return {
    draft,
    category,
    parentSlug,
    variations,
    row: {
      enabled: random.chance(0.97),
      name: draft.name,
      slug,
      sku: variations[0]!.row.sku,
      productType: draft.sizes.length === 1 ? ('simple' as const) : ('variable' as const),
      priority: featured ? random.int(80, 100) : round2(random.next() * 60),
      measurementUnitId: ref.unitIdByCode.get(measurementCode(draft.sizes[0]!.size))!,
      featured,
      tags: tags.join(','),
      shortDescription: `${draft.name}, ${sizesText}`,
      description: `${draft.name} by ${draft.brand}, in ${sizesText}. ${CARE[parentSlug] ?? ''}`.trim(),
      isTaxable: draft.taxRate > 0,
      taxId: ref.taxIdByRate.get(draft.taxRate)!,
      hsnCode: draft.hsn,
      manageStock: !draft.fresh,
      stockStatus: variations.some((v) => v.row.stockStatus === 'In Stock')
        ? ('In Stock' as const)
        : ('Out Of Stock' as const),
      brandId,
      metaTitle: `Buy ${draft.name} online | Mandi`,
      metaDescription: `${draft.name}, ${sizesText}. Delivered fresh to your door.`,
      metaKeywords: tags.join(','),
      createdTimestamp: created,
      updatedTimestamp: created,
    },
  };
}

type BuiltProduct = ReturnType<typeof buildProduct>;

/** Variable products: each variation names its pack size through an attribute value. */
async function linkSizeAttributes(
  tx: Tx,
  ref: CatalogueReference,
  built: BuiltProduct[],
  ids: { products: number[]; variations: number[] },
) {
  let cursor = 0;
  const variationAttributes: (typeof productsVariationsAttributes.$inferInsert)[] = [];
  const productAttributes: (typeof productsAttributes.$inferInsert)[] = [];
  built.forEach((b, index) => {
    const attributeIds = new Set<number>();
    for (const v of b.variations) {
      const id = ids.variations[cursor++]!;
      if (b.row.productType !== 'variable') continue;
      const link = ref.attributeOfSize.get(v.size.label)!;
      variationAttributes.push({ productsVariationId: id, ...link });
      attributeIds.add(link.attributeId);
    }
    for (const attributeId of attributeIds)
      productAttributes.push({ productId: ids.products[index]!, attributeId });
  });
  await insertLinks(tx, productsVariationsAttributes, variationAttributes);
  await insertLinks(tx, productsAttributes, productAttributes);
}

/** Each product's categories (its own and that one's parent), its cover picture and up to 3 related products. */
async function linkCategoriesPicturesRelated(
  tx: Tx,
  random: Random,
  built: BuiltProduct[],
  productIds: number[],
) {
  await insertLinks(
    tx,
    productsCategories,
    built.flatMap((b, index) => [
      { productId: productIds[index]!, categoryId: b.category.id },
      ...(b.category.parentId ? [{ productId: productIds[index]!, categoryId: b.category.parentId }] : []),
    ]),
  );
  await insertLinks(
    tx,
    productsImages,
    built.map((b, index) => ({
      productId: productIds[index]!,
      image: productImage(
        b.draft.name,
        b.draft.sizes.map((s) => s.size.label).join(' · '),
        b.category.colour,
      ),
      priority: 1,
      isCover: true,
    })),
  );
  await insertLinks(
    tx,
    relatedProducts,
    built.flatMap((b, index) => {
      const siblings = productIds.filter((_id, i) => i !== index && built[i]!.category.id === b.category.id);
      return random
        .sample(siblings, 3)
        .map((relatedProductId) => ({ productId: productIds[index]!, relatedProductId }));
    }),
  );
}

/** Products with their variations, pictures, categories, attributes and related products. */
export async function seedProducts(tx: Tx, ref: CatalogueReference, random: Random, now: Date) {
  const make = productMakers(ref, random, now);
  const built = drafts().map((draft) => buildProduct(make, draft));

  const productIds = await insertAll(
    tx,
    products,
    built.map((b) => b.row),
  );
  const variationRows = built.flatMap((b, index) =>
    b.variations.map((v) => ({ ...v.row, productId: productIds[index]! })),
  );
  const variationIds = await insertAll(tx, productsVariations, variationRows);
  await linkSizeAttributes(tx, ref, built, { products: productIds, variations: variationIds });
  await linkCategoriesPicturesRelated(tx, random, built, productIds);

  const seededProducts: SeededProduct[] = built.map((b, index) => ({
    id: productIds[index]!,
    name: b.draft.name,
    categorySlug: b.draft.categorySlug,
    topCategorySlug: b.parentSlug,
    enabled: b.row.enabled,
  }));
  const seededVariations: SeededVariation[] = variationRows.map((row, index) => {
    const product = built.find((_, i) => productIds[i] === row.productId)!;
    return {
      id: variationIds[index]!,
      productId: row.productId,
      unitPrice: row.unitPrice,
      salePrice: row.salePrice,
      taxRate: product.draft.taxRate,
      sellable: row.enabled && product.row.enabled && row.stockStatus === 'In Stock',
    };
  });
  return { products: seededProducts, variations: seededVariations };
}
