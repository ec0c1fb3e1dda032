import { CART_WITH_PAYMENTS_MESSAGE, refusedDelete } from '@mandi/domain';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { ordersRepository } from './orders.repository';
import { ordersDeleteRepository as repo } from './orders-delete.repository';
import { afterOrdersWritten } from './orders-written';

/**
 * Deletes a cart (spec 02 §7) in one transaction: the order with its lines (cascade), the
 * figures kept about orders told it is gone (toStatus null), and the audit entry keeping the
 * cart and its lines. Anything placed is refused with a 409 and changes nothing: it is
 * cancelled, not deleted, since it belongs to the accounts (refusedDelete).
 */
export async function deleteCart(call: ResourceCall, id: number): Promise<{ id: number }> {
  return call.db.transaction(async (tx) => {
    const stored = await ordersRepository.lock(tx, id);
    if (!stored) throw notFound('Order', id);
    const refused = refusedDelete(stored.status);
    if (refused) throw conflict(refused);
    if (await repo.hasTransactions(tx, id)) throw conflict(CART_WITH_PAYMENTS_MESSAGE);
    const lines = await ordersRepository.lines(tx, id);
    await repo.remove(tx, id);
    await afterOrdersWritten(tx, [
      { orderId: id, userId: stored.userId, fromStatus: stored.status, toStatus: null },
    ]);
    await recordAudit(tx, authorOf(call), {
      resource: 'orders',
      recordId: id,
      action: 'delete',
      before: { ...stored, lines },
    });
    return { id };
  });
}
