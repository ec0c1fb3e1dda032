import { z } from 'zod';
import { byRow, int, stampsRow, timestamp } from '../answers';
import { ORDER_STATUSES, orderStatus, PAYMENT_METHODS } from '../enums';
import { orderChangeRow } from '../orders/order-change';
import { PAYMENT_BADGES } from '../orders/order-money';
import { orderReturnRow } from '../orders/order-return';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { money, optionalText, text } from '../validation';
import { transactionRow } from './transactions';

export const ORDER_SAVED_MESSAGE = 'Order saved successfully';
export const ORDER_STALE_MESSAGE = 'This order was changed by someone else; reload it';
export const ORDER_EXPORT_RANGE_MESSAGE = 'Please select a date range';
/** The list opens on the orders waiting for staff (spec 02 §2). */
export const ORDER_DEFAULT_STATUS = 'Order Placed';
export const STORE_PICKUP = 'Store Pickup';

/**
 * The order edit (spec 02 §5: status required, 3 to 150): the status to move to (or the
 * current one, for a note alone), the order's comments, an internal note for the timeline, and
 * the `updatedTimestamp` the staff member loaded, so a save over someone else's is refused.
 */
export const orderEdit = z.object({
  status: text({
    required: 'Please choose a status',
    min: 3,
    max: 150,
    length: 'Length should be 3 to 150',
  }).pipe(z.enum(ORDER_STATUSES, { error: 'Please choose a valid status' })),
  comments: optionalText({ max: 1000 }),
  note: optionalText({ max: 1000 }),
  updatedTimestamp: z.iso.datetime({ offset: true, error: 'Please reload the order' }),
  /**
   * The cash the rider collected, with a move to Order Delivered (issue 26): recorded as a cash
   * payment; a COD order with something due needs it (0 when nothing was collected).
   */
  amountCollected: money({ min: 0, message: 'Please enter the cash collected (0 or more)' }).optional(),
});
export type OrderEdit = z.infer<typeof orderEdit>;

