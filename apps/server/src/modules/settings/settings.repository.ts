import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { products, settings, settingsProducts, states } from '../../db/schema';

export type SettingsRow = typeof settings.$inferSelect;
export type SettingsValues = Partial<Omit<typeof settings.$inferInsert, 'id'>>;

/** The only SQL of the settings: the one row, and the products it features in order. */
export const settingsRepository = {
  async first(db: Executor): Promise<SettingsRow | undefined> {
    const [row] = await db.select().from(settings).orderBy(asc(settings.id)).limit(1);
    return row;
  },

  async findById(db: Executor, id: number): Promise<SettingsRow | undefined> {
    const [row] = await db.select().from(settings).where(eq(settings.id, id)).limit(1);
    return row;
  },

  /** The row with the spec's defaults, unless one exists (a second cannot: settings_single_row). */
  async insertDefaults(db: Executor): Promise<void> {
    await db.insert(settings).values({}).onConflictDoNothing();
  },

  async update(tx: Tx, id: number, values: SettingsValues): Promise<void> {
    await tx
      .update(settings)
      .set({ ...values, updatedTimestamp: sql`now()` })
      .where(eq(settings.id, id));
  },

  async stateOf(db: Executor, id: number): Promise<{ name: string; code: string | null } | undefined> {
    const [row] = await db
      .select({ name: states.name, code: states.code })
      .from(states)
      .where(eq(states.id, id))
      .limit(1);
    return row;
  },

  productsOf(db: Executor, settingId: number) {
    return db
      .select({ id: products.id, name: products.name })
      .from(settingsProducts)
      .innerJoin(products, eq(products.id, settingsProducts.productId))
      .where(eq(settingsProducts.settingId, settingId))
      .orderBy(asc(settingsProducts.priority));
  },

  async existingProductIds(db: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    return new Set(rows.map((row) => row.id));
  },

  async setProducts(tx: Tx, settingId: number, productIds: number[]) {
    await tx.delete(settingsProducts).where(eq(settingsProducts.settingId, settingId));
    if (productIds.length === 0) return;
    await tx
      .insert(settingsProducts)
      .values(productIds.map((productId, index) => ({ settingId, productId, priority: index + 1 })));
  },
};
