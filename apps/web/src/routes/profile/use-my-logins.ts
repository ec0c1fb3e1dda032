import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi } from '../../auth/auth-api';

/** Query keys of the signed-in admin's own records. */
export const profileKeys = {
  logins: (adminId: number, page: number, limit: number) =>
    ['admins-logins', adminId, { page, limit }] as const,
};

/** The signed-in admin's sign-in record, newest first, a page at a time. */
export function useMyLogins(adminId: number, page: number, limit: number) {
  return useQuery({
    queryKey: profileKeys.logins(adminId, page, limit),
    queryFn: () => authApi.logins({ page, limit }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
