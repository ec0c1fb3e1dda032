import { users } from '@mandi/domain';
import { useResourceAccess } from '../../kit/resource-access';
import { useResourceOne } from '../../kit/resource-hooks';
import type { User } from './user-screen';

/**
 * How a screen names a customer it is scoped to: their name once read, "#{id}" while it loads
 * or when the signed-in role may not read customers.
 */
export function useCustomerName(userId: number | undefined): string {
  const { read } = useResourceAccess(users);
  const customer = useResourceOne<User>(users, read ? userId : undefined);
  return customer.data?.fullName ?? `#${userId}`;
}
