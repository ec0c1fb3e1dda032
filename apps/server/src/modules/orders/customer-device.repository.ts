import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * A customer's last known phone, for a notification's platform and app version: the device
 * data of their newest order (by order time, a cart's by its creation) that names a platform or
 * an app version. The platform is kept as android or ios whatever its case (anything else:
 * null), the version when it is 1 to 4 dotted numbers (else null), as
 * `normalisePlatform` and `normaliseAppVersion` in @mandi/domain say. Migration 0016 backfilled
 * the customers with the same SQL.
 */
const LAST_DEVICE = sql`
  select
    case lower(btrim(o.device_data->>'platform')) when 'android' then 'android' when 'ios' then 'ios' end as platform,
    case when btrim(o.device_data->>'appVersion') ~ '^[0-9]{1,4}([.][0-9]{1,4}){0,3}$'
      then btrim(o.device_data->>'appVersion') end as app_version
  from orders o
  where o.user_id = target.id
    and coalesce(o.device_data->>'platform', o.device_data->>'appVersion') is not null
  order by coalesce(o.order_timestamp, o.created_timestamp) desc nulls last, o.id desc
  limit 1`;

/**
 * Keeps the customers' last known phone after their orders were written (its order-written
 * consumer, customer-device.ts, calls it in the write's transaction; the demo seed after its
 * orders). A customer with no such order keeps the phone they have (the app may have said it
 * with the push id, POST /users/manage). Only rows whose phone changed are written.
 */
export async function refreshCustomerDevices(tx: Executor, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update users u set platform = last.platform, app_version = last.app_version
    from unnest(${sql.param(ids)}::int[]) as target(id)
    join lateral (${LAST_DEVICE}) last on true
    where u.id = target.id
      and (u.platform is distinct from last.platform or u.app_version is distinct from last.app_version)`);
}
