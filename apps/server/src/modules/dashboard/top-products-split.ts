import { addDays, type DayRange, earlierDay, monthStart } from '@mandi/domain';
import type { MonthsAndDays } from './dashboard.repository';

/**
 * A range as rollup rows to probe per product (a walk's candidates, top-products-walk): its
 * whole months as months, the rest as day ranges, joined across month ends. Each range is one
 * index probe per product, so a part of a month is its days (one probe), not the month less its
 * other days (up to three), which splitByMonths chooses for reading every product's rows.
 */
export function splitForProbes(range: DayRange): MonthsAndDays {
  const months: string[] = [];
  const days: DayRange[] = [];
  let cursor = range.from;
  while (cursor <= range.to) {
    const first = monthStart(cursor);
    const monthEnd = addDays(monthStart(addDays(first, 31)), -1);
    const to = earlierDay(monthEnd, range.to);
    const previous = days.at(-1);
    if (cursor === first && to === monthEnd) months.push(first);
    else if (previous && addDays(previous.to, 1) === cursor) previous.to = to;
    else days.push({ from: cursor, to });
    cursor = addDays(to, 1);
  }
  return { months, days, minus: [] };
}
