import {
  type DetailOf,
  type OrderPlacement,
  type OrderQuoteAnswer,
  type OrderQuoteRequest,
  type orders as orderDef,
  orderReference,
  type PlacementProduct,
  type PricingCoupon,
  type PricingLineInput,
  priceOrder,
  STORE_TIME_ZONE,
  stockStatusOf,
} from '@mandi/domain';
import type { Db, Executor, Tx } from '../../db/client';
import type { coupons, users } from '../../db/schema';
import type { OrderAddress } from '../../db/schema/orders';
import { recordAudit } from '../../lib/audit';
import { conflict, type HttpError, invalidField } from '../../lib/errors';
import { addressesRepository } from '../addresses/addresses.repository';
import { couponsRepository } from '../coupons/coupons.repository';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { syncProductStock } from '../products-variations/variation-set';
import { fetchOrder } from './orders.service';
import {
  addressWithPlaces,
  categoryIdsOfProducts,
  couponByCode,
  insertContact,
  insertHistoryEntry,
  insertOrder,
  insertPricedLines,
  lockCustomer,
  lockProducts,
  pricingSettingsRow,
  setOrderReference,
  setVariationStock,
  soldOrdersOfCustomer,
  soldUsesOfCoupon,
  type VariationRow,
  variationsByIds,
} from './orders-placement.repository';
import { afterOrdersWritten } from './orders-written';

type OrderDetail = DetailOf<typeof orderDef>;

/** India's date today, YYYY-MM-DD: a coupon's validity days are the store's days. */
export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(now);
}

const DEFAULT_SETTINGS = {
  deliveryCharge: 49,
  freeDeliveryThreshold: 499,
  maximumCashAllowed: 5000,
  activateCOD: true,
};

export async function pricingSettings(db: Executor) {
  return (await pricingSettingsRow(db)) ?? DEFAULT_SETTINGS;
}

/** A simple product is called by its name; a variable one by its name and the variation's. */
const nameOf = (row: Pick<VariationRow, 'productName' | 'variationName' | 'productType'>) =>
  row.productType === 'simple' ? row.productName : `${row.productName} ${row.variationName}`;

/** The variations with what pricing and stock need; locked (id order) when `lock` is set. */
async function variationsOf(db: Executor, ids: readonly number[], lock: boolean) {
  if (ids.length === 0) return new Map<number, PlacementProduct>();
  return presentVariations(db, await variationsByIds(db, ids, lock));
}

/**
 * Rows as the screen and pricing read them, with each product's categories; without them when
 * `categories` is false (only a coupon limited to categories reads them: one read less).
 */
export async function presentVariations(db: Executor, rows: readonly VariationRow[], categories = true) {
  const categoriesOf = categories
    ? await categoryIdsOfProducts(db, [...new Set(rows.map((row) => row.productId))])
    : new Map<number, number[]>();
  return new Map(
    rows.map((row): [number, PlacementProduct] => [
      row.productsVariationId,
      {
        productId: row.productId,
        productsVariationId: row.productsVariationId,
        productName: row.productName,
        variationName: row.variationName,
        name: nameOf(row),
        sku: row.sku,
        unitPrice: row.unitPrice,
        salePrice: row.salePrice,
        mrp: row.mrp,
        taxRate: row.isTaxable && row.taxRate !== null ? row.taxRate : 0,
        cessRate: row.isTaxable && row.cessRate !== null ? row.cessRate : 0,
        categoryIds: categoriesOf.get(row.productId) ?? [],
        sellable: row.productEnabled && row.variationEnabled && !row.keptAside,
        manageStock: row.manageStock,
        stockQuantity: row.stockQuantity,
        stockStatus: row.stockStatus,
        allowBackOrder: row.allowBackOrder,
      },
    ]),
  );
}

/** The same variation asked twice is one line with the quantities added. */
function mergedLines(lines: OrderQuoteRequest['lines']) {
  const merged = new Map<number, number>();
  for (const line of lines)
    merged.set(line.productsVariationId, (merged.get(line.productsVariationId) ?? 0) + line.quantity);
  return [...merged].map(([productsVariationId, quantity]) => ({ productsVariationId, quantity }));
}

/** A coupon's row as priceOrder reads it, with its sold uses and its categories. */
export async function pricingCouponOf(
  db: Executor,
  row: typeof coupons.$inferSelect,
  timesUsed: number,
): Promise<PricingCoupon & { id: number }> {
  return {
    id: row.id,
    code: row.code,
    enabled: row.enabled,
    validFrom: row.validFrom,
    validTill: row.validTill,
    minimumAmount: row.minimumAmount,
    applyDiscount: row.applyDiscount,
    percentAmount: row.percentAmount,
    discountAmount: row.discountAmount,
    maximumDiscountAmount: row.maximumDiscountAmount,
    firstTimeUser: row.firstTimeUser,
    oneTimeUse: row.oneTimeUse,
    totalAvailable: row.totalAvailable,
    timesUsed,
    categories: await couponsRepository.categoriesOf(db, row.id),
  };
}

