import { ORDER_STATUSES, PAYMENT_METHODS, TRANSACTION_KINDS, TRANSACTION_METHODS } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, productsVariations } from './catalogue-products';
import { auditColumns, idColumn, money, oneOf, timestamptz } from './columns';
import { addresses, type Coordinates, users } from './customers';
import { cities, countries, pincodes, states } from './locations';
import { coupons } from './marketing';
import { admins } from './staff';

/** The address as it was when the order was placed, so later edits do not rewrite history. */
export interface OrderAddress {
  name: string;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
}

/** What the store's app reports about the phone the order was placed from. */
export interface OrderDevice {
  platform?: string;
  version?: string;
  uuid?: string;
  model?: string;
  deviceId?: string;
  device?: string;
  OSVersion?: string;
  uniqueID?: string;
  manufacturer?: string;
  appVersion?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderReference: text(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('In Cart'),
    orderedBy: text(),
    comments: text(),
    customerIP: text(),
    /** Sum of the lines' subTotal (before tax is added on top, after sale prices). */
    total: money().notNull().default(0),
    shippingCharges: money().notNull().default(0),
    shippingId: text(),
    taxedAmount: money().notNull().default(0),
    discountAmount: money().notNull().default(0),
    couponId: integer().references(() => coupons.id, { onDelete: 'restrict' }),
    grandTotal: money().notNull().default(0),
    /** Successful payments minus refunds (transactions): written only by the payment writes. */
    amountReceived: money().notNull().default(0),
    /** Successful refunds (transactions), kept beside amountReceived for the billing details. */
    amountRefunded: money().notNull().default(0),
    /** What the goods returned after delivery were sold for (orders_returns), tax included. */
    returnedAmount: money().notNull().default(0),
    totalProducts: integer().notNull().default(0),
    totalQuantity: integer().notNull().default(0),
    /** When the cart became an order; null while it is still in the cart. */
    orderTimestamp: timestamptz(),
    paymentMethod: text({ enum: PAYMENT_METHODS }),
    paymentInitiatedTimestamp: timestamptz(),
    /** 'Home Delivery' or 'Store Pickup' (the view hides the address for pickups). */
    deliveryType: text(),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb().$type<OrderAddress>(),
    shippingAddress: jsonb().$type<OrderAddress>(),
    orderPlacedCoordinates: jsonb().$type<Coordinates>(),
    orderPlacedLocation: text(),
    lastLocation: text(),
    rating: integer(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    countryId: integer().references(() => countries.id, { onDelete: 'restrict' }),
    stateId: integer().references(() => states.id, { onDelete: 'restrict' }),
    cityId: integer().references(() => cities.id, { onDelete: 'restrict' }),
    pincodeId: integer().references(() => pincodes.id, { onDelete: 'restrict' }),
    deviceData: jsonb().$type<OrderDevice>(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('orders_order_reference_unique').on(t.orderReference),
    // The list opens on one status, newest first (In Cart: id descending). Ascending indexes
    // scanned backwards give ORDER BY ... DESC its default NULLS FIRST.
    index().on(t.status, t.orderTimestamp),
    index().on(t.status, t.id),
    // Every other view without a status (a customer search) sorts by orderTimestamp desc, id desc
    // (carts' null times first): read backwards, this index gives that order with no sort.
    index().on(t.orderTimestamp, t.id),
    index().on(t.userId, t.orderTimestamp),
    index().on(t.couponId),
    index().on(t.addressId),
    // The list filtered by a delivery pincode on one status, newest first (read backwards).
    index().on(t.pincodeId, t.status, t.orderTimestamp),
    index().on(t.cityId),
    index().on(t.stateId),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const ordersProducts = pgTable(
  'orders_products',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // A product that was sold cannot be deleted: disable it instead.
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productsVariationId: integer()
      .notNull()
      .references(() => productsVariations.id, { onDelete: 'restrict' }),
    unitPrice: money().notNull(),
    salePrice: money().notNull().default(0),
    quantity: integer().notNull(),
    /** Price paid (sale price, else unit price) times quantity, before tax. */
    subTotal: money().notNull(),
    taxedAmount: money().notNull().default(0),
    /** Compensation cess charged on the line (the tax's cessRate on subTotal), beside the GST. */
    cessAmount: money().notNull().default(0),
    /**
     * The GST and cess percents the line was priced at (0 for a product not taxable), kept so
     * its invoice and credit notes charge what the order charged even after the tax changes.
     */
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    cessRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** How many of the quantity came back in returns, and what they were sold for (before tax). */
    returnedQuantity: integer().notNull().default(0),
    returnedSubTotal: money().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.productId),
    index().on(t.productsVariationId),
    check('orders_products_quantity_check', sql`${t.quantity} > 0`),
    check('orders_products_returned_quantity_check', sql`${t.returnedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Payment gateway (PayU) callbacks, field names as the gateway sends them. */
export const transactions = pgTable(
  'transactions',
  {
    id: idColumn(),
    orderId: integer().references(() => orders.id, { onDelete: 'restrict' }),
    txnid: text(),
    mihpayid: text(),
    /** 'success', 'pending' or 'failure', as the gateway says. */
    status: text().notNull(),
    unmappedstatus: text(),
    cardCategory: text(),
    amount: money().notNull(),
    net_amount_debit: money(),
    payment_source: text(),
    /** Money in (payment) or back to the customer (refund); gateway callbacks are payments. */
    kind: text({ enum: TRANSACTION_KINDS }).notNull().default('payment'),
    /** Cash, UPI, card, online or bank transfer; null on gateway rows that do not say. */
    method: text({ enum: TRANSACTION_METHODS }),
    /** The staff member's note, or a refund's reason. */
    note: text(),
    ...auditColumns(),
  },
  (t) => [
    check('transactions_kind_check', oneOf(t.kind, TRANSACTION_KINDS)),
    check('transactions_method_check', oneOf(t.method, TRANSACTION_METHODS)),
    // An order's payments and refunds in the order they were recorded.
    index().on(t.orderId, t.id),
    uniqueIndex('transactions_txnid_unique').on(t.txnid),
    // The kit's duplicate check compares lower(txnid).
    index('transactions_txnid_lower_index').on(sql`lower(${t.txnid})`),
    index().on(t.createdTimestamp),
    index().on(t.status),
  ],
);

/** A customer's feedback on a delivered order. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    suggestions: text(),
    comments: text(),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.userId),
    index().on(t.createdTimestamp),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * An order's timeline: every status move (from, to) and every internal note (from = to, or
 * both null for a note on an order whose status did not change), who wrote it and when.
 */
export const ordersHistory = pgTable(
  'orders_history',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }),
    comment: text(),
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orderId, t.at),
    check('orders_history_from_status_check', oneOf(t.fromStatus, ORDER_STATUSES)),
    check('orders_history_to_status_check', oneOf(t.toStatus, ORDER_STATUSES)),
  ],
);

/**
 * How many orders are in each status, kept by the order writes (`afterOrdersWritten`), so the
 * list's total for a status view and `GET /api/orders/status-counts` read a row, not count a
 * million. One row per status, zero included.
 */
export const ordersStatusCounts = pgTable(
  'orders_status_counts',
  {
    status: text({ enum: ORDER_STATUSES }).primaryKey(),
    count: integer().notNull().default(0),
  },
  (t) => [check('orders_status_counts_status_check', oneOf(t.status, ORDER_STATUSES))],
);
