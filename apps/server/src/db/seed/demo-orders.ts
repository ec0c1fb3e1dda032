import type { OrderStatus } from '@mandi/domain';
import { lineTax, orderReference, round2 } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { refreshCustomerDevices } from '../../modules/orders/customer-device.repository';
import { refreshCustomerTotals } from '../../modules/users/customer-totals.repository';
import type { Tx } from '../client';
import { orders, ordersProducts } from '../schema';
import { insertAll } from './bulk';
import { DAY, dayOf, HOUR, MINUTE } from './dates';
import type { SeededCustomer } from './demo-customers';
import type { SeededCoupon } from './demo-marketing';
import { APP_VERSIONS, CANCEL_COMMENTS, DEVICES, IP_PREFIXES, STAFF_COMMENTS } from './demo-orders-data';
import type { SeededProduct, SeededVariation } from './demo-products';
import type { Random } from './random';

export const DEMO_ORDER_COUNT = 500;
const CART_COUNT = 50;
/** The spec's defaults, which the demo settings keep. */
const DELIVERY_CHARGE = 49;
const FREE_DELIVERY_THRESHOLD = 499;
const MAXIMUM_CASH_ALLOWED = 5000;

export interface SeededOrder {
  id: number;
  userId: number;
  status: OrderStatus;
  paymentMethod: 'online' | 'cod' | null;
  orderTimestamp: Date | null;
  paymentInitiatedTimestamp: Date | null;
  grandTotal: number;
  amountReceived: number;
  reference: string;
  /** When it reached its status (delivered, cancelled, out, partly paid); placed time otherwise. */
  settledTimestamp: Date;
  comments: string | null;
}

interface Context {
  random: Random;
  now: Date;
  variations: SeededVariation[];
  productById: Map<number, SeededProduct>;
  coupons: SeededCoupon[];
}

/**
 * How long ago an order was placed: within the last 90 days, busier lately, so that today's
 * lists (Order Placed, Out for Delivery) have something in them.
 */
function orderAge(random: Random): number {
  const band = random.weighted([
    ['today', 10],
    ['this week', 15],
    ['earlier', 75],
  ] as const);
  if (band === 'today') return random.int(5, 20 * 60) * MINUTE;
  if (band === 'this week') return random.int(1, 6) * DAY + random.int(0, 20 * HOUR);
  return random.int(7, 89) * DAY + random.int(0, 20 * HOUR);
}

/** A customer's number from 0 to 9,999, the same on every seed (a multiplicative hash of the id). */
const customerHash = (id: number) => (Math.imul(id, 2654435761) >>> 0) % 10_000;

/**
 * The phone a customer orders from: the same one for all their orders (five in seven on
 * Android, as in India), and the app's version at the time: their current one, one version
 * older for orders more than 45 days old. So the customers' last known phone (their newest
 * order's) spreads over the versions by APP_VERSIONS' weights.
 */
function phoneOf(customerId: number, ageMs: number) {
  const hash = customerHash(customerId);
  const device = DEVICES[hash % DEVICES.length]!;
  const total = APP_VERSIONS.reduce((sum, [, weight]) => sum + weight, 0);
  const roll = Math.floor(hash / DEVICES.length) % total;
  let current = 0;
  for (let below = APP_VERSIONS[0][1]; roll >= below; below += APP_VERSIONS[current]![1]) current++;
  if (ageMs > 45 * DAY) current = Math.min(current + 1, APP_VERSIONS.length - 1);
  return { ...device, appVersion: APP_VERSIONS[current]![0] };
}

/** Status an order of this age would plausibly have reached. */
function statusFor(random: Random, ageHours: number): OrderStatus {
  if (ageHours < 12)
    return random.weighted<OrderStatus>([
      ['Order Placed', 60],
      ['Out for Delivery', 25],
      ['Order Cancelled', 5],
      ['Partial Payment', 10],
    ]);
  if (ageHours < 48)
    return random.weighted<OrderStatus>([
      ['Order Placed', 15],
      ['Out for Delivery', 20],
      ['Order Delivered', 50],
      ['Order Cancelled', 8],
      ['Partial Payment', 7],
    ]);
  return random.weighted<OrderStatus>([
    ['Order Delivered', 82],
    ['Order Cancelled', 11],
    ['Partial Payment', 7],
  ]);
}

