import type { ResourceDef } from '@mandi/domain';
import { Select } from 'antd';
import { useResourceOptions } from './use-resource-options';

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

/**
 * Picks one row of a resource by its id, searching the server as the user types and showing
 * the chosen row's name. A role that may not read the resource sees why instead of an empty
 * list.
 */
export function ResourceSelect({ def, value, onChange, placeholder, limit, ...rest }: ResourceSelectProps) {
  const { options, onSearch, loading, problem } = useResourceOptions(
    def,
    typeof value === 'number' ? [value] : [],
    { limit },
  );
  return (
    <Select
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      placeholder={problem ?? placeholder}
      loading={loading}
      value={value ?? undefined}
      options={options}
      status={problem ? 'warning' : undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      notFoundContent={problem}
    />
  );
}
