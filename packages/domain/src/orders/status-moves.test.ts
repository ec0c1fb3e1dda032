import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums';
import { nextStatuses, refusedMove } from './status-moves';

describe('order status moves', () => {
  it('offers the spec’s moves and nothing out of a delivered or cancelled order', () => {
    expect(nextStatuses('Order Placed')).toEqual(['Out for Delivery', 'Order Cancelled']);
    expect(nextStatuses('Out for Delivery')).toEqual(['Order Delivered', 'Order Cancelled']);
    expect(nextStatuses('In Cart')).toEqual(['Order Cancelled']);
    expect(nextStatuses('Partial Payment')).toEqual(['Order Cancelled']);
    expect(nextStatuses('Order Delivered')).toEqual([]);
    expect(nextStatuses('Order Cancelled')).toEqual([]);
  });

  it('refuses every other move, naming the allowed ones', () => {
    expect(refusedMove('Order Placed', 'Order Delivered')).toBe(
      'An order that is Order Placed can only move to Out for Delivery or Order Cancelled',
    );
    expect(refusedMove('Order Delivered', 'Order Cancelled')).toBe(
      'An order that is Order Delivered cannot change status',
    );
    expect(refusedMove('Out for Delivery', 'Order Placed')).toBeDefined();
    expect(refusedMove('In Cart', 'Order Placed')).toBe(
      'An order that is In Cart can only move to Order Cancelled',
    );
  });

  it('allows exactly the offered moves and staying put', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = from === to || nextStatuses(from).includes(to);
        expect(refusedMove(from, to) === undefined, `${from} → ${to}`).toBe(allowed);
      }
    }
  });
});
