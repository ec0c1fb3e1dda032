import { liveOrdersEventOf } from '@mandi/domain';
import type { OrderWrittenConsumer } from '../orders/orders-written';
import { notifyLive } from './live-channel';

/**
 * Announces order writes on the live channel, in the write's transaction (so only committed
 * writes are heard): new orders and moves reach open order lists on every instance.
 */
export const liveOrdersOnOrderWritten: OrderWrittenConsumer = {
  name: 'live orders',
  async run(tx, written) {
    const event = liveOrdersEventOf(written);
    if (event) await notifyLive(tx, { topic: 'orders', event });
  },
};
