import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { rowExists } from '../../lib/row-checks';

/** The SQL of the contacts' own rules (the plain reads and writes are the CRUD module's). */
export const contactsRepository = {
  userExists(db: Executor, userId: number): Promise<boolean> {
    return rowExists(db, users, userId);
  },

  organizationExists(db: Executor, organizationId: number): Promise<boolean> {
    return rowExists(db, organizations, organizationId);
  },
};
