import { refreshCustomerDevices } from './customer-device.repository';
import type { OrderWrittenConsumer } from './orders-written';

/** The written orders' customers' last known phone (platform, app version), for notifications. */
export const customerDevicesOnOrderWritten: OrderWrittenConsumer = {
  name: 'customer devices',
  run: (tx, written) =>
    refreshCustomerDevices(
      tx,
      written.map((order) => order.userId),
    ),
};
