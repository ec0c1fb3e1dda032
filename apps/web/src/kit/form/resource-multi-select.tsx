import type { ResourceDef } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api, type ListPage } from '../../api/client';
import { errorMessage } from '../../api/notify';
import { resourceKeys } from '../resource-hooks';

export interface ResourceMultiSelectProps {
  /** The resource whose rows are picked (related products). */
  def: Pick<ResourceDef, 'name' | 'titleField'>;
  value?: number[] | null;
  onChange?: (ids: number[]) => void;
  placeholder?: string;
  'aria-label'?: string;
  /** Rows that may not be picked (the product being edited). */
  exclude?: readonly number[];
  /** How many rows a search shows. */
  limit?: number;
  maxCount?: number;
}

interface Option {
  id: number;
  [field: string]: unknown;
}

/**
 * Picks several rows of a resource by id, searching the server as the user types (contains,
 * any case, on the title field) and showing the chosen rows' names: the many-row sibling of
 * ResourceSelect.
 */
export function ResourceMultiSelect({
  def,
  value,
  onChange,
  placeholder,
  exclude = [],
  limit = 20,
  maxCount,
  ...rest
}: ResourceMultiSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const field = def.titleField;
  const fields = `id,${field}`;
  const chosenIds = value ?? [];
  const found = useQuery({
    queryKey: [...resourceKeys.lists(def), 'multi-select', search, limit],
    queryFn: () =>
      api.get<ListPage<Option>>(`/${def.name}`, {
        fields,
        limit,
        sort: `${field},ASC`,
        filter: search ? [`${field}||$contL||${search}`] : [],
      }),
    retry: false,
  });
  const chosen = useQuery({
    queryKey: [
      ...resourceKeys.lists(def),
      'multi-select-chosen',
      [...chosenIds].sort((a, b) => a - b).join(','),
    ],
    queryFn: () =>
      api.get<ListPage<Option>>(`/${def.name}`, {
        fields,
        limit: chosenIds.length,
        filter: [`id||$in||${chosenIds.join(',')}`],
      }),
    enabled: chosenIds.length > 0,
    retry: false,
  });

  const rows = [...(chosen.data?.data ?? []), ...(found.data?.data ?? [])];
  const options = [...new Map(rows.map((row) => [row.id, row])).values()]
    .filter((row) => !exclude.includes(row.id))
    .map((row) => ({ value: row.id, label: String(row[field] ?? row.id) }));

  return (
    <Select
      mode="multiple"
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      maxCount={maxCount}
      placeholder={found.isError ? errorMessage(found.error) : placeholder}
      loading={found.isFetching}
      value={chosenIds}
      options={options}
      status={found.isError ? 'warning' : undefined}
      onChange={(next: number[]) => onChange?.(next)}
      notFoundContent={found.isError ? errorMessage(found.error) : undefined}
    />
  );
}
