import type { SortSpec } from '@mandi/domain';
import { Select } from 'antd';
import type { SortChoice } from './list-types';

/** "ID Ascending", "ID Descending", ... for each sortable field the screen declares. */
interface SortSelectProps {
  choices: readonly SortChoice[];
  /** The sort in force (the user's, or the resource's default). */
  value: SortSpec | undefined;
  onChange: (sort: SortSpec) => void;
}

export function SortSelect({ choices, value, onChange }: SortSelectProps) {
  const options = choices.flatMap((choice) => [
    { label: choice.ascLabel ?? `${choice.label} Ascending`, value: `${choice.field},ASC` },
    { label: choice.descLabel ?? `${choice.label} Descending`, value: `${choice.field},DESC` },
  ]);
  const current = value ? `${value.field},${value.order}` : undefined;
  return (
    <Select
      aria-label="Sort"
      placeholder="Sort"
      style={{ width: 190 }}
      options={options}
      value={options.some((option) => option.value === current) ? current : undefined}
      onChange={(next: string) => {
        const [field, order] = next.split(',');
        onChange({ field: field!, order: order === 'DESC' ? 'DESC' : 'ASC' });
      }}
    />
  );
}
