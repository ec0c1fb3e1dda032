import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, adminsRoles } from '../../db/schema';
import { nameTakenIn } from '../../lib/row-checks';

export type NewAdmin = typeof admins.$inferInsert;

/** The SQL of admin accounts (lists go through lib/list with the binding). */
export const adminsRepository = {
  /** An admin with the name of their role, for the rules on who may change whom. */
  async findWithRole(db: Executor, id: number) {
    const [row] = await db
      .select({ id: admins.id, adminsRoleId: admins.adminsRoleId, roleName: adminsRoles.name })
      .from(admins)
      .innerJoin(adminsRoles, eq(adminsRoles.id, admins.adminsRoleId))
      .where(eq(admins.id, id));
    return row;
  },

  async findById(db: Executor, id: number) {
    const [row] = await db.select().from(admins).where(eq(admins.id, id)).for('update');
    return row;
  },

  async findRole(db: Executor, id: number) {
    const [row] = await db
      .select({ id: adminsRoles.id, name: adminsRoles.name, enabled: adminsRoles.enabled })
      .from(adminsRoles)
      .where(eq(adminsRoles.id, id));
    return row;
  },

  emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
    return nameTakenIn(db, admins, admins.emailAddress, email, { exceptId });
  },

  async insert(db: Executor, values: NewAdmin) {
    const [row] = await db.insert(admins).values(values).returning();
    return row!;
  },

  async update(db: Executor, id: number, values: Partial<NewAdmin>) {
    const [row] = await db.update(admins).set(values).where(eq(admins.id, id)).returning();
    return row;
  },

  async remove(db: Executor, id: number) {
    await db.delete(admins).where(eq(admins.id, id));
  },
};
