import type { ResourceDef } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api, type ListPage } from '../../api/client';
import { errorMessage } from '../../api/notify';
import { resourceKeys } from '../resource-hooks';

export interface ResourceSelectProps {
  /** The resource whose rows are picked (brands, products). */
  def: Pick<ResourceDef, 'name' | 'titleField'>;
  value?: number | null;
  onChange?: (id: number | null) => void;
  placeholder?: string;
  /** Names the select for screen readers and tests. */
  'aria-label'?: string;
  /** How many rows a search shows. */
  limit?: number;
}

interface Option {
  id: number;
  [field: string]: unknown;
}

/**
 * Picks one row of a resource by its id, searching the server as the user types (contains,
 * any case, on the title field) and showing the chosen row's name. A role that may not read
 * the resource sees why instead of an empty list.
 */
export function ResourceSelect({
  def,
  value,
  onChange,
  placeholder,
  limit = 20,
  ...rest
}: ResourceSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // Wait for a pause in typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const field = def.titleField;
  const fields = `id,${field}`;
  const found = useQuery({
    queryKey: [...resourceKeys.lists(def), 'select', search, limit],
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
    queryKey: [...resourceKeys.lists(def), 'select-chosen', value],
    queryFn: () => api.get<ListPage<Option>>(`/${def.name}`, { fields, filter: [`id||$eq||${value}`] }),
    enabled: typeof value === 'number',
    retry: false,
  });

  const rows = [...(chosen.data?.data ?? []), ...(found.data?.data ?? [])];
  const options = [...new Map(rows.map((row) => [row.id, row])).values()].map((row) => ({
    value: row.id,
    label: String(row[field] ?? row.id),
  }));

  return (
    <Select
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={found.isError ? errorMessage(found.error) : placeholder}
      loading={found.isFetching}
      value={value ?? undefined}
      options={options}
      status={found.isError ? 'warning' : undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      notFoundContent={found.isError ? errorMessage(found.error) : undefined}
    />
  );
}
