import { orders as orderDef, orderMoney } from '@mandi/domain';
import { orders, pincodes, users } from '../../db/schema';
import type { ResourceBinding, Row } from '../../lib/list';
import { pincodesBinding } from '../pincodes/pincodes.binding';
import { usersBinding } from '../users/users.binding';

/**
 * Orders as the list reads them: the declared columns only (not the device data or the
 * address snapshots, which the one-order call reads); the customer's name and contacts and
 * the payment badge are added by the list's statement (`ordersRepository.list`).
 */
export const ordersBinding: ResourceBinding = {
  def: orderDef,
  table: orders,
  relations: {
    user: { target: () => usersBinding, sourceColumn: orders.userId, targetColumn: users.id },
    // The pincode filter (orders-query): the order's pincode row, by its unique pincode.
    deliveryPincode: {
      target: () => pincodesBinding,
      sourceColumn: orders.pincodeId,
      targetColumn: pincodes.id,
    },
  },
};

/** The payment badge: something was due and what was received covers it. */
export function isPaid(row: Row): boolean {
  const grand = Number(row.grandTotal ?? 0);
  return grand > 0 && Number(row.amountReceived ?? 0) >= grand;
}

/**
 * A list row's payment badge (orderMoney: Paid, Part paid, Not paid, Refund due) and `paid`,
 * from its figures; without its status (a `fields` selection) only `paid` as isPaid says it.
 */
export function paymentBadgeOf(row: Row): void {
  if (row.status === undefined) {
    row.paid = isPaid(row);
    return;
  }
  const { badge } = orderMoney({
    status: row.status as never,
    grandTotal: Number(row.grandTotal),
    amountReceived: Number(row.amountReceived),
    returnedAmount: Number(row.returnedAmount ?? 0),
    amountRefunded: Number(row.amountRefunded ?? 0),
  });
  row.paymentBadge = badge;
  row.paid = badge === 'Paid';
}
