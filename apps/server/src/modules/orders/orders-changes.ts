import {
  type ChangeOutcome,
  changeOutcome,
  changePricingInput,
  changeTimelineText,
  type DetailOf,
  ORDER_CHANGE_MESSAGES,
  ORDER_STALE_MESSAGE,
  type OrderChangePlan,
  type OrderChangeQuoteAnswer,
  type OrderChangeQuoteRequest,
  type OrderChangeRequest,
  type orders as orderDef,
  type PlacementProduct,
  planOrderChange,
  priceOrder,
  refusedChange,
  stockStatusOf,
} from '@mandi/domain';
import type { Db, Executor, Tx } from '../../db/client';
import { type AuditEvent, type Author, recordAudit } from '../../lib/audit';
import { badRequest, conflict, invalidField, notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { syncProductStock } from '../products-variations/variation-set';
import { refreshSalesFigures } from '../sales-figures';
import { ordersRepository as repo, type StoredOrder } from './orders.repository';
import { fetchOrder } from './orders.service';
import {
  couponById,
  couponUsesBefore,
  customerOrdersBefore,
  deleteLines,
  invoiceSerialOf,
  type PlacedLineRow,
  placedLines,
  saveChange,
  updateLine,
} from './orders-changes.repository';
import { indiaToday, presentVariations, pricingCouponOf, pricingSettings, refused } from './orders-placement';
import {
  insertPricedLines,
  lockCustomer,
  lockProducts,
  setVariationStock,
  variationsByIds,
} from './orders-placement.repository';
import { afterOrdersWritten } from './orders-written';

type OrderDetail = DetailOf<typeof orderDef>;

/** The refusals of the order itself: not Order Placed, or invoiced (naming the invoice). */
async function checkChangeable(db: Executor, order: StoredOrder) {
  const refusal = refusedChange(order.status);
  if (refusal) throw conflict(refusal);
  const serial = await invoiceSerialOf(db, order.id);
  if (serial) throw conflict(ORDER_CHANGE_MESSAGES.invoiced(serial));
}

interface PricedChange {
  placed: PlacedLineRow[];
  plan: OrderChangePlan;
  outcome: ChangeOutcome;
  found: Map<number, PlacementProduct>;
  couponId: number | null;
}

/**
 * Prices the order with the asked lines (planOrderChange, priceOrder, changeOutcome) from the
 * database: its lines, the variations (locked in id order when `lock`), its coupon as at its
 * placement (uses and the customer's orders placed before it) and the settings. Read in this
 * order, one query after another: in a transaction they share one connection.
 */
async function priceChange(
  db: Executor,
  order: StoredOrder,
  asked: OrderChangeQuoteRequest['lines'],
  lock: boolean,
): Promise<PricedChange> {
  const placed = await placedLines(db, order.id);
  let coupon = null;
  if (order.couponId !== null) {
    const row = await couponById(db, order.couponId, lock);
    if (row) coupon = await pricingCouponOf(db, row, await couponUsesBefore(db, row.id, order));
  }
  const ids = [...new Set([...placed, ...asked].map((line) => line.productsVariationId))];
  // Categories matter only to a coupon limited to some.
  const found = await presentVariations(
    db,
    await variationsByIds(db, ids, lock),
    !!coupon?.categories.length,
  );
  const plan = planOrderChange(placed, asked, found);
  const [unknown] = plan.unknown;
  if (unknown)
    throw invalidField(
      `lines.${unknown.index}.productsVariationId`,
      `No product variation has the id ${unknown.productsVariationId}`,
    );
  const priced = priceOrder(
    changePricingInput(plan, {
      deliveryType: order.deliveryType === 'Store Pickup' ? 'Store Pickup' : 'Home Delivery',
      paymentMethod: order.paymentMethod ?? 'online',
      placedDay: indiaToday(order.orderTimestamp ?? order.createdTimestamp),
      coupon,
      // Only a coupon's rules (first order, one use) read the customer's earlier orders.
      customer: coupon
        ? await customerOrdersBefore(db, order, coupon.id)
        : { previousOrders: 0, couponUses: 0 },
      settings: await pricingSettings(db),
    }),
  );
  return { placed, plan, outcome: changeOutcome(priced, order), found, couponId: coupon?.id ?? null };
}

/** `POST /api/orders/{id}/changes/quote`: what the change would do; writes nothing. */
export async function quoteOrderChange(
  db: Db,
  id: number,
  input: OrderChangeQuoteRequest,
): Promise<OrderChangeQuoteAnswer> {
  const order = await repo.find(db, id);
  if (!order) throw notFound('Order', id);
  await checkChangeable(db, order);
  const { plan, outcome } = await priceChange(db, order, input.lines, false);
  return {
    priced: outcome.priced,
    changes: plan.changes,
    grandTotalBefore: order.grandTotal,
    couponDropped: outcome.couponDropped,
    money: outcome.money,
  };
}

/**
 * Changes the items of an order before dispatch, in one transaction. Rows are locked in the
 * order placement takes them (the order, then its customer, its coupon, the variations by id,
 * their products by id), so a change and a placement taking the same last units wait for each
 * other and the second reads the stock the first left. Writes the lines, the order's figures,
 * the change's record, the timeline entry, the stock moves with their products' audit entries,
 * what follows an order write, and the order's audit entry. Any refusal writes nothing.
 */
export async function changeOrderItems(
  call: ResourceCall,
  id: number,
  input: OrderChangeRequest,
): Promise<OrderDetail> {
  await call.db.transaction(async (tx) => {
    const order = await repo.lock(tx, id);
    if (!order) throw notFound('Order', id);
    if (order.updatedTimestamp.getTime() !== Date.parse(input.updatedTimestamp))
      throw conflict(ORDER_STALE_MESSAGE);
    await checkChangeable(tx, order);
    await lockCustomer(tx, order.userId);
    const change = await priceChange(tx, order, input.lines, true);
    const { plan, outcome } = change;
    if (plan.changes.length === 0) throw badRequest(ORDER_CHANGE_MESSAGES.unchanged);
    if (outcome.refusals.length > 0) throw refused(outcome.refusals);

    await writeLines(tx, order.id, change, call.actor.id);
    const { priced } = outcome;
    const couponId = outcome.couponDropped ? null : change.couponId;
    const comment = changeTimelineText(input.reason, plan.changes, outcome.couponDropped);
    const figures = orderFigures(priced, couponId);
    await saveChange(
      tx,
      order.id,
      { ...figures, updatedBy: call.actor.id },
      {
        orderId: order.id,
        reason: input.reason,
        lines: plan.changes,
        grandTotalBefore: order.grandTotal,
        grandTotalAfter: priced.grandTotal,
        couponDropped: outcome.couponDropped,
        createdBy: call.actor.id,
      },
      {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: order.status,
        comment,
        adminId: call.actor.id,
      },
    );
    const movedProducts = await moveStock(tx, plan, change.found, authorOf(call));
    // Sales figures follow the order's lines and coupon (afterOrdersWritten); the products that
    // left the order and a dropped coupon are no longer on it, so they are refreshed here.
    const kept = new Set(priced.lines.map((line) => line.productId));
    await refreshSalesFigures(tx, {
      productIds: movedProducts.filter((productId) => !kept.has(productId)),
      couponIds: outcome.couponDropped && change.couponId !== null ? [change.couponId] : [],
    });
    await afterOrdersWritten(tx, [
      {
        orderId: order.id,
        userId: order.userId,
        fromStatus: order.status,
        toStatus: order.status,
        changed: 'goods',
      },
    ]);
    await recordAudit(tx, authorOf(call), {
      resource: 'orders',
      recordId: order.id,
      action: 'update',
      changes: [{ field: 'lines', before: null, after: comment }, ...figureChanges(order, figures)],
    });
  });
  // Read after the commit, its reads side by side on the pool (in the transaction they would
  // queue on its one connection): the order as it now is, the locks already let go.
  return fetchOrder(call.db, id);
}

/** The order's figures a change writes. */
function orderFigures(priced: ChangeOutcome['priced'], couponId: number | null) {
  return {
    total: priced.total,
    taxedAmount: priced.taxedAmount,
    discountAmount: priced.discountAmount,
    couponId,
    shippingCharges: priced.shippingCharges,
    grandTotal: priced.grandTotal,
    totalProducts: priced.totalProducts,
    totalQuantity: priced.totalQuantity,
  };
}

/** The order's figures that moved, for its audit entry. */
function figureChanges(
  order: StoredOrder,
  after: ReturnType<typeof orderFigures>,
): { field: string; before: unknown; after: unknown }[] {
  return Object.entries(after)
    .filter(([field, value]) => order[field as keyof StoredOrder] !== value)
    .map(([field, value]) => ({ field, before: order[field as keyof StoredOrder], after: value }));
}

/**
 * The order's lines become the priced ones: a variation's first line is updated (or deleted
 * when it left the order; any second line of it is folded into the first), new variations
 * get a line at their current price.
 */
async function writeLines(tx: Tx, orderId: number, change: PricedChange, actorId: number) {
  const pricedOf = new Map(change.outcome.priced.lines.map((line) => [line.productsVariationId, line]));
  const kept = new Set<number>();
  const gone: number[] = [];
  for (const line of change.placed) {
    const priced = pricedOf.get(line.productsVariationId);
    if (!priced || kept.has(line.productsVariationId)) {
      gone.push(line.id);
      continue;
    }
    kept.add(line.productsVariationId);
    // A line whose quantity and amounts stay is left alone (it keeps its placed rates either way).
    if (
      priced.quantity !== line.quantity ||
      priced.subTotal !== line.subTotal ||
      priced.taxedAmount !== line.taxedAmount ||
      priced.cessAmount !== line.cessAmount
    )
      await updateLine(tx, line.id, {
        quantity: priced.quantity,
        subTotal: priced.subTotal,
        taxedAmount: priced.taxedAmount,
        cessAmount: priced.cessAmount,
        updatedBy: actorId,
      });
  }
  await deleteLines(tx, gone);
  await insertPricedLines(
    tx,
    orderId,
    change.outcome.priced.lines.filter((line) => !kept.has(line.productsVariationId)),
    actorId,
  );
}

/**
 * Managed stock moves by each line's difference (the variations are locked): taken for what
 * grew, given back for what shrank or left. Never below zero unless the variation allows back
 * orders (priceOrder refused it already; checked again so no write can make it). The products'
 * own status follows, and each move is an entry in its product's history, as a cancellation's
 * restock is. Answers every product whose line moved (managed or not), locked in id order.
 */
async function moveStock(
  tx: Tx,
  plan: OrderChangePlan,
  found: Map<number, PlacementProduct>,
  author: Author,
): Promise<number[]> {
  const moves: AuditEvent[] = [];
  const sorted = [...plan.stockMoves].sort((a, b) => a.productsVariationId - b.productsVariationId);
  for (const move of sorted) {
    const variation = found.get(move.productsVariationId)!;
    if (!variation.manageStock) continue;
    const stockQuantity = variation.stockQuantity - move.take;
    if (stockQuantity < 0 && !variation.allowBackOrder)
      throw conflict(`Only ${variation.stockQuantity} of ${variation.name} left in stock`);
    const stockStatus = stockStatusOf({ ...variation, stockQuantity });
    await setVariationStock(tx, variation.productsVariationId, { stockQuantity, stockStatus });
    const key = `productsVariation[${variation.sku}]`;
    moves.push({
      resource: 'products',
      recordId: variation.productId,
      action: 'update',
      changes: [
        { field: `${key}.stockQuantity`, before: variation.stockQuantity, after: stockQuantity },
        ...(stockStatus !== variation.stockStatus
          ? [{ field: `${key}.stockStatus`, before: variation.stockStatus, after: stockStatus }]
          : []),
      ],
    });
  }
  const productIds = [...new Set(sorted.map((move) => move.productId))];
  if (productIds.length === 0) return [];
  const products = await lockProducts(tx, productIds);
  if (moves.length > 0) await recordAudit(tx, author, moves);
  const managed = new Set(moves.map((move) => move.recordId));
  for (const product of products) if (managed.has(product.id)) await syncProductStock(tx, product);
  return productIds;
}