const coordinates = z.object({ x: z.number(), y: z.number() });
const orderAddress = z.object({
  name: z.string(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
});

/** An order as the list answers it: its figures, the customer's name and contacts, the payment badge. */
export const orderRow = z.object({
  id: int,
  orderReference: z.string().nullable(),
  status: orderStatus,
  comments: z.string().nullable(),
  total: z.number(),
  shippingCharges: z.number(),
  taxedAmount: z.number(),
  discountAmount: z.number(),
  couponId: int.nullable(),
  grandTotal: z.number(),
  amountReceived: z.number(),
  /** Successful refunds (part of what amountReceived nets out). */
  amountRefunded: z.number(),
  /** What the goods returned after delivery were sold for, tax included: no longer owed. */
  returnedAmount: z.number(),
  totalProducts: int,
  totalQuantity: int,
  orderTimestamp: timestamp.nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentInitiatedTimestamp: timestamp.nullable(),
  deliveryType: z.string().nullable(),
  orderPlacedCoordinates: coordinates.nullable(),
  rating: int.nullable(),
  userId: int,
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** The badge: received covers what is owed. */
  paid: z.boolean(),
  /** The list's payment badge (orderMoney): Paid, Part paid, Not paid, Refund due; null for a cart. */
  paymentBadge: z.enum(PAYMENT_BADGES).nullable(),
  ...stampsRow,
  ...byRow,
});

export const orderLineRow = z.object({
  id: int,
  productId: int,
  productName: z.string(),
  productType: z.string().nullable(),
  productsVariationId: int,
  variationName: z.string().nullable(),
  sku: z.string().nullable(),
  hsnCode: z.string().nullable(),
  unitPrice: z.number(),
  salePrice: z.number(),
  quantity: int,
  subTotal: z.number(),
  taxedAmount: z.number(),
  /** Compensation cess on the line's taxable value, on top of subTotal (issue 29); 0 when none. */
  cessAmount: z.number(),
  /** How many came back in returns after delivery, and what they were sold for (issue 26). */
  returnedQuantity: int,
  returnedSubTotal: z.number(),
});

/** A payment of the order, as the transactions list answers it. */
export const orderPaymentRow = transactionRow
  .pick({
    id: true,
    txnid: true,
    mihpayid: true,
    status: true,
    unmappedstatus: true,
    cardCategory: true,
    amount: true,
    net_amount_debit: true,
    payment_source: true,
    kind: true,
    method: true,
    note: true,
    createdBy: true,
    createdTimestamp: true,
  })
  .extend({
    /** Who recorded it (staff); null for the gateway's and the seed's. */
    createdByName: z.string().nullable(),
  });

/** An order's money (orderMoney): what is owed, received, refunded, due and to give back. */
export const orderMoneyAnswer = z.object({
  owed: z.number(),
  received: z.number(),
  refunded: z.number(),
  due: z.number(),
  refundDue: z.number(),
  badge: z.enum(PAYMENT_BADGES).nullable(),
});

export const orderHistoryRow = z.object({
  id: int,
  fromStatus: orderStatus.nullable(),
  toStatus: orderStatus.nullable(),
  comment: z.string().nullable(),
  adminId: int.nullable(),
  adminName: z.string().nullable(),
  at: timestamp,
});

/** One order with everything its view shows, in one answer. */
export const orderDetail = orderRow.extend({
  customerIP: z.string().nullable(),
  address: orderAddress.nullable(),
  shippingAddress: orderAddress.nullable(),
  orderPlacedLocation: z.string().nullable(),
  customer: z
    .object({
      id: int,
      fullName: z.string(),
      mobileNumber: z.string().nullable(),
      emailAddress: z.string().nullable(),
      gstNumber: z.string().nullable(),
    })
    .nullable(),
  coupon: z.object({ id: int, code: z.string(), name: z.string() }).nullable(),
  lines: z.array(orderLineRow),
  /** Payments and refunds, oldest first: kind, method, amount, note, who and when. */
  payments: z.array(orderPaymentRow),
  money: orderMoneyAnswer,
  history: z.array(orderHistoryRow),
  /** Item changes before dispatch, oldest first (issue 26). */
  changes: z.array(orderChangeRow),
  /** Goods returned after delivery, oldest first (issue 26). */
  returns: z.array(orderReturnRow),
  /** Where the order may go from here (the edit screen offers these). */
  nextStatuses: z.array(orderStatus),
});

/** The list's filters on the customer, served by the server over the customer's row. */
export const ORDER_CUSTOMER_FIELDS = {
  customerName: 'user.fullName',
  customerMobile: 'user.mobileNumber',
  customerEmail: 'user.emailAddress',
} as const;

export const orders = defineResource({
  name: 'orders',
  label: 'Order',
  titleField: 'id',
  access: { read: ['order'], write: ['order'] },
  fields: {
    id: { type: 'integer', label: 'Order ID', filter: 'equals', sort: 'header' },
    orderReference: { type: 'string' },
    status: { type: 'string', values: ORDER_STATUSES, label: 'Status', filter: 'select' },
    comments: { type: 'string' },
    total: { type: 'number', list: 'money' },
    shippingCharges: { type: 'number', list: 'money' },
    taxedAmount: { type: 'number', list: 'money' },
    discountAmount: { type: 'number', list: 'money' },
    couponId: { type: 'integer' },
    grandTotal: { type: 'number', list: 'money', sort: 'header' },
    amountReceived: { type: 'number', list: 'money' },
    amountRefunded: { type: 'number', list: 'money' },
    returnedAmount: { type: 'number', list: 'money' },
    totalProducts: { type: 'integer' },
    totalQuantity: { type: 'integer' },
    orderTimestamp: { type: 'timestamp', label: 'Placed on', filter: 'dateRange', sort: 'header' },
    paymentMethod: { type: 'string', values: PAYMENT_METHODS },
    paymentInitiatedTimestamp: { type: 'timestamp' },
    deliveryType: { type: 'string' },
    orderPlacedCoordinates: { type: 'json' },
    rating: { type: 'integer' },
    userId: { type: 'integer', label: 'User ID', filter: 'equals' },
    customerName: { type: 'string', label: 'Customer name', filter: 'contains' },
    customerMobile: { type: 'string', label: 'Mobile', filter: 'contains' },
    customerEmail: { type: 'string', label: 'Email', filter: 'contains' },
    /** The order's pincode row; the list's pincode filter is served by it (indexed with status). */
    pincodeId: { type: 'integer' },
    /** The delivery pincode (six digits, exact): the order's pincode row (`pincodeId`), indexed. */
    pincode: { type: 'string', label: 'Pincode', filter: 'equals' },
    ...AUDIT_FIELDS,
  },
  relations: {
    user: { resource: 'users', many: false },
    deliveryPincode: { resource: 'pincodes', many: false },
  },
  defaultSort: [{ field: 'orderTimestamp', order: 'DESC' }],
  pageSize: 10,
  // Orders are placed by the store's app; staff move them through their statuses.
  create: orderEdit,
  update: orderEdit,
  row: orderRow,
  detail: orderDetail,
  savedMessage: ORDER_SAVED_MESSAGE,
});

/** The list's pincode filter, served by the server over the order's pincode row. */
export const ORDER_PINCODE_FIELD = 'deliveryPincode.pincode';

/** The fields a list may not sort on: the customer's (another table) and computed ones. */
export const ORDER_UNSORTABLE = new Set([
  'customerName',
  'customerMobile',
  'customerEmail',
  'paid',
  'paymentBadge',
  'pincode',
]);

/** The sort a list view uses: a cart list newest id first, every other view newest placed first. */
export function orderSortOf(status: string | undefined): { field: string; order: 'DESC' }[] {
  return status === 'In Cart'
    ? [{ field: 'id', order: 'DESC' }]
    : [
        { field: 'orderTimestamp', order: 'DESC' },
        { field: 'id', order: 'DESC' },
      ];
}

/** A maps site at the coordinates an order was placed from. */
export function orderMapUrl(coordinates: { x: number; y: number }): string {
  return `https://www.google.com/maps?q=${coordinates.y},${coordinates.x}`;
}
