import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Period } from './dashboard-types';
import { DAY } from './period-picker';

/** The custom period's range picker: its own chunk, since most visits never choose a custom range. */
export default function PeriodRange({
  value,
  onChange,
  disabledDate,
}: {
  value: Period;
  onChange: (period: Period) => void;
  disabledDate: (current: Dayjs, info: { from?: Dayjs }) => boolean;
}) {
  return (
    <DatePicker.RangePicker
      aria-label="Custom range"
      allowClear={false}
      format="D MMM YYYY"
      value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
      disabledDate={disabledDate}
      onChange={(range) => {
        if (range?.[0] && range[1])
          onChange({ period: 'custom', from: range[0].format(DAY), to: range[1].format(DAY) });
      }}
    />
  );
}
