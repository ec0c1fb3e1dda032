import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { DAY_FORMAT } from '../form/day-range';
import type { FilterDef, FilterOption, SelectFilter } from './list-types';

/**
 * One filter of the bar. `onChange` keeps a draft; `onApply` runs the search at once (Enter in
 * a text box, any pick in a select or date range, clearing a box).
 */
interface FilterInputProps {
  filter: FilterDef;
  value: string;
  onChange: (value: string) => void;
  onApply: (value: string) => void;
}

const WIDTH = { text: 200, select: 180, boolean: 150, dateRange: 260 } as const;

export function FilterInput({ filter, value, onChange, onApply }: FilterInputProps) {
  const placeholder = filter.placeholder ?? filter.label;
  const style = { width: WIDTH[filter.kind] };
  switch (filter.kind) {
    case 'text':
      return (
        <Input
          aria-label={filter.label}
          placeholder={placeholder}
          style={style}
          allowClear
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            // The clear icon empties the box: search again without waiting for Enter.
            if (event.type !== 'change' && event.target.value === '') onApply('');
          }}
          onPressEnter={() => onApply(value)}
        />
      );
    case 'select':
      return <SelectFilterInput filter={filter} value={value} onApply={onApply} style={style} />;
    case 'boolean':
      return (
        <OptionSelect
          label={filter.label}
          placeholder={placeholder}
          style={style}
          value={value}
          onApply={onApply}
          options={[
            { label: filter.trueLabel ?? 'Yes', value: 'true' },
            { label: filter.falseLabel ?? 'No', value: 'false' },
          ]}
          // A bare "Yes" would not say what it answers: "Enabled: Yes".
          named={filter.trueLabel === undefined}
        />
      );
    case 'dateRange': {
      const [from, to] = value ? value.split(',') : [];
      return (
        <DatePicker.RangePicker
          aria-label={filter.label}
          style={style}
          format={DAY_FORMAT}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(range) => {
            const [start, end] = range ?? [];
            onApply(start && end ? `${start.format('YYYY-MM-DD')},${end.format('YYYY-MM-DD')}` : '');
          }}
        />
      );
    }
  }
}

function SelectFilterInput({
  filter,
  value,
  onApply,
  style,
}: {
  filter: SelectFilter;
  value: string;
  onApply: (value: string) => void;
  style: { width: number };
}) {
  // A declaration's hook is fixed for the screen's life, so calling it here keeps hook order.
  const loaded = filter.useOptions?.();
  return (
    <OptionSelect
      label={filter.label}
      placeholder={filter.placeholder ?? filter.label}
      style={style}
      value={value}
      onApply={onApply}
      options={loaded?.options ?? filter.options ?? []}
      loading={loaded?.loading}
    />
  );
}

function OptionSelect(props: {
  label: string;
  placeholder: string;
  style: { width: number };
  value: string;
  options: readonly FilterOption[];
  loading?: boolean;
  onApply: (value: string) => void;
  /** The chosen value is shown after the filter's name ("Enabled: Yes"). */
  named?: boolean;
}) {
  return (
    <Select
      aria-label={props.label}
      placeholder={props.placeholder}
      style={props.style}
      allowClear
      showSearch={props.options.length > 8 ? { optionFilterProp: 'label' } : false}
      loading={props.loading}
      value={props.value === '' ? undefined : props.value}
      options={props.options.map((option) => ({ label: option.label, value: option.value }))}
      labelRender={props.named ? ({ label }) => `${props.label}: ${String(label)}` : undefined}
      onChange={(next: string | undefined) => props.onApply(next ?? '')}
    />
  );
}
