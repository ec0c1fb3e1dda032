import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

import { rowsOf } from '../../lib/jobs/job-queue';
/** The report's reads: each one statement over the runs of the period (run_date indexed). */
export const reportRepository = {
  /**
   * Per rider: the period's runs and their closed cash, and the cash collected on every open
   * run (in hand now, whatever its day).
   */
  async riders(db: Executor, from: string, to: string) {
    const result = await db.execute(sql`
      with runs as (
        select r.*, (r.run_date between ${from}::date and ${to}::date) as in_period
        from delivery_runs r
        where r.run_date between ${from}::date and ${to}::date or r.status = 'open'
      ), collected as (
        select s.run_id, coalesce(sum(s.amount_collected) filter (where s.outcome = 'delivered'), 0) as cash
        from delivery_runs_stops s where s.run_id in (select id from runs where status = 'open')
        group by s.run_id
      )
      select runs.rider_id as "riderId", a.full_name as "riderName",
        (count(*) filter (where in_period))::int as "runs",
        (count(*) filter (where status = 'open'))::int as "openRuns",
        coalesce(sum(c.cash), 0)::float8 as "cashWithRider",
        coalesce(sum(cash_expected) filter (where in_period and status = 'closed'), 0)::float8 as "cashExpected",
        coalesce(sum(cash_handed_in) filter (where in_period and status = 'closed'), 0)::float8 as "cashHandedIn"
      from runs
      left join admins a on a.id = runs.rider_id
      left join collected c on c.run_id = runs.id
      group by runs.rider_id, a.full_name
      order by a.full_name, runs.rider_id`);
    return rowsOf(result) as {
      riderId: number;
      riderName: string | null;
      runs: number;
      openRuns: number;
      cashWithRider: number;
      cashExpected: number;
      cashHandedIn: number;
    }[];
  },

  /** Per day of the period: runs, stops, delivered and not delivered stops. */
  async days(db: Executor, from: string, to: string) {
    const result = await db.execute(sql`
      select to_char(r.run_date, 'YYYY-MM-DD') as "day", count(distinct r.id)::int as "runs",
        count(s.id)::int as "stops",
        (count(s.id) filter (where s.outcome = 'delivered'))::int as "delivered",
        (count(s.id) filter (where s.outcome = 'not_delivered'))::int as "notDelivered"
      from delivery_runs r left join delivery_runs_stops s on s.run_id = r.id
      where r.run_date between ${from}::date and ${to}::date
      group by r.run_date order by r.run_date`);
    return rowsOf(result) as {
      day: string;
      runs: number;
      stops: number;
      delivered: number;
      notDelivered: number;
    }[];
  },

  /**
   * The orders whose first stop (ever) was on a run of the period and has an outcome, and how
   * many of them were delivered on it.
   */
  async firstAttempts(db: Executor, from: string, to: string) {
    const result = await db.execute(sql`
      with firsts as (
        select distinct on (s.order_id) s.order_id, s.outcome, s.run_id
        from delivery_runs_stops s
        where s.order_id in (
          select s2.order_id from delivery_runs_stops s2 join delivery_runs r2 on r2.id = s2.run_id
          where r2.run_date between ${from}::date and ${to}::date)
        order by s.order_id, s.id
      )
      select count(*)::int as "orders", (count(*) filter (where f.outcome = 'delivered'))::int as "delivered"
      from firsts f join delivery_runs r on r.id = f.run_id
      where r.run_date between ${from}::date and ${to}::date and f.outcome <> 'pending'`);
    return rowsOf(result)[0] as { orders: number; delivered: number };
  },
};
