import { rollupsOnOrderWritten } from './dashboard/rollups';
import { liveOrdersOnOrderWritten } from './events/live-orders-consumer';
import { customerDevicesOnOrderWritten } from './orders/customer-device';
import { statusCountsOnOrderWritten } from './orders/orders-counts';
import type { OrderWrittenConsumer } from './orders/orders-written';
import { salesFiguresOnOrderWritten } from './sales-figures';
import { customerTotalsOnOrderWritten } from './users/customer-totals';

/**
 * What follows every order write (afterOrdersWritten), in this order, which is the order rows
 * are locked in: the customers' rows first (their totals, then their phone), the per-status
 * counts last (their rows are the most shared, so they are held the shortest). Here, outside
 * the orders module, so that orders import nothing from the modules that follow them.
 */
export const orderWrittenConsumers: readonly OrderWrittenConsumer[] = [
  customerTotalsOnOrderWritten,
  customerDevicesOnOrderWritten,
  salesFiguresOnOrderWritten,
  rollupsOnOrderWritten,
  statusCountsOnOrderWritten,
  // Last: a notification takes no lock, and is sent only when the transaction commits.
  liveOrdersOnOrderWritten,
];
