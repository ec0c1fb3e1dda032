import type { OrderStatus, PaymentMethod, TransactionKind, TransactionMethod } from '../enums';
import { formatInr } from '../format';
import { MONEY_MAX } from '../validation';

/**
 * An order's money after it is placed (issue 26), one set of rules for the server, the screens
 * and the tests. Every rupee has a source:
 * - what the customer owes is the grand total less what came back in returns (`returnedAmount`);
 *   a cancelled order, or a cart, owes nothing;
 * - what was received is the successful payments less the refunds (transactions), kept on the
 *   order as `amountReceived` by the payment writes only; `amountRefunded` is the refunds alone;
 * - what is due is what is owed less what was received; when more was received than is owed
 *   (an item change or return lowered the total, or the order was cancelled) the difference is a
 *   refund due, until a refund is recorded.
 * Amounts are worked in whole paise so sums are exact.
 */

export interface OrderMoneyInput {
  status: OrderStatus;
  grandTotal: number;
  returnedAmount: number;
  amountReceived: number;
  amountRefunded: number;
}

/** How the order list's badge reads the money. */
export const PAYMENT_BADGES = ['Paid', 'Part paid', 'Not paid', 'Refund due'] as const;
export type PaymentBadge = (typeof PAYMENT_BADGES)[number];

export interface OrderMoney {
  /** What the customer owes for the goods kept: grand total less returns (0 when cancelled). */
  owed: number;
  received: number;
  refunded: number;
  /** Still to collect. */
  due: number;
  /** Received beyond what is owed: to give back. */
  refundDue: number;
  /** Null for a cart, and for a cancelled order with nothing to give back. */
  badge: PaymentBadge | null;
}

export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const fromPaise = (paise: number) => paise / 100;

const OWES_NOTHING: readonly OrderStatus[] = ['In Cart', 'Order Cancelled'];

export function orderMoney(order: OrderMoneyInput): OrderMoney {
  const owedPaise = OWES_NOTHING.includes(order.status)
    ? 0
    : Math.max(0, toPaise(order.grandTotal) - toPaise(order.returnedAmount));
  const receivedPaise = toPaise(order.amountReceived);
  const duePaise = Math.max(0, owedPaise - receivedPaise);
  const refundDuePaise = Math.max(0, receivedPaise - owedPaise);
  let badge: PaymentBadge | null;
  if (refundDuePaise > 0) badge = 'Refund due';
  else if (order.status === 'In Cart' || owedPaise === 0) badge = null;
  else if (duePaise === 0) badge = 'Paid';
  else badge = receivedPaise > 0 ? 'Part paid' : 'Not paid';
  return {
    owed: fromPaise(owedPaise),
    received: fromPaise(receivedPaise),
    refunded: fromPaise(toPaise(order.amountRefunded)),
    due: fromPaise(duePaise),
    refundDue: fromPaise(refundDuePaise),
    badge,
  };
}

/** The badge as the list shows it: "Part paid (₹319.13 due)". */
export function paymentBadgeText(money: Pick<OrderMoney, 'badge' | 'due' | 'refundDue'>): string | null {
  if (money.badge === 'Part paid') return `Part paid (${formatInr(money.due)} due)`;
  if (money.badge === 'Refund due') return `Refund due (${formatInr(money.refundDue)})`;
  return money.badge;
}

export const PAYMENT_MESSAGES = {
  cancelled: 'A cancelled order takes no payment',
  inCart: 'An order still in the cart takes no payment',
  refundAboveReceived: (received: number) =>
    `A refund can be at most what was received: ${formatInr(received)}`,
  refundsAboveReceived: 'The refunds would come to more than the payments received',
  aboveMoneyMax: `The payments of this order would come to more than ${formatInr(MONEY_MAX)}`,
  cashCollectedMissing: 'Please enter the cash collected',
  cashCollectedAboveDue: (due: number) => `The cash collected can be at most what is due: ${formatInr(due)}`,
  cashCollectedNotDelivery: 'Cash collected is recorded only when the order is delivered',
} as const;

