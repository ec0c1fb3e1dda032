import { refreshCustomerDevices } from './customer-device.repository';
import { changesCustomerOrders, type OrderWrittenConsumer } from './orders-written';

/**
 * The written orders' customers' last known phone (platform, app version), for notifications:
 * only after writes that may add, remove or re-date a customer's orders (not payments, moves,
 * item changes or returns).
 */
export const customerDevicesOnOrderWritten: OrderWrittenConsumer = {
  name: 'customer devices',
  run: (tx, written) =>
    refreshCustomerDevices(
      tx,
      written.filter(changesCustomerOrders).map((order) => order.userId),
    ),
};
