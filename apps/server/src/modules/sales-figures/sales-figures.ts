import type { Executor } from '../../db/client';
import { changesSoldFigures, type OrderWrittenConsumer } from '../orders/orders-written';
import { updateCouponFigures, updateOrderFigures, updateProductFigures } from './sales-figures.repository';

export interface SalesFiguresTargets {
  /** Products whose sales and order counts to recompute; 'all' for every product. */
  productIds?: readonly number[] | 'all';
  /** Coupons whose sales, savings and times used to recompute; 'all' for every coupon. */
  couponIds?: readonly number[] | 'all';
}

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
export async function refreshSalesFigures(tx: Executor, targets: SalesFiguresTargets): Promise<void> {
  const { productIds, couponIds } = targets;
  if (productIds === 'all' || (productIds && productIds.length > 0)) {
    await updateProductFigures(tx, productIds === 'all' ? undefined : [...new Set(productIds)]);
  }
  if (couponIds === 'all' || (couponIds && couponIds.length > 0)) {
    await updateCouponFigures(tx, couponIds === 'all' ? undefined : [...new Set(couponIds)]);
  }
}

/**
 * refreshSalesFigures for what these orders touch: the products of their lines and their
 * coupons. The order writes call it after a status move (and after changing lines or coupon,
 * also with the products and coupon the order had before, when those changed).
 */
export async function refreshOrderFigures(tx: Executor, orderIds: readonly number[]): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  await updateOrderFigures(tx, ids);
}

/** The products' and coupons' sales figures of the written orders (not after a payment or a move between sold statuses). */
export const salesFiguresOnOrderWritten: OrderWrittenConsumer = {
  name: 'sales figures',
  run: (tx, written) =>
    refreshOrderFigures(
      tx,
      written.filter(changesSoldFigures).map((order) => order.orderId),
    ),
};
