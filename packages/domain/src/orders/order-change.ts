import { z } from 'zod';
import { int, timestamp } from '../answers';
import type { OrderStatus, PaymentMethod } from '../enums';
import { idOf, text } from '../validation';
import { type OrderMoney, orderMoney, PAYMENT_BADGES } from './order-money';
import { pricedOrderAnswer } from './order-placement';
import type {
  DeliveryType,
  PricedOrder,
  PricingCoupon,
  PricingInput,
  PricingLineInput,
  PricingRefusal,
  PricingSettings,
} from './price-order';

/**
 * Changing an order's items before dispatch (issue 26): while it is Order Placed, staff send
 * the order's new full set of lines (quantities changed, a line left out for a short pick, a
 * line added or another variation in its place) with a reason. The order is priced again by
 * priceOrder as at its placement, so the customer keeps what they were promised:
 * - a line already on the order keeps the unit and sale price and the GST and cess rates it
 *   was placed at, whatever its quantity now; a line added takes the variation's current price
 *   and its product's tax now;
 * - the coupon the order holds is judged again on what the lines decide (its minimum amount,
 *   its categories) on the day the order was placed, with the uses and the customer's orders
 *   placed before it (the server counts those); switching it off since does not take it away.
 *   When the new lines no longer meet it, it is dropped, with the reason: a change is never
 *   refused for that;
 * - the delivery charge and the cash-on-delivery limit are the store's settings now;
 * - stock: the order's own quantities were taken when it was placed, so they count as
 *   available to it. A line that does not grow takes nothing and is not checked; one that
 *   grows (or is added) needs the difference in stock, as a placement would (back orders as
 *   the variation allows).
 */

export const ORDER_CHANGE_MESSAGES = {
  empty: 'An order needs at least one product; to take everything off, cancel the order instead',
  reason: 'Please give a reason for the change',
  reasonLength: 'A reason has at most 200 characters',
  unchanged: 'These are the lines the order already has; change a quantity, remove a line or add a product',
  invoiced: (serial: string) =>
    `Invoice ${serial} has been issued for this order, so its items cannot be changed; cancel the order, or record a return instead after delivery`,
} as const;

/** Why an order in this status cannot have its items changed; undefined when it can. */
export function refusedChange(status: OrderStatus): string | undefined {
  if (status === 'Order Placed') return undefined;
  if (status === 'In Cart') return 'An order still in the cart is changed by the customer in the app';
  if (status === 'Order Cancelled') return 'A cancelled order cannot have its items changed';
  return `An order that is ${status} has left the store, so its items cannot be changed; record a return instead`;
}

/** Quick reasons the screen offers; any other words may be typed. */
export const ORDER_CHANGE_REASONS = ['Out of stock', 'Customer asked', 'Damaged in packing', 'Substituted'];

const changeLine = z.object({
  productsVariationId: idOf('Please choose a product'),
  quantity: int.min(1, 'Quantity should be at least 1').max(9999, 'Quantity should be at most 9999'),
});

const changeLines = z
  .array(changeLine, { error: ORDER_CHANGE_MESSAGES.empty })
  .min(1, ORDER_CHANGE_MESSAGES.empty)
  .max(200, 'An order has at most 200 lines');

/** `POST /api/orders/{id}/changes`: the order's new full set of lines, why, and the version loaded. */
export const orderChangeRequest = z.object({
  lines: changeLines,
  reason: text({
    required: ORDER_CHANGE_MESSAGES.reason,
    max: 200,
    maxMessage: ORDER_CHANGE_MESSAGES.reasonLength,
  }),
  updatedTimestamp: z.iso.datetime({ offset: true, error: 'Please reload the order' }),
});
export type OrderChangeRequest = z.infer<typeof orderChangeRequest>;

/** `POST /api/orders/{id}/changes/quote`: the lines alone; nothing is written. */
export const orderChangeQuoteRequest = z.object({ lines: changeLines });
export type OrderChangeQuoteRequest = z.infer<typeof orderChangeQuoteRequest>;

/** One line of a change as the timeline shows it: quantity was → now (0: removed or added). */
export const orderLineChange = z.object({
  productsVariationId: int,
  name: z.string(),
  was: int,
  now: int,
});
export type OrderLineChange = z.infer<typeof orderLineChange>;