/** The coupon a code names (any case), its sold uses, and this customer's counts. */
async function couponFacts(
  db: Executor,
  code: string | null | undefined,
  userId: number | null,
  lock: boolean,
) {
  const typed = (code ?? '').trim();
  let coupon: (PricingCoupon & { id: number }) | null = null;
  if (typed !== '') {
    const row = await couponByCode(db, typed, lock);
    if (row) {
      // One after the other: in a transaction the queries share one connection.
      const used = await soldUsesOfCoupon(db, row.id);
      coupon = await pricingCouponOf(db, row, used);
    }
  }
  let previousOrders = 0;
  let couponUses = 0;
  if (userId !== null) {
    ({ previousOrders, couponUses } = await soldOrdersOfCustomer(db, userId, coupon?.id ?? null));
  }
  return { coupon, customer: { previousOrders, couponUses } };
}

function pricingLines(
  lines: { productsVariationId: number; quantity: number }[],
  found: Map<number, PlacementProduct>,
) {
  return lines.map((line, index): PricingLineInput => {
    const variation = found.get(line.productsVariationId);
    if (!variation)
      throw invalidField(
        `lines.${index}.productsVariationId`,
        `No product variation has the id ${line.productsVariationId}`,
      );
    return { ...variation, quantity: line.quantity };
  });
}

/** Prices the staff's choices from the database, writing nothing (`POST /api/orders/quote`). */
export async function quoteOrder(db: Db, input: OrderQuoteRequest): Promise<OrderQuoteAnswer> {
  const lines = mergedLines(input.lines);
  const [found, facts, storeSettings] = await Promise.all([
    variationsOf(
      db,
      lines.map((line) => line.productsVariationId),
      false,
    ),
    couponFacts(db, input.couponCode, input.userId ?? null, false),
    pricingSettings(db),
  ]);
  const today = indiaToday();
  const priced = priceOrder({
    lines: pricingLines(lines, found),
    couponCode: input.couponCode,
    coupon: facts.coupon,
    customer: facts.customer,
    settings: storeSettings,
    deliveryType: input.deliveryType,
    paymentMethod: input.paymentMethod,
    today,
  });
  const { id: _id, ...coupon } = facts.coupon ?? { id: 0 };
  return {
    priced,
    settings: storeSettings,
    coupon: facts.coupon ? (coupon as PricingCoupon & { categories: { id: number; name: string }[] }) : null,
    customer: facts.customer,
    today,
  };
}

/** The customer's address (through their contacts), as the order keeps it. */
async function deliveryAddress(
  tx: Tx,
  input: OrderPlacement,
  customer: typeof users.$inferSelect,
  actorId: number,
) {
  let addressId = input.addressId ?? null;
  if (input.newAddress) {
    const place = await addressesRepository.placeOfPincode(tx, input.newAddress.pincodeId);
    if (!place)
      throw invalidField('newAddress.pincodeId', `No pincode has the id ${input.newAddress.pincodeId}`);
    const contactId =
      (await addressesRepository.firstContacts(tx, [customer.id])).get(customer.id) ??
      (await insertContact(tx, {
        userId: customer.id,
        contactPersonName: customer.fullName,
        mobileNumber: customer.mobileNumber,
        emailAddress: customer.emailAddress,
        createdBy: actorId,
        updatedBy: actorId,
      }));
    const [created] = await addressesRepository.insertMany(tx, [
      {
        contactId,
        name: input.newAddress.name,
        line1: input.newAddress.line1,
        line2: input.newAddress.line2 ?? null,
        pincodeId: place.pincodeId,
        cityId: place.cityId,
        stateId: place.stateId,
        countryId: place.countryId,
        createdBy: actorId,
        updatedBy: actorId,
      },
    ]);
    addressId = created!.id;
  }
  if (addressId === null) return null;
  const row = await addressWithPlaces(tx, addressId);
  if (!row || row.userId !== customer.id)
    throw invalidField('addressId', `Address ${addressId} is not one of ${customer.fullName}'s addresses`);
  return row;
}

/** The pricing refusals, as one 409 naming each. */
export function refused(refusals: { field: string; message: string }[]): HttpError {
  const message = refusals.map((refusal) => refusal.message).join('. ');
  return conflict(message, refusals);
}

/**
 * Places an order for a customer, in one transaction: the customer's and the coupon's rows
 * and then the variations are locked (always in that order, variations by id), the order is
 * priced by priceOrder from what the locks hold, managed stock is taken, and the order, its
 * lines, the coupon use (the order's couponId), the first timeline entry, the audit entry and
 * what follows an order write (afterOrdersWritten) are written. Two staff taking the last unit
 * at once: the second waits on the row lock, then reads the stock the first left and is
 * refused with a 409. Any refusal writes nothing.
 */
