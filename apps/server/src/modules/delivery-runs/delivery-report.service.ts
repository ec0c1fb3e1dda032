import { cashDifference, type DeliveryReport, indiaDay, MAX_REPORT_DAYS, sumMoney } from '@mandi/domain';
import { badRequest } from '../../lib/errors';
import type { ResourceCall } from '../crud/resource-service';
import { reportRepository as repo } from './delivery-report.repository';

const DAY = 86_400_000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

/** The period asked: both India days included; default the last 30 days to today. */
export function reportPeriod(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? indiaDay(now);
  const from = query.from ?? dayBefore(to, 29);
  if (from > to) throw badRequest('From should not be after to');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY + 1;
  if (days > MAX_REPORT_DAYS) throw badRequest(`A report covers at most ${MAX_REPORT_DAYS} days`);
  return { from, to };
}

const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/**
 * GET /delivery-runs/report: the cash with riders now and the period's closed cash per rider,
 * runs per day, the share delivered at the first attempt, stops per run. Every figure is summed
 * from the runs and their stops.
 */
export async function deliveryReport(
  call: ResourceCall,
  query: { from?: string; to?: string },
): Promise<DeliveryReport> {
  const { from, to } = reportPeriod(query);
  const riderRows = await repo.riders(call.db, from, to);
  const days = await repo.days(call.db, from, to);
  const first = await repo.firstAttempts(call.db, from, to);
  const riders = riderRows.map((row) => ({
    ...row,
    cashWithRider: sumMoney([row.cashWithRider]),
    cashExpected: sumMoney([row.cashExpected]),
    cashHandedIn: sumMoney([row.cashHandedIn]),
    difference: cashDifference(row.cashExpected, row.cashHandedIn),
  }));
  const runs = days.reduce((sum, day) => sum + day.runs, 0);
  const stops = days.reduce((sum, day) => sum + day.stops, 0);
  const totals = {
    cashWithRiders: sumMoney(riders.map((row) => row.cashWithRider)),
    cashExpected: sumMoney(riders.map((row) => row.cashExpected)),
    cashHandedIn: sumMoney(riders.map((row) => row.cashHandedIn)),
    difference: sumMoney(riders.map((row) => row.difference)),
  };
  return {
    from,
    to,
    riders,
    days,
    firstAttempt: { ...first, share: share(first.delivered, first.orders) },
    stopsPerRun: { runs, stops, average: runs === 0 ? null : Math.round((stops / runs) * 100) / 100 },
    totals,
  };
}
