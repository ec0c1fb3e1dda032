import { describe, expect, it } from 'vitest';
import { LIVE_ORDERS_MAX_IDS, liveOrdersEventOf, readLiveOrdersEvent } from './live-orders';

describe('liveOrdersEventOf', () => {
  it('announces a new order and a checked-out cart as placed, a move as changed', () => {
    expect(
      liveOrdersEventOf([
        { orderId: 1, fromStatus: null, toStatus: 'Order Placed' },
        { orderId: 2, fromStatus: 'In Cart', toStatus: 'Partial Payment' },
        { orderId: 3, fromStatus: 'Order Placed', toStatus: 'Out for Delivery' },
        { orderId: 4, fromStatus: 'Order Delivered', toStatus: null },
      ]),
    ).toEqual({ placed: [1, 2], changed: [3, 4], more: false });
  });

  it('says nothing of carts being filled, made or dropped', () => {
    expect(
      liveOrdersEventOf([
        { orderId: 5, fromStatus: 'In Cart', toStatus: 'In Cart' },
        { orderId: 6, fromStatus: null, toStatus: 'In Cart' },
        { orderId: 7, fromStatus: 'In Cart', toStatus: null },
      ]),
    ).toBeNull();
    expect(liveOrdersEventOf([])).toBeNull();
  });

  it('names at most the cap of ids and says more were written', () => {
    const many = Array.from({ length: LIVE_ORDERS_MAX_IDS + 5 }, (_, i) => ({
      orderId: i + 1,
      fromStatus: 'Order Placed' as const,
      toStatus: 'Order Cancelled' as const,
    }));
    const event = liveOrdersEventOf(many)!;
    expect(event.changed).toHaveLength(LIVE_ORDERS_MAX_IDS);
    expect(event.more).toBe(true);
  });

  it('reads an event off the wire, and nothing else', () => {
    expect(readLiveOrdersEvent({ placed: [1], changed: [], more: false })).toEqual({
      placed: [1],
      changed: [],
      more: false,
    });
    expect(readLiveOrdersEvent({ placed: ['1'], changed: [], more: false })).toBeNull();
    expect(readLiveOrdersEvent({ placed: [], changed: [] })).toBeNull();
    expect(readLiveOrdersEvent(null)).toBeNull();
  });
});