/** A saved change, as the order's view reads it. */
export const orderChangeRow = z.object({
  id: int,
  reason: z.string(),
  lines: z.array(orderLineChange),
  grandTotalBefore: z.number(),
  grandTotalAfter: z.number(),
  couponDropped: z.string().nullable(),
  createdTimestamp: timestamp,
  createdBy: int.nullable(),
  adminName: z.string().nullable(),
});
export type OrderChangeRow = z.infer<typeof orderChangeRow>;

/** What a change would do, without doing it. */
export const orderChangeQuoteAnswer = z.object({
  /** The order priced with the new lines; its `refusals` are those that stop the change. */
  priced: pricedOrderAnswer,
  changes: z.array(orderLineChange),
  grandTotalBefore: z.number(),
  /** Why the coupon would be dropped; null when it stays or there is none. */
  couponDropped: z.string().nullable(),
  /** The order's money after the change: due, or a refund due when more was received. */
  money: z.object({
    owed: z.number(),
    received: z.number(),
    refunded: z.number(),
    due: z.number(),
    refundDue: z.number(),
    badge: z.enum(PAYMENT_BADGES).nullable(),
  }),
});
export type OrderChangeQuoteAnswer = z.infer<typeof orderChangeQuoteAnswer>;

/** A line on the order now (its prices and tax rates as placed). */
export interface PlacedLine {
  productsVariationId: number;
  productId: number;
  unitPrice: number;
  salePrice: number;
  quantity: number;
  /** The GST and cess percents the line was priced at (orders_products), kept by a change. */
  taxRate: number;
  cessRate: number;
}

/** A variation as the catalogue has it now: what pricing needs, without the quantity. */
export type CatalogueVariation = Omit<PricingLineInput, 'quantity'>;

export interface StockMove {
  productsVariationId: number;
  productId: number;
  /** Units taken from stock (negative: given back). */
  take: number;
}

export interface OrderChangePlan {
  /** Each line whose quantity differs: the order's lines first, in their order, then new ones. */
  changes: OrderLineChange[];
  /** The new lines for priceOrder, in the order asked (so `lines.N` names the request's line). */
  lines: PricingLineInput[];
  /** Per variation whose quantity differs, what leaves (or comes back to) stock. */
  stockMoves: StockMove[];
  /** Asked variations the catalogue does not have. */
  unknown: { index: number; productsVariationId: number }[];
}

type Quantities = Map<number, number>;

const addTo = (map: Quantities, id: number, quantity: number) => map.set(id, (map.get(id) ?? 0) + quantity);

/**
 * Diffs the order's lines and the asked ones (a variation asked twice is one line, quantities
 * added) into was → now changes, the lines to price and the stock to move. A line already on
 * the order is priced at its placed prices and tax rates with the order's own quantity counted as in stock;
 * one that does not grow is not checked for stock (it takes nothing) nor for being on sale.
 */
