import { AUDIT_ACTIONS, AUDITED_RESOURCES, audit, auditActorsEndpoint } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Query } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
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

/** The staff filter's value for the changes no staff member made (jobs): `adminId||$isnull`. */
export const SYSTEM_ACTOR = 'system';

interface Actor {
  adminId: number | null;
  name: string;
}

/**
 * The staff filter's choices, from the audit itself (`GET /api/audit/actors`): System, then
 * each staff member who appears in the entries. A role with the History screen but not the
 * staff accounts gets them too.
 */
function useStaffOptions() {
  const actors = useQuery({
    queryKey: [...resourceKeys.lists(audit), 'actors'],
    queryFn: (): Promise<{ data: Actor[] }> => callEndpoint(auditActorsEndpoint, {}),
    retry: false,
  });
  const options = useMemo(
    () =>
      (actors.data?.data ?? []).map((actor) => ({
        label: actor.name,
        value: actor.adminId === null ? SYSTEM_ACTOR : String(actor.adminId),
      })),
    [actors.data],
  );
  return { options, loading: actors.isPending && !actors.isError };
}

/** A list query with the System choice asked as the list grammar says it: no staff member. */
export function withSystemActor(query: Query): Query {
  const filters = query.filter as readonly string[] | undefined;
  if (!filters) return query;
  const system = `adminId||$eq||${SYSTEM_ACTOR}`;
  return { ...query, filter: filters.map((clause) => (clause === system ? 'adminId||$isnull' : clause)) };
}

/** The list's filters, each bound to the URL (?resource=products&recordId=7&adminId=1&action=update&at=...). */
export const auditFilters: readonly FilterDef[] = [
  { kind: 'select', field: 'resource', label: 'Resource', options: resourceOptions },
  { kind: 'text', field: 'recordId', label: 'Record ID', operator: '$eq' },
  { kind: 'select', field: 'adminId', label: 'Staff member', useOptions: useStaffOptions },
  { kind: 'select', field: 'action', label: 'Action', options: actionOptions },
  { kind: 'dateRange', field: 'at', label: 'Date' },
];