function lines(ctx: Context, business: boolean) {
  const { random } = ctx;
  const count = random.weighted([
    [1, 10],
    [2, 18],
    [3, 22],
    [4, 18],
    [5, 12],
    [6, 8],
    [8, 7],
    [10, 5],
  ] as const);
  return random.sample(ctx.variations, count).map((variation) => {
    const quantity = business
      ? random.int(3, 12)
      : random.weighted([
          [1, 70],
          [2, 22],
          [3, 8],
        ] as const);
    const price = variation.salePrice > 0 ? variation.salePrice : variation.unitPrice;
    const subTotal = round2(price * quantity);
    return {
      variation,
      row: {
        productId: variation.productId,
        productsVariationId: variation.id,
        unitPrice: variation.unitPrice,
        salePrice: variation.salePrice,
        quantity,
        subTotal,
        // Prices include GST, as the store prices an order (priceOrder): the tax is taken out.
        taxedAmount: lineTax(subTotal, variation.taxRate).tax,
        taxRate: variation.taxRate,
      },
    };
  });
}

/** A coupon valid that day whose conditions the basket meets, and the discount it gives. */
function couponFor(
  ctx: Context,
  basket: ReturnType<typeof lines>,
  total: number,
  day: string,
  first: boolean,
) {
  if (!ctx.random.chance(0.18)) return null;
  const usable = ctx.coupons.filter(
    (c) =>
      c.enabled &&
      c.validFrom <= day &&
      day <= c.validTill &&
      total >= c.minimumAmount &&
      (!c.firstTimeUser || first),
  );
  if (usable.length === 0) return null;
  const coupon = ctx.random.pick(usable);
  const eligible = basket
    .filter(
      (line) =>
        coupon.categorySlugs.length === 0 ||
        coupon.categorySlugs.includes(ctx.productById.get(line.variation.productId)!.topCategorySlug),
    )
    .reduce((sum, line) => sum + line.row.subTotal, 0);
  if (eligible <= 0) return null;
  const discount =
    coupon.applyDiscount === 'percent'
      ? Math.min(round2((eligible * coupon.percentAmount) / 100), coupon.maximumDiscountAmount)
      : Math.min(coupon.discountAmount, eligible);
  return { coupon, discount: round2(discount) };
}

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

/** The first five orders cover every status past the cart (carts come last): the demo shows each. */
const FORCED_STATUSES = [
  'Order Placed',
  'Out for Delivery',
  'Order Delivered',
  'Order Cancelled',
  'Partial Payment',
] as const;

/** When the order was placed and the status it has reached since. */
function planTiming(ctx: Context, index: number, isCart: boolean, customer: SeededCustomer) {
  const { random, now } = ctx;
  const forced = FORCED_STATUSES[index];
  const age = isCart
    ? random.int(0, 14 * 24) * HOUR
    : forced
      ? random.int(forced === 'Order Delivered' ? 7 : 1, forced === 'Order Delivered' ? 40 : 5) * HOUR
      : orderAge(random);
  const moment = new Date(Math.max(now.getTime() - age, customer.registered.getTime() + HOUR));
  const status: OrderStatus = isCart
    ? 'In Cart'
    : (forced ?? statusFor(random, (now.getTime() - moment.getTime()) / HOUR));
  return { moment, status };
}

