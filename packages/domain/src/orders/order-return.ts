import { z } from 'zod';
import { int, timestamp } from '../answers';
import { type OrderStatus, type TransactionMethod, transactionMethod } from '../enums';
import { formatInr } from '../format';
import { idOf, money, text } from '../validation';
import { TRANSACTION_METHOD_WORDS, toPaise } from './order-money';
import { cessShare, lineTax } from './price-order';

/**
 * Goods returned after delivery (issue 26 §4): which of the order's lines came back, how many,
 * whether they go back on the shelf or were damaged, why, and the refund given with them.
 * Each returned unit is worth the price charged on its line (GST inside, taken out by
 * `lineTax` at the line's rate); when a line's last units come back they are worth what is
 * left of the line, so a line's returns add up to the line exactly, to the paisa. A line's
 * compensation cess (issue 29) comes back with its units, shared by quantity (`cessShare`), and
 * is part of the return's worth.
 */

/** Returns are taken from a delivered order, paid in full or in part. */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['Order Delivered', 'Partial Payment'];

export const RETURN_MESSAGES = {
  status: (status: OrderStatus) =>
    `Only a delivered order (Order Delivered or Partial Payment) can have items returned; this one is ${status}`,
  notOnOrder: (productsVariationId: number) =>
    `The product ${productsVariationId} is not on this order, so it cannot be returned`,
  beyond: (name: string, returnable: number, asked: number) =>
    returnable === 0
      ? `Nothing more of ${name} can be returned: all of it was returned before`
      : `Only ${returnable} of ${name} can still be returned; ${asked} asked`,
  twice: 'Each product once: put its whole quantity on one line',
} as const;

const returnLine = z.object({
  productsVariationId: idOf('Please choose a product to return'),
  quantity: int
    .min(1, 'Quantity to return should be at least 1')
    .max(9999, 'Quantity to return should be at most 9999'),
  restock: z.boolean({ error: 'Please say whether it goes back to stock or is damaged' }),
});

/** `POST /api/orders/{id}/returns`: the lines coming back, why, and the refund if one is given now. */
export const orderReturnRequest = z.object({
  lines: z
    .array(returnLine, { error: 'Choose at least one item to return' })
    .min(1, 'Choose at least one item to return')
    .max(200, 'At most 200 lines at once')
    .refine(
      (lines) => new Set(lines.map((line) => line.productsVariationId)).size === lines.length,
      RETURN_MESSAGES.twice,
    ),
  reason: text({
    required: 'Please enter why the items came back',
    max: 500,
    maxMessage: 'The reason has at most 500 characters',
  }),
  refund: z
    .object({
      amount: money({ min: 0.01, message: 'Please enter a refund amount above ₹0' }),
      method: transactionMethod,
    })
    .nullish(),
});
export type OrderReturnRequest = z.infer<typeof orderReturnRequest>;

/** A return as the order's view shows it. */
export const orderReturnRow = z.object({
  id: int,
  reason: z.string(),
  /** The returned goods' worth, tax included. */
  amount: z.number(),
  refundTransactionId: int.nullable(),
  /** The credit note issued for it (invoiced orders). */
  creditNoteSerial: z.string().nullable(),
  createdTimestamp: timestamp,
  createdBy: int.nullable(),
  createdByName: z.string().nullable(),
  lines: z.array(
    z.object({
      orderLineId: int,
      productsVariationId: int,
      name: z.string(),
      quantity: int,
      restock: z.boolean(),
      subTotal: z.number(),
      taxedAmount: z.number(),
    }),
  ),
});
export type OrderReturnRow = z.infer<typeof orderReturnRow>;

/** An order line as a return reads it: what was sold and what came back before. */
export interface ReturnableLine {
  orderLineId: number;
  productsVariationId: number;
  /** "Amul Taaza Milk 1 L". */
  name: string;
  /** The price charged per unit (sale price when above 0, else unit price), tax included. */
  price: number;
  quantity: number;
  /** price × quantity, tax included, and the GST inside it. */
  subTotal: number;
  taxedAmount: number;
  /** GST percent; 0 when not taxable. */
  taxRate: number;
  /** The compensation cess charged on the line, on top of subTotal (0 or absent: none). */
  cessAmount?: number;
  returnedQuantity: number;
  returnedSubTotal: number;
  returnedTaxedAmount: number;
}

