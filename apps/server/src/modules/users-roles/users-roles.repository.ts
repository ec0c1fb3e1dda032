import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';

export const usersRolesRepository = {
  /** Does any customer have this role? */
  inUse(db: Executor, roleId: number): Promise<boolean> {
    return anyRow(db, users, eq(users.usersRoleId, roleId));
  },
};