/** The basket and its money: coupon, delivery, how it is paid, what was received and when it settled. */
function planMoney(
  ctx: Context,
  order: { customer: SeededCustomer; isCart: boolean; first: boolean; moment: Date; status: OrderStatus },
) {
  const { random, now } = ctx;
  const { isCart, moment, status } = order;
  const basket = lines(ctx, order.customer.business);
  const total = round2(basket.reduce((sum, line) => sum + line.row.subTotal, 0));
  const taxedAmount = round2(basket.reduce((sum, line) => sum + line.row.taxedAmount, 0));
  const offer = isCart ? null : couponFor(ctx, basket, total, dayOf(moment), order.first);
  const discountAmount = offer?.discount ?? 0;
  const shippingCharges = total - discountAmount < FREE_DELIVERY_THRESHOLD ? DELIVERY_CHARGE : 0;
  const grandTotal = round2(total - discountAmount + shippingCharges);
  const paymentMethod = isCart
    ? null
    : grandTotal > MAXIMUM_CASH_ALLOWED || random.chance(0.45)
      ? ('online' as const)
      : ('cod' as const);
  const paid =
    status === 'Order Delivered' ||
    (paymentMethod === 'online' && status !== 'Order Cancelled' && status !== 'Partial Payment');
  const amountReceived =
    status === 'Partial Payment' ? round2((grandTotal * random.int(30, 70)) / 100) : paid ? grandTotal : 0;
  const paymentInitiated =
    paymentMethod === 'online' ? new Date(moment.getTime() + random.int(20, 180) * 1000) : null;
  const settled =
    status === 'Order Delivered' || status === 'Order Cancelled'
      ? new Date(Math.min(now.getTime(), moment.getTime() + random.int(2, 20) * HOUR))
      : movedAt(status, moment, now);
  return {
    basket,
    total,
    taxedAmount,
    offer,
    discountAmount,
    shippingCharges,
    grandTotal,
    paymentMethod,
    amountReceived,
    paymentInitiated,
    settled,
  };
}

/** A cancelled order's reason, or now and then a note from staff. */
const commentFor = (random: Random, status: OrderStatus, isCart: boolean) =>
  status === 'Order Cancelled'
    ? random.pick(CANCEL_COMMENTS)
    : !isCart && random.chance(0.1)
      ? random.pick(STAFF_COMMENTS)
      : null;

/** The phone's details as the app sends them, with made-up device ids. */
const deviceDataOf = (random: Random, device: ReturnType<typeof phoneOf>) => ({
  platform: device.platform,
  version: device.OSVersion,
  OSVersion: device.OSVersion,
  model: device.model,
  device: device.model,
  manufacturer: device.manufacturer,
  uuid: `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
  deviceId: hex(random, 16),
  uniqueID: hex(random, 16),
  appVersion: device.appVersion,
});

/** Where the order goes: the customer's address, copied onto the order. */
function placeOf(customer: SeededCustomer) {
  const { address } = customer;
  const snapshot = {
    name: address.name,
    line1: address.line1,
    line2: address.line2,
    city: address.city.name,
    state: address.city.stateName,
    pincode: address.pincode.pincode,
  };
  return {
    addressId: address.id,
    address: snapshot,
    shippingAddress: snapshot,
    countryId: 1,
    stateId: address.city.stateId,
    cityId: address.city.id,
    pincodeId: address.pincode.id,
  };
}

/** One order of the demo: its customer, timing, basket and money, then its row. */
function planOrder(
  ctx: Context,
  index: number,
  pools: { buyers: SeededCustomer[]; shoppers: SeededCustomer[]; ordered: Set<number> },
) {
  const { random, now } = ctx;
  const isCart = index >= DEMO_ORDER_COUNT - CART_COUNT;
  const customer = random.pick(isCart ? pools.shoppers : pools.buyers);
  const { moment, status } = planTiming(ctx, index, isCart, customer);
  const first = !pools.ordered.has(customer.id);
  if (!isCart) pools.ordered.add(customer.id);
  const money = planMoney(ctx, { customer, isCart, first, moment, status });
  // Each customer keeps one phone (phoneOf); the draw that once picked one per order stays,
  // so the rest of the demo comes out as before.
  random.next();
  const device = phoneOf(customer.id, now.getTime() - moment.getTime());
  const { address } = customer;
  const jitter = () => (random.next() - 0.5) * 0.02;
  const where = `${address.pincode.name}, ${address.city.name}`;
  return {
    basket: money.basket,
    customer,
    row: {
      status,
      orderedBy: customer.fullName,
      comments: commentFor(random, status, isCart),
      customerIP: `${random.pick(IP_PREFIXES)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      total: money.total,
      shippingCharges: money.shippingCharges,
      taxedAmount: money.taxedAmount,
      discountAmount: money.discountAmount,
      couponId: money.offer?.coupon.id ?? null,
      grandTotal: money.grandTotal,
      amountReceived: money.amountReceived,
      totalProducts: money.basket.length,
      totalQuantity: money.basket.reduce((sum, line) => sum + line.row.quantity, 0),
      orderTimestamp: isCart ? null : moment,
      paymentMethod: money.paymentMethod,
      paymentInitiatedTimestamp: money.paymentInitiated,
      deliveryType: random.chance(0.94) ? 'Home Delivery' : 'Store Pickup',
      ...placeOf(customer),
      orderPlacedCoordinates: isCart
        ? null
        : { x: round6(address.city.lng + jitter()), y: round6(address.city.lat + jitter()) },
      orderPlacedLocation: isCart ? null : where,
      lastLocation: isCart ? null : where,
      userId: customer.id,
      deviceData: deviceDataOf(random, device),
      createdTimestamp: moment,
      updatedTimestamp: money.settled,
    },
  };
}

