import { averageOrderValue, users as userDef } from '@mandi/domain';
import { users, usersRoles } from '../../db/schema';
import { presentRow, type ResourceBinding, type Row } from '../../lib/list';
import { usersRolesBinding } from '../users-roles/users-roles.binding';

/** The declared fields alone (the presenter below adds the average). */
const declared: ResourceBinding = { def: userDef, table: users };

/**
 * Customers as answered: the declared fields (never the password hash, the push id or the
 * coordinates) and the average order value, lifetime value over orders.
 */
export const usersBinding: ResourceBinding = {
  def: userDef,
  table: users,
  relations: {
    usersRole: {
      target: () => usersRolesBinding,
      sourceColumn: users.usersRoleId,
      targetColumn: usersRoles.id,
    },
  },
  present(row: Row): Row {
    const answer = presentRow(declared, row);
    if (answer.lifetimeValue !== undefined && answer.totalOrders !== undefined) {
      answer.averageOrderValue = averageOrderValue(Number(answer.lifetimeValue), Number(answer.totalOrders));
    }
    return answer;
  },
};
