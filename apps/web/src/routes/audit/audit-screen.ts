import { AUDIT_ACTIONS, AUDITED_RESOURCES, admins } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type ListPage } from '../../api/client';
import { ACTION_WORDS, resourceWords } from '../../kit/form/history-format';
import type { FilterDef } from '../../kit/list/list-types';
import { resourceKeys } from '../../kit/resource-hooks';
import { paths } from '../paths';

/** The history screen: /audit/list (read only: no add, no edit). */
export const auditPaths = { list: paths.audit } as const;

/** Every declared resource, by its label, for the resource filter. */
const resourceOptions = AUDITED_RESOURCES.map((name) => ({ label: resourceWords(name), value: name })).sort(
  (a, b) => a.label.localeCompare(b.label),
);

const actionOptions = AUDIT_ACTIONS.map((action) => ({ label: ACTION_WORDS[action], value: action }));

/** The staff members, by name, for the staff member filter (a role that may not read them gets none). */
function useStaffOptions() {
  const staff = useQuery({
    queryKey: [...resourceKeys.lists(admins), 'audit-staff'],
    queryFn: () =>
      api.get<ListPage<{ id: number; fullName: string }>>(`/${admins.name}`, {
        fields: `id,${admins.titleField}`,
        sort: `${admins.titleField},ASC`,
        limit: 200,
      }),
    retry: false,
  });
  const options = useMemo(
    () => (staff.data?.data ?? []).map((admin) => ({ label: admin.fullName, value: String(admin.id) })),
    [staff.data],
  );
  return { options, loading: staff.isPending && !staff.isError };
}

/** The list's filters, each bound to the URL (?resource=products&recordId=7&adminId=1&action=update&at=...). */
export const auditFilters: readonly FilterDef[] = [
  { kind: 'select', field: 'resource', label: 'Resource', options: resourceOptions },
  { kind: 'text', field: 'recordId', label: 'Record ID', operator: '$eq' },
  { kind: 'select', field: 'adminId', label: 'Staff member', useOptions: useStaffOptions },
  { kind: 'select', field: 'action', label: 'Action', options: actionOptions },
  { kind: 'dateRange', field: 'at', label: 'Date' },
];
