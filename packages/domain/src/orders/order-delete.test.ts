import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums';
import { refusedDelete } from './order-delete';

describe('deleting an order', () => {
  it('lets a cart go and refuses every other status, saying why', () => {
    expect(refusedDelete('In Cart')).toBeUndefined();
    expect(refusedDelete('Order Placed')).toBe(
      'This order is Order Placed. A placed order is cancelled, not deleted: it belongs to the accounts',
    );
    expect(refusedDelete('Order Cancelled')).toBe(
      'A cancelled order is kept, not deleted: it belongs to the accounts. Only a cart can be deleted',
    );
    for (const status of ORDER_STATUSES.filter((s) => s !== 'In Cart')) {
      expect(refusedDelete(status), status).toContain('it belongs to the accounts');
    }
  });
});
