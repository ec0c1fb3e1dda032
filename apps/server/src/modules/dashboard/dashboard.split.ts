import { addDays, type DayRange, daysIn, earlierDay, monthStart } from '@mandi/domain';
import type { MonthsAndDays } from './dashboard.repository';

/**
 * A range as calendar months (read from the month rollups) and days (from the day rollups):
 * whole months as months; a part of a month as its days, or, when that is the larger part,
 * as the month minus its other days (`minus`). The last 30 days are then last month's days
 * at the start and this month's row less the days still to come (none yet), not 30 days of rows.
 */
export function splitByMonths(range: DayRange): MonthsAndDays {
  const months: string[] = [];
  const days: DayRange[] = [];
  const minus: DayRange[] = [];
  let cursor = range.from;
  while (cursor <= range.to) {
    const first = monthStart(cursor);
    const next = monthStart(addDays(first, 31));
    const monthEnd = addDays(next, -1);
    const to = earlierDay(monthEnd, range.to);
    const inside = daysIn({ from: cursor, to });
    const outside = daysIn({ from: first, to: monthEnd }) - inside;
    if (outside === 0) {
      months.push(first);
    } else if (outside < inside) {
      months.push(first);
      if (cursor > first) minus.push({ from: first, to: addDays(cursor, -1) });
      if (to < monthEnd) minus.push({ from: addDays(to, 1), to: monthEnd });
    } else {
      days.push({ from: cursor, to });
    }
    cursor = addDays(to, 1);
  }
  return { months, days, minus };
}