export async function placeOrder(call: ResourceCall, input: OrderPlacement): Promise<OrderDetail> {
  const lines = mergedLines(input.lines);
  return call.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, input.userId);
    if (!customer) throw invalidField('userId', `No customer has the id ${input.userId}`);
    if (!customer.enabled)
      throw conflict(`${customer.fullName}'s account is disabled; enable it before placing an order`, [
        { field: 'userId', message: `${customer.fullName}'s account is disabled` },
      ]);
    const address = await deliveryAddress(tx, input, customer, call.actor.id);
    if (input.deliveryType === 'Home Delivery' && !address)
      throw invalidField('addressId', 'Please choose a delivery address or add one');

    const facts = await couponFacts(tx, input.couponCode, customer.id, true);
    const found = await variationsOf(
      tx,
      lines.map((line) => line.productsVariationId),
      true,
    );
    const priced = priceOrder({
      lines: pricingLines(lines, found),
      couponCode: input.couponCode,
      coupon: facts.coupon,
      customer: facts.customer,
      settings: await pricingSettings(tx),
      deliveryType: input.deliveryType,
      paymentMethod: input.paymentMethod,
      today: indiaToday(),
    });
    if (priced.refusals.length > 0) throw refused(priced.refusals);

    const now = new Date();
    const snapshot: OrderAddress | null = address
      ? {
          name: address.name,
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
        }
      : null;
    const orderId = await insertOrder(tx, {
      status: 'Order Placed',
      orderedBy: customer.fullName,
      comments: input.comments || null,
      total: priced.total,
      shippingCharges: priced.shippingCharges,
      taxedAmount: priced.taxedAmount,
      discountAmount: priced.discountAmount,
      couponId: priced.coupon?.applied ? facts.coupon!.id : null,
      grandTotal: priced.grandTotal,
      totalProducts: priced.totalProducts,
      totalQuantity: priced.totalQuantity,
      orderTimestamp: now,
      paymentMethod: input.paymentMethod,
      deliveryType: input.deliveryType,
      addressId: address?.id ?? null,
      address: snapshot,
      shippingAddress: snapshot,
      userId: customer.id,
      countryId: address?.countryId ?? null,
      stateId: address?.stateId ?? null,
      cityId: address?.cityId ?? null,
      pincodeId: address?.pincodeId ?? null,
      createdBy: call.actor.id,
      updatedBy: call.actor.id,
    });
    const reference = orderReference(indiaToday(now), orderId);
    await setOrderReference(tx, orderId, reference);
    await insertPricedLines(tx, orderId, priced.lines, call.actor.id);
    await takeStock(tx, priced.lines, found);
    await insertHistoryEntry(tx, {
      orderId,
      fromStatus: null,
      toStatus: 'Order Placed',
      comment: 'Placed by staff for the customer',
      adminId: call.actor.id,
    });
    await afterOrdersWritten(tx, [
      { orderId, userId: customer.id, fromStatus: null, toStatus: 'Order Placed' },
    ]);
    await recordAudit(tx, authorOf(call), {
      resource: 'orders',
      recordId: orderId,
      action: 'create',
      after: {
        orderReference: reference,
        status: 'Order Placed',
        userId: customer.id,
        deliveryType: input.deliveryType,
        paymentMethod: input.paymentMethod,
        couponCode: priced.coupon?.applied ? priced.coupon.code : null,
        total: priced.total,
        discountAmount: priced.discountAmount,
        shippingCharges: priced.shippingCharges,
        taxedAmount: priced.taxedAmount,
        grandTotal: priced.grandTotal,
        lines: priced.lines.map((line) => `${line.name} × ${line.quantity}`).join(', '),
      },
    });
    return fetchOrder(tx, orderId);
  });
}

/** Managed stock goes down by the quantities (below 0 only with back orders, checked by priceOrder). */
async function takeStock(
  tx: Tx,
  lines: readonly { productsVariationId: number; quantity: number }[],
  found: Map<number, PlacementProduct>,
) {
  const touched = new Set<number>();
  for (const line of [...lines].sort((a, b) => a.productsVariationId - b.productsVariationId)) {
    const variation = found.get(line.productsVariationId)!;
    if (!variation.manageStock) continue;
    const stockQuantity = variation.stockQuantity - line.quantity;
    await setVariationStock(tx, variation.productsVariationId, {
      stockQuantity,
      stockStatus: stockStatusOf({ ...variation, stockQuantity }),
    });
    touched.add(variation.productId);
  }
  if (touched.size === 0) return;
  // The products' own status follows their variations (In Stock while any live one is).
  const rows = await lockProducts(tx, [...touched]);
  for (const product of rows) await syncProductStock(tx, product);
}
