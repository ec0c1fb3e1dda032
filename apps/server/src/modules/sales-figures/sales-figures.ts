import { SOLD_STATUSES } from '@mandi/domain';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, ordersProducts } from '../../db/schema';

export interface SalesFiguresTargets {
  /** Products whose sales and order counts to recompute; 'all' for every product. */
  productIds?: readonly number[] | 'all';
  /** Coupons whose sales, savings and times used to recompute; 'all' for every coupon. */
  couponIds?: readonly number[] | 'all';
}

const soldStatuses = () => sql`${sql.param([...SOLD_STATUSES])}::text[]`;

/**
 * The one place the product list's Sales and Orders and the coupon list's sales, savings and
 * times used are computed: from the orders that count as sold (SOLD_STATUSES: placed and
 * later, not carts, not cancelled), into counters kept on the product and coupon rows so the
 * lists read them without reading orders. A product's sales are its lines' subTotal, its orders
 * the distinct orders with it; a coupon's sales are its orders' grand totals, its savings their
 * discounts, its times used how many. Call it in the transaction of every write that adds an
 * order, changes its status, lines, coupon or amounts, with the products and coupons touched
 * (`refreshOrderFigures` finds them from the orders).
 */
export async function refreshSalesFigures(tx: Db | Tx, targets: SalesFiguresTargets): Promise<void> {
  const { productIds, couponIds } = targets;
  if (productIds === 'all' || (productIds && productIds.length > 0)) {
    const ids = productIds === 'all' ? undefined : [...new Set(productIds)];
    const scope = ids ? sql`p.id = any(${sql.param(ids)}::int[])` : sql`true`;
    const lineScope = ids ? sql`and l.product_id = any(${sql.param(ids)}::int[])` : sql``;
    await tx.execute(sql`
      update products p set
        sales = coalesce(f.sales, 0),
        orders = coalesce(f.orders, 0)
      from products target
      left join (
        select l.product_id, sum(l.sub_total) as sales, count(distinct l.order_id)::int as orders
        from orders_products l join orders o on o.id = l.order_id
        where o.status = any(${soldStatuses()}) ${lineScope}
        group by l.product_id
      ) f on f.product_id = target.id
      where target.id = p.id and ${scope}
        and (p.sales, p.orders) is distinct from (coalesce(f.sales, 0), coalesce(f.orders, 0))`);
  }
  if (couponIds === 'all' || (couponIds && couponIds.length > 0)) {
    const ids = couponIds === 'all' ? undefined : [...new Set(couponIds)];
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
        select o.coupon_id, sum(o.grand_total) as sales, sum(o.discount_amount) as savings,
          count(*)::int as times_used
        from orders o
        where o.status = any(${soldStatuses()}) ${orderScope}
        group by o.coupon_id
      ) f on f.coupon_id = target.id
      where target.id = c.id and ${scope}
        and (c.sales, c.savings, c.times_used) is distinct from
          (coalesce(f.sales, 0), coalesce(f.savings, 0), coalesce(f.times_used, 0))`);
  }
}

/**
 * refreshSalesFigures for what these orders touch: the products of their lines and their
 * coupons. The order writes call it after a status move (and after changing lines or coupon,
 * also with the products and coupon the order had before, when those changed).
 */
export async function refreshOrderFigures(tx: Db | Tx, orderIds: readonly number[]): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const [lines, coupons] = await Promise.all([
    tx
      .selectDistinct({ id: ordersProducts.productId })
      .from(ordersProducts)
      .where(inArray(ordersProducts.orderId, ids)),
    tx
      .selectDistinct({ id: orders.couponId })
      .from(orders)
      .where(and(inArray(orders.id, ids), isNotNull(orders.couponId))),
  ]);
  await refreshSalesFigures(tx, {
    productIds: lines.map((row) => row.id),
    couponIds: coupons.map((row) => row.id as number),
  });
}
