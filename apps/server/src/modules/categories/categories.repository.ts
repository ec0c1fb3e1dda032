import { and, asc, count, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { brands, categories, products, productsCategories } from '../../db/schema';
import { rowExists, takenElsewhere } from '../../lib/row-checks';

/** What a node of the admin's tree carries: enough to name, place and pick a category. */
const adminTreeColumns = {
  id: categories.id,
  parentId: categories.parentId,
  name: categories.name,
  slug: categories.slug,
  enabled: categories.enabled,
  icon: categories.icon,
  priority: categories.priority,
  featured: categories.featured,
};

/** The store's tree also carries the pictures and the link of each tile. */
const storeTreeColumns = {
  ...adminTreeColumns,
  image: categories.image,
  banner: categories.banner,
  displayInFooter: categories.displayInFooter,
  page: categories.page,
  productId: categories.productId,
  brandId: categories.brandId,
};

export interface AdminTreeRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  enabled: boolean;
  icon: string | null;
  priority: number;
  featured: boolean;
}

export interface StoreTreeRow extends AdminTreeRow {
  image: string | null;
  banner: string | null;
  displayInFooter: boolean;
  page: string | null;
  productId: number | null;
  brandId: number | null;
}

/** The SQL of the categories module beyond the generic CRUD: tree, slugs, ancestry, dependants. */
export const categoriesRepository = {
  /** Every category, flat, for the admin's tree; the service nests them. */
  adminTreeRows(db: Executor): Promise<AdminTreeRow[]> {
    return db.select(adminTreeColumns).from(categories).orderBy(asc(categories.priority), asc(categories.id));
  },

  /** The enabled categories, flat, for the store's tree. */
  storeTreeRows(db: Executor): Promise<StoreTreeRow[]> {
    return db
      .select(storeTreeColumns)
      .from(categories)
      .where(eq(categories.enabled, true))
      .orderBy(asc(categories.priority), asc(categories.id)) as Promise<StoreTreeRow[]>;
  },

  exists(db: Executor, id: number): Promise<boolean> {
    return rowExists(db, categories, id);
  },

  /** `parentId`, then its parent, up to the top: one recursive query. */
  async chainFrom(db: Executor, parentId: number): Promise<number[]> {
    const result = await db.execute(sql`
      with recursive chain(id, parent_id, depth) as (
        select id, parent_id, 0 from ${categories} where id = ${parentId}
        union all
        select c.id, c.parent_id, chain.depth + 1
        from ${categories} c join chain on c.id = chain.parent_id
        where chain.depth < 100
      )
      select id from chain order by depth`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  },

  /**
   * Moves in the tree wait for each other until the transaction ends, so two moves at once
   * cannot each pass the loop check and together make a loop.
   */
  async lockTree(tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories.tree'))`);
  },

  /** Slugs equal to `base` or `base-<n>`, of categories other than `exceptId`. */
  async slugsLike(db: Executor, base: string, exceptId?: number): Promise<string[]> {
    // Slugs hold only [a-z0-9-], so nothing in `base` is special to LIKE.
    const match = or(eq(categories.slug, base), like(categories.slug, `${base}-%`));
    const rows = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(exceptId === undefined ? match : and(match, ne(categories.id, exceptId)));
    return rows.map((row) => row.slug);
  },

  /** Slugs are lower case already: the same letters are the same slug. */
  slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
    return takenElsewhere(db, categories, eq(categories.slug, slug), { exceptId });
  },

  brandExists(db: Executor, id: number): Promise<boolean> {
    return rowExists(db, brands, id);
  },

  productExists(db: Executor, id: number): Promise<boolean> {
    return rowExists(db, products, id);
  },

  /** What still hangs on a category: its subcategories and the products filed under it. */
  async dependants(db: Executor, id: number): Promise<{ children: number; products: number }> {
    const [children] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    const [filed] = await db
      .select({ n: count() })
      .from(productsCategories)
      .where(eq(productsCategories.categoryId, id));
    return { children: children?.n ?? 0, products: filed?.n ?? 0 };
  },
};
