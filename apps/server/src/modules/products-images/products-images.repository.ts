import { and, asc, eq, max } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { productsImages } from '../../db/schema';

export type ImageRow = typeof productsImages.$inferSelect;

/** The only SQL of product images: a product's images in order, its cover, one image. */
export const imagesRepository = {
  async findById(db: Executor, id: number): Promise<ImageRow | undefined> {
    const [row] = await db.select().from(productsImages).where(eq(productsImages.id, id)).limit(1);
    return row;
  },

  ofProduct(db: Executor, productId: number): Promise<ImageRow[]> {
    return db
      .select()
      .from(productsImages)
      .where(eq(productsImages.productId, productId))
      .orderBy(asc(productsImages.priority), asc(productsImages.id));
  },

  async coverOf(db: Executor, productId: number): Promise<ImageRow | undefined> {
    const [row] = await db
      .select()
      .from(productsImages)
      .where(and(eq(productsImages.productId, productId), eq(productsImages.isCover, true)))
      .limit(1);
    return row;
  },

  /** The priority after the product's last image, so a new upload goes to the end. */
  async nextPriority(tx: Tx, productId: number): Promise<number> {
    const [row] = await tx
      .select({ last: max(productsImages.priority) })
      .from(productsImages)
      .where(eq(productsImages.productId, productId));
    return row?.last === null || row?.last === undefined ? 1 : row.last + 1;
  },

  async insert(tx: Tx, values: Omit<typeof productsImages.$inferInsert, 'id'>): Promise<ImageRow> {
    const [row] = await tx.insert(productsImages).values(values).returning();
    return row!;
  },

  async update(tx: Tx, id: number, values: Partial<Omit<typeof productsImages.$inferInsert, 'id'>>) {
    await tx.update(productsImages).set(values).where(eq(productsImages.id, id));
  },

  async remove(tx: Tx, id: number) {
    await tx.delete(productsImages).where(eq(productsImages.id, id));
  },
};
