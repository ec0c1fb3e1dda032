import { adminsRoles, isSuperadminRole } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type ListPage } from '../../api/client';
import { resourceKeys } from '../../kit/resource-hooks';
import { apiPaths } from '../../kit/resource-paths';

export interface RoleOption {
  id: number;
  name: string;
  enabled: boolean;
}

/** Every role (a store has a handful), sorted by name, for the admin list and form. */
export function useRoles() {
  return useQuery({
    queryKey: [...resourceKeys.lists(adminsRoles), 'all-by-name'],
    queryFn: () =>
      api.get<ListPage<RoleOption>>(apiPaths(adminsRoles).list, {
        fields: 'id,name,enabled',
        sort: 'name,ASC',
        limit: 200,
      }),
    select: (page) => page.data,
    retry: false,
  });
}

/** Role names by id. */
export function useRoleNames(): Map<number, string> {
  const roles = useRoles();
  return useMemo(() => new Map((roles.data ?? []).map((role) => [role.id, role.name])), [roles.data]);
}

/** The filter's options: every role. */
export function useRoleFilterOptions() {
  const roles = useRoles();
  const options = useMemo(
    () => (roles.data ?? []).map((role) => ({ label: role.name, value: String(role.id) })),
    [roles.data],
  );
  return { options, loading: roles.isPending };
}

/**
 * The roles an admin may be given, sorted by name: the enabled ones, and superadmin only by
 * a superadmin. `keep` (the admin's current role) stays listed even when it is not.
 */
export function useRoleChoices(superadmin: boolean, keep?: number) {
  const roles = useRoles();
  const options = useMemo(
    () =>
      (roles.data ?? [])
        .filter((role) => role.id === keep || (role.enabled && (superadmin || !isSuperadminRole(role))))
        .map((role) => ({ label: role.name, value: role.id })),
    [roles.data, superadmin, keep],
  );
  return { options, loading: roles.isPending };
}
