import { changesSoldFigures, type OrderWrittenConsumer } from '../orders/orders-written';
import { refreshCustomerTotals } from './customer-totals.repository';

/**
 * The written orders' customers' totals (not for a payment or a move between sold statuses:
 * their totals count sold orders only); first, so the customers' rows are locked first.
 */
export const customerTotalsOnOrderWritten: OrderWrittenConsumer = {
  name: 'customer totals',
  run: (tx, written) =>
    refreshCustomerTotals(
      tx,
      written.filter(changesSoldFigures).map((order) => order.userId),
    ),
};
