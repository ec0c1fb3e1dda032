import type { ResourceDef } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type ListPage } from '../../api/client';
import { errorMessage } from '../../api/notify';
import { resourceKeys } from '../resource-hooks';
import { apiPaths } from '../resource-paths';

interface Option {
  id: number;
  [field: string]: unknown;
}

/**
 * The options of a resource picker: rows found by what the user types (contains, any case,
 * on the title field, asked after a pause in typing) and the chosen rows, so their names
 * show even when the search does not find them. A role that may not read the resource gets
 * the server's reason as `problem`.
 */
export function useResourceOptions(
  def: Pick<ResourceDef, 'name' | 'titleField'>,
  chosenIds: readonly number[],
  { limit = 20, exclude = [] }: { limit?: number; exclude?: readonly number[] } = {},
) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const field = def.titleField;
  const fields = `id,${field}`;
  const found = useQuery({
    queryKey: [...resourceKeys.lists(def), 'options', search, limit],
    queryFn: () =>
      api.get<ListPage<Option>>(apiPaths(def).list, {
        fields,
        limit,
        sort: `${field},ASC`,
        filter: search ? [`${field}||$contL||${search}`] : [],
      }),
    retry: false,
  });
  const chosenKey = [...chosenIds].sort((a, b) => a - b).join(',');
  const chosen = useQuery({
    queryKey: [...resourceKeys.lists(def), 'options-chosen', chosenKey],
    queryFn: () =>
      api.get<ListPage<Option>>(apiPaths(def).list, {
        fields,
        limit: chosenIds.length,
        filter: [`id||$in||${chosenKey}`],
      }),
    enabled: chosenIds.length > 0,
    retry: false,
  });

  const rows = [...(chosen.data?.data ?? []), ...(found.data?.data ?? [])];
  const options = [...new Map(rows.map((row) => [row.id, row])).values()]
    .filter((row) => !exclude.includes(row.id))
    .map((row) => ({ value: row.id, label: String(row[field] ?? row.id) }));
  const problem = found.isError ? errorMessage(found.error) : undefined;

  return { options, onSearch: setTyped, loading: found.isFetching, problem };
}
