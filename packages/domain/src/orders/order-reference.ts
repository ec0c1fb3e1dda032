/**
 * An order's reference, one rule for orders placed and the demo's (issue 29): `MND-YYMMDD-N`,
 * the India day it was placed and the order's id (`MND-261129-501`). The id makes it unique;
 * the day lets a person read when the order came.
 */
export const ORDER_REFERENCE_PREFIX = 'MND';

/** The reference of order `orderId` placed on India day `day` (YYYY-MM-DD). */
export function orderReference(day: string, orderId: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`An order's day is YYYY-MM-DD: ${day}`);
  if (!Number.isSafeInteger(orderId) || orderId < 1)
    throw new RangeError(`An order id is from 1: ${orderId}`);
  return `${ORDER_REFERENCE_PREFIX}-${day.replaceAll('-', '').slice(2)}-${orderId}`;
}

/** The pattern every order reference follows. */
export const ORDER_REFERENCE_PATTERN = /^MND-\d{6}-[1-9]\d*$/;
