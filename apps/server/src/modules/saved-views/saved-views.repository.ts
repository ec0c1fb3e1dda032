import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { admins, savedViews } from '../../db/schema';
import { nameTakenIn } from '../../lib/row-checks';

export type StoredView = typeof savedViews.$inferSelect;
export type NewView = typeof savedViews.$inferInsert;
/** A view with its owner's name, as the answers show it. */
export type ViewWithOwner = StoredView & { ownerName: string };

const withOwner = { view: savedViews, ownerName: admins.fullName };
const flatten = (row: { view: StoredView; ownerName: string }): ViewWithOwner => ({
  ...row.view,
  ownerName: row.ownerName,
});

/** The SQL of saved views; who may see or change one is the service's. */
export const savedViewsRepository = {
  /**
   * One list's views the viewer sees: their own and the shared ones (both indexed:
   * owner and list, list and shared), their own first, then by name.
   */
  async listFor(db: Executor, listKey: string, viewerId: number): Promise<ViewWithOwner[]> {
    const rows = await db
      .select(withOwner)
      .from(savedViews)
      .innerJoin(admins, eq(admins.id, savedViews.ownerId))
      .where(
        and(
          eq(savedViews.listKey, listKey),
          or(eq(savedViews.ownerId, viewerId), eq(savedViews.shared, true)),
        ),
      )
      .orderBy(
        desc(sql`${savedViews.ownerId} = ${viewerId}`),
        asc(savedViews.position),
        asc(sql`lower(${savedViews.name})`),
        asc(savedViews.id),
      );
    return rows.map(flatten);
  },

  async withOwner(db: Executor, id: number): Promise<ViewWithOwner | undefined> {
    const [row] = await db
      .select(withOwner)
      .from(savedViews)
      .innerJoin(admins, eq(admins.id, savedViews.ownerId))
      .where(eq(savedViews.id, id));
    return row && flatten(row);
  },

  /** The view, locked until the change ends (two edits of one view wait for each other). */
  async lock(tx: Tx, id: number): Promise<StoredView | undefined> {
    const [row] = await tx.select().from(savedViews).where(eq(savedViews.id, id)).for('update');
    return row;
  },

  async countOwn(tx: Tx, ownerId: number, listKey: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedViews)
      .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.listKey, listKey)));
    return row?.count ?? 0;
  },

  /** Has the owner another view of this name (any case) on the list? */
  nameTaken(tx: Tx, view: { ownerId: number; listKey: string; name: string }, exceptId?: number) {
    const scope = and(eq(savedViews.ownerId, view.ownerId), eq(savedViews.listKey, view.listKey));
    return nameTakenIn(tx, savedViews, savedViews.name, view.name, { scope, exceptId });
  },

  async insert(tx: Tx, values: NewView): Promise<StoredView> {
    const [row] = await tx.insert(savedViews).values(values).returning();
    return row!;
  },

  async update(tx: Tx, id: number, values: Partial<NewView>): Promise<StoredView> {
    const [row] = await tx.update(savedViews).set(values).where(eq(savedViews.id, id)).returning();
    return row!;
  },

  async remove(tx: Tx, id: number): Promise<void> {
    await tx.delete(savedViews).where(eq(savedViews.id, id));
  },
};
