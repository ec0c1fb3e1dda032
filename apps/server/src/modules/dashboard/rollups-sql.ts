import { SOLD_STATUSES } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';

/** SQL pieces the rollups' repositories share: which orders count and how they are dated and placed. */

export const soldStatuses = () => sql`${sql.param([...SOLD_STATUSES])}::text[]`;

/** The India-time day of an order's timestamp, in SQL (India is UTC+05:30 all year). */
export const indiaDayOf = (column: SQL) => sql`((${column}) at time zone 'Asia/Kolkata')::date`;

/** An order's delivery pincode (orders `o`, pincodes `pc`): its pincode row's, else its address snapshot's. */
export const pincodeOf = sql`coalesce(pc.pincode, nullif(o.address->>'pincode', ''))`;

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
