import { SOLD_STATUSES } from '@mandi/domain';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, ordersProducts } from '../../db/schema';
import { inOrder } from '../../lib/in-order';

const soldStatuses = () => sql`${sql.param([...SOLD_STATUSES])}::text[]`;

/**
 * Recomputes these products' sales (their lines' subTotal less what came back in returns) and
 * orders (the distinct orders
 * with them) from the sold orders; every product when ids is undefined. Only rows whose
 * figures changed are written.
 */
export async function updateProductFigures(tx: Executor, ids: readonly number[] | undefined): Promise<void> {
  const scope = ids ? sql`p.id = any(${sql.param(ids)}::int[])` : sql`true`;
  const lineScope = ids ? sql`and l.product_id = any(${sql.param(ids)}::int[])` : sql``;
  await tx.execute(sql`
      update products p set
        sales = coalesce(f.sales, 0),
        orders = coalesce(f.orders, 0)
      from products target
      left join (
        select l.product_id, sum(l.sub_total - l.returned_sub_total) as sales,
          count(distinct l.order_id)::int as orders
        from orders_products l join orders o on o.id = l.order_id
        where o.status = any(${soldStatuses()}) ${lineScope}
        group by l.product_id
      ) f on f.product_id = target.id
      where target.id = p.id and ${scope}
        and (p.sales, p.orders) is distinct from (coalesce(f.sales, 0), coalesce(f.orders, 0))`);
}

/**
 * Recomputes these coupons' sales (their sold orders' grand totals net of returns), savings (the discounts)
 * and times used; every coupon when ids is undefined. Only rows whose figures changed are
 * written.
 */
export async function updateCouponFigures(tx: Executor, ids: readonly number[] | undefined): Promise<void> {
  const scope = ids ? sql`c.id = any(${sql.param(ids)}::int[])` : sql`true`;
  const orderScope = ids
    ? sql`and o.coupon_id = any(${sql.param(ids)}::int[])`
    : sql`and o.coupon_id is not null`;
  await tx.execute(sql`
      update coupons c set
        sales = coalesce(f.sales, 0),
        savings = coalesce(f.savings, 0),
        times_used = coalesce(f.times_used, 0)
      from coupons target
      left join (
        select o.coupon_id, sum(o.grand_total - o.returned_amount) as sales, sum(o.discount_amount) as savings,
          count(*)::int as times_used
        from orders o
        where o.status = any(${soldStatuses()}) ${orderScope}
        group by o.coupon_id
      ) f on f.coupon_id = target.id
      where target.id = c.id and ${scope}
        and (c.sales, c.savings, c.times_used) is distinct from
          (coalesce(f.sales, 0), coalesce(f.savings, 0), coalesce(f.times_used, 0))`);
}

/** The products on these orders' lines and the coupons these orders use. */
export async function productsAndCouponsOf(
  tx: Executor,
  orderIds: readonly number[],
): Promise<{ productIds: number[]; couponIds: number[] }> {
  const [lines, coupons] = await inOrder(tx, [
    () =>
      tx
        .selectDistinct({ id: ordersProducts.productId })
        .from(ordersProducts)
        .where(inArray(ordersProducts.orderId, orderIds)),
    () =>
      tx
        .selectDistinct({ id: orders.couponId })
        .from(orders)
        .where(and(inArray(orders.id, orderIds), isNotNull(orders.couponId))),
  ]);
  return { productIds: lines.map((row) => row.id), couponIds: coupons.map((row) => row.id as number) };
}