export interface PricedReturnLine {
  orderLineId: number;
  productsVariationId: number;
  name: string;
  quantity: number;
  restock: boolean;
  /** What these units were sold for, tax included, and the GST inside it. */
  subTotal: number;
  taxedAmount: number;
  /** Their share of the line's cess. */
  cessAmount: number;
}

export interface PricedReturn {
  lines: PricedReturnLine[];
  /** The return's worth, tax and cess included: what the customer no longer owes. */
  amount: number;
  /** The GST inside the lines' subTotal. */
  taxedAmount: number;
  cessAmount: number;
}

export interface ReturnRefusal {
  /** 400: asks for something not on the order; 409: more than can still come back. */
  statusCode: 400 | 409;
  field: string;
  message: string;
}

/** How many units of a line can still come back. */
export const returnableQuantity = (line: Pick<ReturnableLine, 'quantity' | 'returnedQuantity'>) =>
  line.quantity - line.returnedQuantity;

/** The worth of `quantity` units of a line: the rest of the line when they are its last units. */
function priceUnits(
  line: ReturnableLine,
  quantity: number,
): { subTotal: number; taxedAmount: number; cessAmount: number } {
  const restPaise = toPaise(line.subTotal) - toPaise(line.returnedSubTotal);
  const returned = line.returnedQuantity;
  const cessAmount = cessShare(line.cessAmount ?? 0, line.quantity, returned, returned + quantity);
  if (quantity === returnableQuantity(line)) {
    const taxPaise = toPaise(line.taxedAmount) - toPaise(line.returnedTaxedAmount);
    return { subTotal: restPaise / 100, taxedAmount: taxPaise / 100, cessAmount };
  }
  const amountPaise = Math.min(toPaise(line.price) * quantity, restPaise);
  const taxedAmount = lineTax(amountPaise / 100, line.taxRate).tax;
  return { subTotal: amountPaise / 100, taxedAmount, cessAmount };
}

/**
 * Prices a return: each asked line against the order's lines of that variation (in line order,
 * should one variation sit on two lines), refused when the variation is not on the order or
 * more is asked than was delivered less what came back before.
 */
export function priceReturn(
  lines: readonly ReturnableLine[],
  asked: OrderReturnRequest['lines'],
): PricedReturn | { refusal: ReturnRefusal } {
  const priced: PricedReturnLine[] = [];
  for (const [index, want] of asked.entries()) {
    const field = `lines.${index}`;
    const onOrder = lines.filter((line) => line.productsVariationId === want.productsVariationId);
    if (onOrder.length === 0) {
      const message = RETURN_MESSAGES.notOnOrder(want.productsVariationId);
      return { refusal: { statusCode: 400, field: `${field}.productsVariationId`, message } };
    }
    const returnable = onOrder.reduce((sum, line) => sum + returnableQuantity(line), 0);
    if (want.quantity > returnable) {
      const message = RETURN_MESSAGES.beyond(onOrder[0]!.name, returnable, want.quantity);
      return { refusal: { statusCode: 409, field: `${field}.quantity`, message } };
    }
    let left = want.quantity;
    for (const line of onOrder) {
      const quantity = Math.min(left, returnableQuantity(line));
      if (quantity === 0) continue;
      left -= quantity;
      const { orderLineId, productsVariationId, name } = line;
      priced.push({
        orderLineId,
        productsVariationId,
        name,
        quantity,
        restock: want.restock,
        ...priceUnits(line, quantity),
      });
    }
  }
  const sum = (pick: (line: PricedReturnLine) => number) =>
    priced.reduce((total, line) => total + toPaise(pick(line)), 0) / 100;
  return {
    lines: priced,
    amount: sum((line) => line.subTotal + line.cessAmount),
    taxedAmount: sum((line) => line.taxedAmount),
    cessAmount: sum((line) => line.cessAmount),
  };
}

/**
 * The return as the timeline says it: "Returned 1 × Amul Taaza Milk 1 L (damaged): spoilt;
 * refund ₹32.00 by cash".
 */
export function returnTimelineText(
  lines: readonly Pick<PricedReturnLine, 'name' | 'quantity' | 'restock'>[],
  reason: string,
  refund?: { amount: number; method: TransactionMethod } | null,
): string {
  const goods = lines
    .map((line) => `${line.quantity} × ${line.name}${line.restock ? '' : ' (damaged)'}`)
    .join(', ');
  const given = refund
    ? `; refund ${formatInr(refund.amount)} by ${TRANSACTION_METHOD_WORDS[refund.method]}`
    : '';
  return `Returned ${goods}: ${reason}${given}`;
}
