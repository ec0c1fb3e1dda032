import {
  type AuditChange,
  type DetailOf,
  linePrice,
  type OrderReturnRequest,
  type orders as orderDef,
  type PricedReturn,
  priceReturn,
  RETURN_MESSAGES,
  RETURNABLE_STATUSES,
  refusedRefund,
  returnTimelineText,
  statusAfterPayment,
  toPaise,
} from '@mandi/domain';
import type { Tx } from '../../db/client';
import { type AuditEvent, recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { issueReturnCreditNote } from '../order-documents/credit-notes.service';
import { ordersRepository as orders, type StoredOrder } from './orders.repository';
import { fetchOrder } from './orders.service';
import { paymentsRepository as payments } from './orders-payments.repository';
import { created, recount } from './orders-payments.settle';
import { restockVariations } from './orders-restock';
import {
  addReturnedToLines,
  insertReturn,
  insertReturnLines,
  returnableLines,
  saveReturnedOrder,
} from './orders-returns.repository';
import { afterOrdersWritten } from './orders-written';

type OrderDetail = DetailOf<typeof orderDef>;

const rupees = (paise: number) => paise / 100;

/** The return priced against the order's lines, or the refusal in the staff member's words. */
async function priceAgainstOrder(tx: Tx, stored: StoredOrder, input: OrderReturnRequest) {
  if (!RETURNABLE_STATUSES.includes(stored.status)) {
    throw conflict(RETURN_MESSAGES.status(stored.status), [
      { field: 'status', message: RETURN_MESSAGES.status(stored.status) },
    ]);
  }
  const lines = await returnableLines(tx, stored.id);
  const priced = priceReturn(
    lines.map((line) => ({ ...line, price: linePrice(line) })),
    input.lines,
  );
  if ('refusal' in priced) {
    const { statusCode, field, message } = priced.refusal;
    throw statusCode === 400
      ? badRequest(message, [{ field, message }])
      : conflict(message, [{ field, message }]);
  }
  return { lines, priced };
}

/** Restocked lines back on the shelf; damaged ones written off (no stock move). */
function restockedQuantities(priced: PricedReturn): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of priced.lines) {
    if (!line.restock) continue;
    quantities.set(line.productsVariationId, (quantities.get(line.productsVariationId) ?? 0) + line.quantity);
  }
  return quantities;
}

/** The refund given with the return: refused above what was received; a refund transaction. */
async function giveRefund(
  tx: Tx,
  stored: StoredOrder,
  refund: NonNullable<OrderReturnRequest['refund']>,
  reason: string,
  actorId: number,
) {
  const { received } = await payments.sums(tx, stored.id);
  const refused = refusedRefund(refund.amount, received);
  if (refused) throw conflict(refused, [{ field: 'refund.amount', message: refused }]);
  return payments.insert(tx, {
    orderId: stored.id,
    status: 'success',
    amount: refund.amount,
    kind: 'refund',
    method: refund.method,
    note: reason,
    createdBy: actorId,
    updatedBy: actorId,
  });
}

/**
 * Goods returned after delivery (POST /orders/{id}/returns), in one transaction with the order
 * locked: priced at the prices charged (priceReturn), the return and its lines, each line's and
 * the order's returned figures, restocked lines back in managed stock, the credit note of an
 * invoiced order, the refund when given (received summed again from the transactions), the
 * move a cleared due makes, one timeline entry, the audit entry and the order-written hook.
 * Every refusal comes before the first write.
 */
export async function recordReturn(
  call: ResourceCall,
  id: number,
  input: OrderReturnRequest,
): Promise<OrderDetail> {
  await call.db.transaction(async (tx) => {
    const stored = await orders.lock(tx, id);
    if (!stored) throw notFound('Order', id);
    const { lines, priced } = await priceAgainstOrder(tx, stored, input);
    const actorId = call.actor.id;
    const refund = input.refund ? await giveRefund(tx, stored, input.refund, input.reason, actorId) : null;

    const returnId = await insertReturn(tx, {
      orderId: id,
      reason: input.reason,
      amount: priced.amount,
      refundTransactionId: refund?.id ?? null,
      createdBy: actorId,
    });
    await insertReturnLines(
      tx,
      // The lines keep the goods' worth and GST; their cess is in the return's amount.
      priced.lines.map(({ name: _, cessAmount: __, ...line }) => ({ returnId, ...line })),
    );
    await addReturnedToLines(tx, priced.lines, actorId);
    await restockVariations(tx, restockedQuantities(priced), authorOf(call));
    const note = await issueReturnCreditNote(
      tx,
      { orderId: id, returnId, orderLineIds: lines.map((line) => line.orderLineId), reason: input.reason },
      priced.lines,
      call,
    );

    const returnedAmount = rupees(toPaise(stored.returnedAmount) + toPaise(priced.amount));
    const { amounts, changes, money } = await recount(tx, { ...stored, returnedAmount }, { save: false });
    const status = statusAfterPayment(stored.status, money);
    const moved = status !== stored.status;
    const said = returnTimelineText(priced.lines, input.reason, input.refund);
    await saveReturnedOrder(
      tx,
      id,
      { ...amounts, returnedAmount, status, updatedBy: actorId },
      {
        orderId: id,
        fromStatus: stored.status,
        toStatus: status,
        comment: moved ? `${said}; nothing left to collect` : said,
        adminId: actorId,
      },
    );
    await afterReturn(
      tx,
      call,
      stored,
      status,
      [
        { field: 'returnedAmount', before: stored.returnedAmount, after: returnedAmount },
        ...changes,
        ...(moved ? [{ field: 'status', before: stored.status, after: status }] : []),
        { field: 'return', before: null, after: said },
        ...(note ? [{ field: 'creditNote', before: null, after: note.serial }] : []),
      ],
      refund ? [created(refund)] : [],
    );
  });
  // Read after the commit, its reads side by side on the pool (in the transaction they would
  // queue on its one connection): the order as it now is, the locks already let go.
  return fetchOrder(call.db, id);
}

/** What every order write ends with: the kept figures follow, and the audit entry. */
async function afterReturn(
  tx: Tx,
  call: ResourceCall,
  stored: StoredOrder,
  status: StoredOrder['status'],
  changes: AuditChange[],
  events: AuditEvent[],
) {
  await afterOrdersWritten(tx, [
    {
      orderId: stored.id,
      userId: stored.userId,
      fromStatus: stored.status,
      toStatus: status,
      changed: 'goods',
    },
  ]);
  await recordAudit(tx, authorOf(call), [
    ...events,
    {
      resource: 'orders',
      recordId: stored.id,
      action: status === stored.status ? 'update' : 'status',
      changes,
    },
  ]);
}
