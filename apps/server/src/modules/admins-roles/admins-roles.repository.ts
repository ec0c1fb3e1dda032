import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, adminsRoles } from '../../db/schema';

/** The SQL of the roles' own rules (the plain reads and writes are the CRUD module's). */
export const adminsRolesRepository = {
  async findById(db: Executor, id: number) {
    const [row] = await db
      .select({ id: adminsRoles.id, name: adminsRoles.name, enabled: adminsRoles.enabled })
      .from(adminsRoles)
      .where(eq(adminsRoles.id, id));
    return row;
  },

  async adminCount(db: Executor, roleId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(admins).where(eq(admins.adminsRoleId, roleId));
    return row?.n ?? 0;
  },
};
