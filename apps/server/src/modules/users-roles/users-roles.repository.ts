import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export const usersRolesRepository = {
  /** Does any customer have this role? */
  async inUse(db: Executor, roleId: number): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.usersRoleId, roleId)).limit(1);
    return rows.length > 0;
  },
};
