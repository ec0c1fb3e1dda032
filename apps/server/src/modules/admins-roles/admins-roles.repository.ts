import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admins, adminsRoles } from '../../db/schema';

/** The SQL of the roles' own rules (the plain reads and writes are the CRUD module's). */
export const adminsRolesRepository = {
  async findById(db: Db | Tx, id: number) {
    const [row] = await db
      .select({ id: adminsRoles.id, name: adminsRoles.name, enabled: adminsRoles.enabled })
      .from(adminsRoles)
      .where(eq(adminsRoles.id, id));
    return row;
  },

  async adminCount(db: Db | Tx, roleId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(admins).where(eq(admins.adminsRoleId, roleId));
    return row?.n ?? 0;
  },
};
