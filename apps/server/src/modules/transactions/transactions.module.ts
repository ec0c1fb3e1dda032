import { transactions as def, formatInr, TRANSACTION_MESSAGES, transactionTimelineText } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { transactions as table } from '../../db/schema';
import type { Author } from '../../lib/audit';
import { invalidField } from '../../lib/errors';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';
import { paymentsRepository } from '../orders/orders-payments.repository';
import { settleOrderMoney } from '../orders/orders-payments.settle';

type Row = Record<string, unknown>;

const orderIdOf = (row: Row | undefined) => (row?.orderId as number | null | undefined) ?? undefined;

/**
 * The orders a write touches (a transaction moved to another order touches both), locked in id
 * order before the transaction is written, so a payment recorded on the order at the same time
 * waits and both count.
 */
async function lockOrdersOf(tx: Tx, ...rows: (Row | undefined)[]) {
  const ids = [...new Set(rows.map(orderIdOf).filter((id): id is number => id !== undefined))];
  return ids.length > 0 ? paymentsRepository.lockOrders(tx, ids) : [];
}

/** What the order's timeline says of a transaction written here, by its gateway id when it has one. */
function describe(row: Row, change: 'created' | 'changed' | 'deleted'): string {
  const ref = row.txnid ? ` (${row.txnid})` : '';
  if (change === 'created') {
    const text = transactionTimelineText({
      kind: row.kind as 'payment' | 'refund',
      amount: row.amount as number,
      method: (row.method as never) ?? null,
    });
    return `${text}${ref}`;
  }
  return `Transaction${ref} of ${formatInr(row.amount as number)} ${change}`;
}

/**
 * The orders the write touched count their money again from their transactions (received,
 * refunded, a cleared due delivering), each with a timeline entry when it moved.
 */
async function settle(tx: Tx, author: Author, comment: string, ...rows: (Row | undefined)[]) {
  for (const order of await lockOrdersOf(tx, ...rows)) await settleOrderMoney(tx, order, author, comment);
}

/**
 * A payment is of an order that exists; its gateway transaction id is unique. A successful one
 * counts in its order's received as a payment recorded on the order does (issue 26): created,
 * changed or deleted here, the order's figures follow in the same transaction.
 */
export const transactionsService = crudService({
  binding: { def, table },
  unique: [{ field: 'txnid', message: TRANSACTION_MESSAGES.txnidTaken }],
  async beforeWrite(tx, input, existing) {
    const orderId = orderIdOf(input);
    const locked = await lockOrdersOf(tx, input, existing);
    if (orderId !== undefined && !locked.some((order) => order.id === orderId)) {
      throw invalidField('orderId', TRANSACTION_MESSAGES.orderMissing(orderId));
    }
    return input;
  },
  async afterWrite(tx, row, _input, { author, existing }) {
    await settle(tx, author, describe(row, existing ? 'changed' : 'created'), row, existing);
  },
  async beforeDelete(tx, existing) {
    await lockOrdersOf(tx, existing);
  },
  async afterDelete(tx, existing, author) {
    await settle(tx, author, describe(existing, 'deleted'), existing);
  },
});

/**
 * GET/POST /transactions, GET/PATCH/DELETE /transactions/{id} (spec 02 §7) and the export;
 * the order screen's permission reads and writes them.
 */
export const transactionsModule = (app: FastifyInstance, ctx: AppContext) =>
  crudRoutes(app, ctx, transactionsService);
