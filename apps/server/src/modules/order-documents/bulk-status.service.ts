import type { BulkStatusAnswer, OrderStatus } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { ResourceCall } from '../crud/resource-service';
import { saveOrder } from '../orders/orders.service';

/**
 * Moves the selected orders, one at a time, each through the orders' own save (the status
 * rule, its timeline entry, the audit, the order-write hook, a cancelled sale's restock) in
 * its own transaction: one refused does not hold back the others, and each refusal is told
 * with the rule's words.
 */
export async function moveOrders(
  call: ResourceCall,
  ids: readonly number[],
  status: OrderStatus,
): Promise<BulkStatusAnswer> {
  const answer: BulkStatusAnswer = { moved: [], refused: [] };
  for (const id of new Set(ids)) {
    const [stored] = await call.db
      .select({ status: orders.status, updatedTimestamp: orders.updatedTimestamp })
      .from(orders)
      .where(eq(orders.id, id));
    if (!stored) {
      answer.refused.push({ id, reason: `Order ${id} not found` });
      continue;
    }
    if (stored.status === status) {
      answer.refused.push({ id, reason: `The order is ${status} already` });
      continue;
    }
    try {
      await saveOrder(call, id, { status, updatedTimestamp: stored.updatedTimestamp.toISOString() });
      answer.moved.push({ id, fromStatus: stored.status, toStatus: status });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      answer.refused.push({ id, reason: error.message });
    }
  }
  return answer;
}
