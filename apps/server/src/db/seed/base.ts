import { ROUTE_KEYS, type RouteKey } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { adminsRoles, countries } from '../schema';

/** Screens of the two stock roles besides superadmin (who opens everything; the history too). */
const STAFF_ONLY: readonly RouteKey[] = ['admin', 'admin-role', 'audit'];
const ADMIN_ROUTES: RouteKey[] = ROUTE_KEYS.filter((key) => !STAFF_ONLY.includes(key));
/**
 * The executive's dashboard counts customers, products, feedback and orders (spec 02 §2
 * Dashboard), so the role opens the products list too: read only, as products are written by
 * a superadmin alone (spec 01 §6, PRODUCT_ACCESS).
 */
const EXECUTIVE_ROUTES: RouteKey[] = [
  'dashboard',
  'product',
  'order',
  'user',
  'organization',
  'contact',
  'address',
  'review',
];

/** What every store needs whatever the seed: India as country 1 and the three stock roles. */
export async function seedBase(db: Db) {
  await db
    .insert(countries)
    .values({ id: 1, code: 'IN', name: 'India', zipCodeMinLength: 6, zipCodeMaxLength: 6 })
    .onConflictDoNothing();
  // India was given id 1 by hand: move the identity past it, or the next country would collide.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries))`,
  );
  const roles = await db
    .insert(adminsRoles)
    .values([
      { name: 'superadmin', routes: [...ROUTE_KEYS] },
      { name: 'admin', routes: ADMIN_ROUTES },
      { name: 'executive', routes: EXECUTIVE_ROUTES },
    ])
    .onConflictDoNothing()
    .returning();
  return roles;
}