/**
 * The orders' references as placed orders get theirs (orderReference: the India day and the
 * id), set once the ids are known, in one statement.
 */
async function setOrderReferences(tx: Tx, ids: readonly number[], moments: readonly Date[]) {
  const references = ids.map((id, index) => orderReference(dayOf(moments[index]!), id));
  const rows = JSON.stringify(ids.map((id, index) => ({ id, ref: references[index] })));
  await tx.execute(sql`update ${orders} set order_reference = v.ref
    from jsonb_to_recordset(${rows}::jsonb) as v(id int, ref text) where ${orders.id} = v.id`);
  return references;
}

/** Orders over the last 90 days in every status, carts included, with their lines. */
export async function seedOrders(
  tx: Tx,
  customers: SeededCustomer[],
  products: SeededProduct[],
  variations: SeededVariation[],
  coupons: SeededCoupon[],
  random: Random,
  now: Date,
): Promise<SeededOrder[]> {
  const ctx: Context = {
    random,
    now,
    variations: variations.filter((v) => v.sellable),
    productById: new Map(products.map((p) => [p.id, p])),
    coupons,
  };
  const pools = {
    buyers: customers.filter((c) => c.enabled && c.status === 'Approved' && c.address.pincode.isDeliverable),
    shoppers: customers.filter((c) => c.enabled),
    ordered: new Set<number>(),
  };
  const planned = Array.from({ length: DEMO_ORDER_COUNT }, (_, index) => planOrder(ctx, index, pools));

  const orderIds = await insertAll(
    tx,
    orders,
    planned.map((p) => p.row),
  );
  const references = await setOrderReferences(
    tx,
    orderIds,
    planned.map((p) => p.row.createdTimestamp),
  );
  await insertAll(
    tx,
    ordersProducts,
    planned.flatMap((p, index) =>
      p.basket.map((line) => ({
        ...line.row,
        orderId: orderIds[index]!,
        createdTimestamp: p.row.createdTimestamp,
        updatedTimestamp: p.row.createdTimestamp,
      })),
    ),
  );

  // Customers' order summary (lifetime value, orders, last order) from the orders just made.
  await refreshCustomerTotals(
    tx,
    planned.map((p) => p.customer.id),
  );

  // Customers' last known phone (platform, app version), from their newest order, as the
  // order-write hook keeps it.
  await refreshCustomerDevices(
    tx,
    planned.map((p) => p.customer.id),
  );

  return planned.map((p, index) => ({
    id: orderIds[index]!,
    userId: p.customer.id,
    status: p.row.status,
    paymentMethod: p.row.paymentMethod,
    orderTimestamp: p.row.orderTimestamp,
    paymentInitiatedTimestamp: p.row.paymentInitiatedTimestamp,
    grandTotal: p.row.grandTotal,
    amountReceived: p.row.amountReceived,
    reference: references[index]!,
    settledTimestamp: p.row.updatedTimestamp,
    comments: p.row.comments,
  }));
}

/**
 * When an order out for delivery went out, or a partly paid one was delivered: a while after
 * it was placed, never after now. No draw of the random sequence, so the rest stays as it was.
 */
function movedAt(status: OrderStatus, moment: Date, now: Date): Date {
  const since = now.getTime() - moment.getTime();
  if (status === 'Out for Delivery') return new Date(moment.getTime() + Math.min(since, 2 * HOUR) / 2);
  if (status === 'Partial Payment') return new Date(moment.getTime() + Math.min(since, 6 * HOUR) * 0.8);
  return moment;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
