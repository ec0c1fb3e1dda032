import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { orderWrittenConsumers } from '../order-written-consumers';
import { afterOrdersWritten, type OrderWritten, registerOrderWrittenConsumers } from './orders-written';

const tx = {} as Db;
const written: OrderWritten[] = [{ orderId: 1, userId: 2, fromStatus: null, toStatus: 'Order Placed' }];

describe('the order-written hook', () => {
  // Test files may share this module (vitest isolate: false): start unregistered, end as the app.
  afterAll(() => registerOrderWrittenConsumers(orderWrittenConsumers));

  it('refuses to run before its consumers are registered, so no figure is silently left stale', async () => {
    registerOrderWrittenConsumers(undefined);
    await expect(afterOrdersWritten(tx, written)).rejects.toThrow(/No order-written consumers/);
  });

  it('runs the registered consumers one after another in their order, with the write and its orders', async () => {
    const calls: string[] = [];
    const consumer = (name: string) => ({
      name,
      run: async (given: unknown, orders: readonly OrderWritten[]) => {
        expect(given).toBe(tx);
        expect(orders).toBe(written);
        calls.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        calls.push(`${name} end`);
      },
    });
    registerOrderWrittenConsumers([consumer('first'), consumer('second')]);
    await afterOrdersWritten(tx, written);
    expect(calls).toEqual(['first start', 'first end', 'second start', 'second end']);
    calls.length = 0;
    await afterOrdersWritten(tx, []);
    expect(calls).toEqual([]);
  });

  it("locks the customers' rows first and the per-status counts' last, then tells the live streams", () => {
    expect(orderWrittenConsumers.map((consumer) => consumer.name)).toEqual([
      'customer totals',
      'customer devices',
      'sales figures',
      'dashboard rollups',
      'per-status order counts',
      'live orders',
    ]);
  });
});