export function planOrderChange(
  placed: readonly PlacedLine[],
  asked: readonly { productsVariationId: number; quantity: number }[],
  catalogue: ReadonlyMap<number, CatalogueVariation>,
): OrderChangePlan {
  const was: Quantities = new Map();
  const placedPrices = new Map<number, PlacedLine>();
  for (const line of placed) {
    addTo(was, line.productsVariationId, line.quantity);
    if (!placedPrices.has(line.productsVariationId)) placedPrices.set(line.productsVariationId, line);
  }
  const now: Quantities = new Map();
  for (const line of asked) addTo(now, line.productsVariationId, line.quantity);

  const unknown: OrderChangePlan['unknown'] = [];
  const lines: PricingLineInput[] = [];
  [...now].forEach(([productsVariationId, quantity], index) => {
    const variation = catalogue.get(productsVariationId);
    if (!variation) {
      unknown.push({ index, productsVariationId });
      return;
    }
    const held = was.get(productsVariationId) ?? 0;
    const prices = placedPrices.get(productsVariationId);
    lines.push({
      ...variation,
      ...(prices
        ? {
            unitPrice: prices.unitPrice,
            salePrice: prices.salePrice,
            taxRate: prices.taxRate,
            cessRate: prices.cessRate,
          }
        : {}),
      quantity,
      stockQuantity: variation.stockQuantity + held,
      ...(held > 0 && quantity <= held ? { sellable: true, allowBackOrder: true } : {}),
    });
  });

  const nameOf = (id: number) => catalogue.get(id)?.name ?? `Variation ${id}`;
  const productOf = (id: number) => catalogue.get(id)?.productId ?? placedPrices.get(id)?.productId ?? 0;
  const ids = [...was.keys(), ...[...now.keys()].filter((id) => !was.has(id))];
  const changes: OrderLineChange[] = [];
  const stockMoves: StockMove[] = [];
  for (const id of ids) {
    const before = was.get(id) ?? 0;
    const after = now.get(id) ?? 0;
    if (before === after || (before === 0 && !catalogue.has(id))) continue;
    changes.push({ productsVariationId: id, name: nameOf(id), was: before, now: after });
    stockMoves.push({ productsVariationId: id, productId: productOf(id), take: after - before });
  }
  return { changes, lines, stockMoves, unknown };
}

/** The order as it stands, for pricing its change. */
export interface ChangedOrderFacts {
  deliveryType: DeliveryType;
  paymentMethod: PaymentMethod;
  /** India's day the order was placed, YYYY-MM-DD: the coupon's validity is judged on it. */
  placedDay: string;
  /** The order's coupon with its uses by orders placed before this one; null without one. */
  coupon: PricingCoupon | null;
  /** The customer's sold orders placed before this one, and those of them with this coupon. */
  customer: PricingInput['customer'];
  settings: PricingSettings;
}

/** priceOrder's input for the change: the plan's lines, the order's coupon as at its placement. */
export function changePricingInput(plan: OrderChangePlan, order: ChangedOrderFacts): PricingInput {
  return {
    lines: plan.lines,
    couponCode: order.coupon?.code ?? null,
    // It was on when the order was placed; switching it off since is for new orders.
    coupon: order.coupon ? { ...order.coupon, enabled: true } : null,
    customer: order.customer,
    settings: order.settings,
    deliveryType: order.deliveryType,
    paymentMethod: order.paymentMethod,
    today: order.placedDay,
  };
}

export interface ChangeOutcome {
  /** The priced order; its refusals are only those that stop the change (not the coupon's). */
  priced: PricedOrder;
  couponDropped: string | null;
  refusals: PricingRefusal[];
  money: OrderMoney;
}

/**
 * What the priced change means: the coupon dropped (with why) rather than refused, the
 * refusals that stop it (stock, a product not on sale, the cash-on-delivery limit), and the
 * order's money after it (orderMoney: due, or a refund due when more was received).
 */
export function changeOutcome(
  priced: PricedOrder,
  order: { amountReceived: number; amountRefunded: number; returnedAmount: number },
): ChangeOutcome {
  const refusals = priced.refusals.filter((refusal) => refusal.field !== 'couponCode');
  const couponDropped = priced.coupon && !priced.coupon.applied ? priced.coupon.reason : null;
  return {
    priced: { ...priced, refusals },
    couponDropped,
    refusals,
    money: orderMoney({
      status: 'Order Placed',
      grandTotal: priced.grandTotal,
      returnedAmount: order.returnedAmount,
      amountReceived: order.amountReceived,
      amountRefunded: order.amountRefunded,
    }),
  };
}

/** The timeline's words for a change: "Items changed (Out of stock): Atta 5 kg 2 → 1; Dal removed". */
export function changeTimelineText(
  reason: string,
  changes: readonly OrderLineChange[],
  couponDropped: string | null,
): string {
  const lines = changes.map((line) => {
    if (line.now === 0) return `${line.name} removed (was ${line.was})`;
    if (line.was === 0) return `${line.name} added × ${line.now}`;
    return `${line.name} ${line.was} → ${line.now}`;
  });
  const coupon = couponDropped ? `. Coupon dropped: ${couponDropped}` : '';
  return `Items changed (${reason}): ${lines.join('; ')}${coupon}`;
}