/** Why a payment of an order in this status is refused; undefined when it is taken. */
export function refusedPayment(status: OrderStatus): string | undefined {
  if (status === 'Order Cancelled') return PAYMENT_MESSAGES.cancelled;
  if (status === 'In Cart') return PAYMENT_MESSAGES.inCart;
  return undefined;
}

/** Why a refund of this amount is refused; undefined when it may be given. */
export function refusedRefund(amount: number, received: number): string | undefined {
  return toPaise(amount) > toPaise(received) ? PAYMENT_MESSAGES.refundAboveReceived(received) : undefined;
}

/**
 * Where delivery takes an order once the cash collected at the door is recorded: delivered
 * when nothing is left to collect, else Partial Payment with the due shown.
 */
export function statusOnDelivery(money: Pick<OrderMoney, 'due'>): OrderStatus {
  return money.due > 0 ? 'Partial Payment' : 'Order Delivered';
}

/** A payment that clears a partly paid order's due moves it to Order Delivered. */
export function statusAfterPayment(status: OrderStatus, money: Pick<OrderMoney, 'due'>): OrderStatus {
  return status === 'Partial Payment' && money.due === 0 ? 'Order Delivered' : status;
}

/**
 * Why the cash collected at delivery is refused; undefined when it is taken. A cash-on-delivery
 * order with something due must say what the rider brought back (0 when nothing): marking it
 * delivered without it would silently leave the due uncollected. An order paid online may be
 * delivered without it. More than the due is a slip of the keyboard, not a collection.
 */
export function refusedCollection(
  paymentMethod: PaymentMethod | null,
  collected: number | undefined,
  money: Pick<OrderMoney, 'due'>,
): string | undefined {
  if (collected === undefined)
    return paymentMethod === 'cod' && money.due > 0 ? PAYMENT_MESSAGES.cashCollectedMissing : undefined;
  return toPaise(collected) > toPaise(money.due)
    ? PAYMENT_MESSAGES.cashCollectedAboveDue(money.due)
    : undefined;
}

/** How a method reads in a sentence: "by UPI", "by cash", "by bank transfer". */
export const TRANSACTION_METHOD_WORDS: Record<TransactionMethod, string> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
  online: 'online payment',
  'bank transfer': 'bank transfer',
};

/** How a method reads as a choice or a column: "UPI", "Bank transfer". */
export const TRANSACTION_METHOD_LABELS: Record<TransactionMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  online: 'Online',
  'bank transfer': 'Bank transfer',
};

/**
 * A payment or refund as the order's timeline says it: "Payment of ₹500.00 by UPI recorded",
 * "Refund of ₹62.00 by cash: milk was spoilt". A payment's note follows it.
 */
export function transactionTimelineText(entry: {
  kind: TransactionKind;
  amount: number;
  method: TransactionMethod | null;
  note?: string | null;
}): string {
  const by = entry.method ? ` by ${TRANSACTION_METHOD_WORDS[entry.method]}` : '';
  const amount = formatInr(entry.amount);
  if (entry.kind === 'refund') return `Refund of ${amount}${by}${entry.note ? `: ${entry.note}` : ''}`;
  return `Payment of ${amount}${by} recorded${entry.note ? `: ${entry.note}` : ''}`;
}

/**
 * The timeline's words for a delivery: what was collected in cash, and what is still due
 * ("₹300.00 collected in cash; ₹232.00 due").
 */
export function deliveryTimelineText(collected: number, money: Pick<OrderMoney, 'due'>): string {
  const parts = [collected > 0 ? `${formatInr(collected)} collected in cash` : 'No cash collected'];
  parts.push(money.due > 0 ? `${formatInr(money.due)} due` : 'nothing left to collect');
  return parts.join('; ');
}
