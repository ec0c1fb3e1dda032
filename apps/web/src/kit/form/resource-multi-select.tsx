import type { ResourceDef } from '@mandi/domain';
import { Select } from 'antd';
import { useResourceOptions } from './use-resource-options';

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

/**
 * Picks several rows of a resource by id, searching the server as the user types and showing the chosen rows' names: the many-row sibling of
 * ResourceSelect.
 */
export function ResourceMultiSelect({
  def,
  value,
  onChange,
  placeholder,
  exclude,
  limit,
  maxCount,
  ...rest
}: ResourceMultiSelectProps) {
  const chosenIds = value ?? [];
  const { options, onSearch, loading, problem } = useResourceOptions(def, chosenIds, { limit, exclude });
  return (
    <Select
      mode="multiple"
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      maxCount={maxCount}
      placeholder={problem ?? placeholder}
      loading={loading}
      value={chosenIds}
      options={options}
      status={problem ? 'warning' : undefined}
      onChange={(next: number[]) => onChange?.(next)}
      notFoundContent={problem}
    />
  );
}
