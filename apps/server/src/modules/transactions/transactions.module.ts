import { transactions as def, TRANSACTION_MESSAGES } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders, transactions as table } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';

async function orderExists(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return rows.length > 0;
}

/** A payment is of an order that exists; its gateway transaction id is unique. */
export const transactionsService = crudService({
  binding: { def, table },
  unique: [{ field: 'txnid', message: TRANSACTION_MESSAGES.txnidTaken }],
  async beforeWrite(tx, input) {
    const orderId = input.orderId as number | undefined;
    if (orderId !== undefined && !(await orderExists(tx, orderId))) {
      throw invalidField('orderId', TRANSACTION_MESSAGES.orderMissing(orderId));
    }
    return input;
  },
});

/**
 * GET/POST /transactions, GET/PATCH/DELETE /transactions/{id} (spec 02 §7) and the export;
 * the order screen's permission reads and writes them.
 */
export const transactionsModule = (app: FastifyInstance, ctx: AppContext) =>
  crudRoutes(app, ctx, transactionsService);
