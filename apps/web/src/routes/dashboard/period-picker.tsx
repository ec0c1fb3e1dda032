import { indiaDay, MAX_PERIOD_DAYS } from '@mandi/domain';
import { Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import type { Period, PeriodName } from './dashboard-types';
import { PERIOD_CHOICES } from './dashboard-url';

/** A period's day as the URL and the API write it. */
export const DAY = 'YYYY-MM-DD';
const PeriodRange = lazy(() => import('./period-range'));
export const todayInIndia = () => indiaDay(new Date());

/**
 * Today, 7 days, 30 days, this month or a custom range of up to 366 past days. Choosing
 * "Custom range" starts from the last 30 days so the picker is never empty.
 */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const today = todayInIndia();
  const choose = (name: PeriodName) => {
    if (name !== 'custom') return onChange({ period: name });
    const to = dayjs(today);
    onChange({ period: 'custom', from: to.subtract(29, 'day').format(DAY), to: to.format(DAY) });
  };
  const tooLong = (current: Dayjs, info: { from?: Dayjs }) =>
    current.format(DAY) > today ||
    (info.from !== undefined && Math.abs(current.diff(info.from, 'day')) >= MAX_PERIOD_DAYS);
  return (
    <div className="dashboard-period">
      <Segmented<PeriodName>
        aria-label="Period"
        options={PERIOD_CHOICES.map((choice) => ({ label: choice.label, value: choice.value }))}
        value={value.period}
        onChange={choose}
      />
      {value.period === 'custom' && (
        <Suspense fallback={null}>
          <PeriodRange value={value} onChange={onChange} disabledDate={tooLong} />
        </Suspense>
      )}
    </div>
  );
}
