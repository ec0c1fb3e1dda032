import { SOLD_STATUSES } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

const soldStatuses = () => sql`${sql.param([...SOLD_STATUSES])}::text[]`;

/** Which products or coupons to recompute: these ids, the ids a subquery answers, or all. */
type Scope = readonly number[] | SQL | undefined;

const inScope = (column: SQL, scope: Scope) =>
  scope === undefined
    ? sql`true`
    : Array.isArray(scope)
      ? sql`${column} = any(${sql.param(scope)}::int[])`
      : sql`${column} in (${scope as SQL})`;

/**
 * The update that recomputes these products' sales (their lines' subTotal less what came back
 * in returns) and orders (the distinct orders with them) from the sold orders. Only rows whose
 * figures changed are written.
 */
const productFigures = (scope: Scope) => sql`
      update products p set
        sales = coalesce(f.sales, 0),
        orders = coalesce(f.orders, 0)
      from products target
      left join (
        select l.product_id, sum(l.sub_total - l.returned_sub_total) as sales,
          count(distinct l.order_id)::int as orders
        from orders_products l join orders o on o.id = l.order_id
        where o.status = any(${soldStatuses()}) and ${inScope(sql`l.product_id`, scope)}
        group by l.product_id
      ) f on f.product_id = target.id
      where target.id = p.id and ${inScope(sql`p.id`, scope)}
        and (p.sales, p.orders) is distinct from (coalesce(f.sales, 0), coalesce(f.orders, 0))`;

/**
 * The update that recomputes these coupons' sales (their sold orders' grand totals net of
 * returns), savings (the discounts) and times used. Only rows whose figures changed are written.
 */
const couponFigures = (scope: Scope) => sql`
      update coupons c set
        sales = coalesce(f.sales, 0),
        savings = coalesce(f.savings, 0),
        times_used = coalesce(f.times_used, 0)
      from coupons target
      left join (
        select o.coupon_id, sum(o.grand_total - o.returned_amount) as sales, sum(o.discount_amount) as savings,
          count(*)::int as times_used
        from orders o
        where o.status = any(${soldStatuses()}) and o.coupon_id is not null and ${inScope(sql`o.coupon_id`, scope)}
        group by o.coupon_id
      ) f on f.coupon_id = target.id
      where target.id = c.id and ${inScope(sql`c.id`, scope)}
        and (c.sales, c.savings, c.times_used) is distinct from
          (coalesce(f.sales, 0), coalesce(f.savings, 0), coalesce(f.times_used, 0))`;

/** Recomputes these products' sales figures; every product when ids is undefined. */
export async function updateProductFigures(tx: Executor, ids: readonly number[] | undefined): Promise<void> {
  await tx.execute(productFigures(ids));
}

/** Recomputes these coupons' sales figures; every coupon when ids is undefined. */
export async function updateCouponFigures(tx: Executor, ids: readonly number[] | undefined): Promise<void> {
  await tx.execute(couponFigures(ids));
}

/**
 * Recomputes the figures of the products on these orders' lines and of the coupons these
 * orders use, in one statement (one round trip of an order write, not four): the products'
 * rows, then the coupons' (the final select reads them in that order, the order PostgreSQL
 * runs them in).
 */
export async function updateOrderFigures(tx: Executor, orderIds: readonly number[]): Promise<void> {
  const ids = sql`${sql.param([...orderIds])}::int[]`;
  await tx.execute(sql`
    with products_set as (${productFigures(sql`select l.product_id from orders_products l where l.order_id = any(${ids})`)} returning 1),
    coupons_set as (${couponFigures(sql`select o.coupon_id from orders o where o.id = any(${ids}) and o.coupon_id is not null`)} returning 1)
    select (select count(*) from products_set) as products, (select count(*) from coupons_set) as coupons`);
}
