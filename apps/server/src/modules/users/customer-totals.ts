import type { OrderWrittenConsumer } from '../orders/orders-written';
import { refreshCustomerTotals } from './customer-totals.repository';

/** The written orders' customers' totals; first, so the customers' rows are locked first. */
export const customerTotalsOnOrderWritten: OrderWrittenConsumer = {
  name: 'customer totals',
  run: (tx, written) =>
    refreshCustomerTotals(
      tx,
      written.map((order) => order.userId),
    ),
};
