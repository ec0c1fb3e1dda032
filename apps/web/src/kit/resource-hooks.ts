import type { ResourceDef } from '@mandi/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type ListPage, type Query } from '../api/client';
import { apiPaths, type RowId } from './resource-paths';

/**
 * Server state of any declared resource, on one query-key factory:
 * [name] ⊃ [name, 'list'] ⊃ [name, 'list', query]; [name, 'detail', id].
 * Writes invalidate the lists of their resource only.
 */
export const resourceKeys = {
  all: (def: Pick<ResourceDef, 'name'>) => [def.name] as const,
  lists: (def: Pick<ResourceDef, 'name'>) => [def.name, 'list'] as const,
  list: (def: Pick<ResourceDef, 'name'>, query: Query) => [def.name, 'list', query] as const,
  detail: (def: Pick<ResourceDef, 'name'>, id: RowId) => [def.name, 'detail', String(id)] as const,
};

/** Every stored row has an id; the rest is the resource's own. */
export interface StoredRow {
  id: number;
}

export function useResourceList<Row extends StoredRow>(def: ResourceDef, query: Query) {
  return useQuery({
    queryKey: resourceKeys.list(def, query),
    queryFn: () => api.get<ListPage<Row>>(apiPaths(def).list, query),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
    // A refused filter (400) or a missing permission will not get better by asking again.
    retry: false,
  });
}

export function useResourceOne<Row extends StoredRow>(def: ResourceDef, id: RowId | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(def, id ?? ''),
    queryFn: () => api.get<Row>(apiPaths(def).one(id!)),
    enabled: id !== undefined,
    retry: false,
    // A form always edits what the server holds now.
    refetchOnMount: 'always',
    gcTime: 0,
  });
}

function invalidateLists(client: QueryClient, def: ResourceDef) {
  return client.invalidateQueries({ queryKey: resourceKeys.lists(def) });
}

export function useCreateResource<Row extends StoredRow>(def: ResourceDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<Row>(apiPaths(def).list, body),
    onSuccess: () => invalidateLists(client, def),
  });
}

export function useUpdateResource<Row extends StoredRow>(def: ResourceDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: RowId; body: Record<string, unknown> }) =>
      api.patch<Row>(apiPaths(def).one(id), body),
    onSuccess: (row) => {
      client.setQueryData(resourceKeys.detail(def, row.id), row);
      return invalidateLists(client, def);
    },
  });
}

/**
 * Patches the rows already on screen, so the switch moves before the list is fetched again.
 * Other data kept under the lists' key (a category tree) is left for the refetch.
 */
function patchCachedRows(client: QueryClient, def: ResourceDef, id: RowId, patch: Record<string, unknown>) {
  client.setQueriesData<ListPage<StoredRow>>({ queryKey: resourceKeys.lists(def) }, (page) =>
    page && Array.isArray(page.data)
      ? {
          ...page,
          data: page.data.map((row) => (String(row.id) === String(id) ? { ...row, ...patch } : row)),
        }
      : page,
  );
}

export function useToggleEnabled(def: ResourceDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: RowId; enabled: boolean }) =>
      api.patch<{ id: number; enabled: boolean }>(apiPaths(def).one(id), { enabled }),
    onSuccess: (answer) => {
      patchCachedRows(client, def, answer.id, { enabled: answer.enabled });
      client.removeQueries({ queryKey: resourceKeys.detail(def, answer.id) });
      return invalidateLists(client, def);
    },
  });
}

export function useDeleteResource(def: ResourceDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: RowId) => api.delete<{ id: number }>(apiPaths(def).one(id)),
    onSuccess: (answer) => {
      client.removeQueries({ queryKey: resourceKeys.detail(def, answer.id) });
      return invalidateLists(client, def);
    },
  });
}
