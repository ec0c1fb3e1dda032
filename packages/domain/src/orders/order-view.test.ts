import { describe, expect, it } from 'vitest';
import { orderEdit, orderMapUrl, orderSortOf } from '../resources/orders';

describe('order list and edit rules', () => {
  it('sorts a cart view by id descending and every other by placed-on time descending', () => {
    expect(orderSortOf('In Cart')).toEqual([{ field: 'id', order: 'DESC' }]);
    expect(orderSortOf('Order Placed')[0]).toEqual({ field: 'orderTimestamp', order: 'DESC' });
    expect(orderSortOf(undefined)[0]).toEqual({ field: 'orderTimestamp', order: 'DESC' });
  });

  it('opens the map at latitude (y), longitude (x)', () => {
    expect(orderMapUrl({ x: 77.209, y: 28.6139 })).toBe('https://www.google.com/maps?q=28.6139,77.209');
  });

  it('requires a known status of 3 to 150 characters and the loaded version', () => {
    const stamp = '2026-11-24T10:00:00.000Z';
    expect(orderEdit.safeParse({ status: 'Out for Delivery', updatedTimestamp: stamp }).success).toBe(true);
    const empty = orderEdit.safeParse({ status: '', updatedTimestamp: stamp });
    expect(empty.error?.issues[0]?.message).toBe('Please choose a status');
    expect(orderEdit.safeParse({ status: 'ab', updatedTimestamp: stamp }).error?.issues[0]?.message).toBe(
      'Length should be 3 to 150',
    );
    expect(orderEdit.safeParse({ status: 'Shipped', updatedTimestamp: stamp }).success).toBe(false);
    expect(orderEdit.safeParse({ status: 'Order Placed' }).success).toBe(false);
  });
});
