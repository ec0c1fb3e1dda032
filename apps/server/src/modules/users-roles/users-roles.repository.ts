import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

export const usersRolesRepository = {
  /** Does any customer have this role? */
  async inUse(db: Db | Tx, roleId: number): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.usersRoleId, roleId)).limit(1);
    return rows.length > 0;
  },
};
