import { rebuildRollups } from '../../modules/dashboard/rollups.repository';
import { recountOrderStatuses } from '../../modules/orders/orders-counts.repository';
import { refreshSalesFigures } from '../../modules/sales-figures';
import type { Db } from '../client';
import { seedCatalogueReference } from './demo-catalogue';
import { seedContent } from './demo-content';
import { seedCustomers } from './demo-customers';
import { seedDeliveryRuns } from './demo-delivery';
import { seedCompensationCess, seedStoreTaxDetails } from './demo-invoices';
import { seedLocations } from './demo-locations';
import { seedBannersAndNotifications, seedCoupons } from './demo-marketing';
import { seedNotificationDeliveries } from './demo-notification-deliveries';
import { seedOrders } from './demo-orders';
import { seedPaymentsAndReviews } from './demo-payments';
import { seedProducts } from './demo-products';
import { seedStaff } from './demo-staff';
import { seedTimelines } from './demo-timeline';
import { closePictureRenderer } from './picture-renderer';
import { Random } from './random';

/** Same seed, same store: the demo data differs between starts only in its dates. */
const DEMO_SEED = 20_240_601;

/**
 * The demo store: a realistic Indian grocery (catalogue, places, customers, 90 days of
 * orders, coupons, banners, notifications, FAQs, settings), all or nothing in one transaction.
 * Expects an empty store with India as country 1 (seedBase); its staff cannot sign in.
 */
export async function seedDemoStore(db: Db, now = new Date()) {
  const random = new Random(DEMO_SEED);
  try {
    await fillDemoStore(db, random, now);
  } finally {
    // The pictures are drawn in a child process (picture-renderer.ts): its memory goes with it.
    await closePictureRenderer();
  }
}

async function fillDemoStore(db: Db, random: Random, now: Date) {
  await db.transaction(async (tx) => {
    const cities = await seedLocations(tx);
    const reference = await seedCatalogueReference(tx);
    const { products, variations } = await seedProducts(tx, reference, random, now);
    const customers = await seedCustomers(tx, cities, random, now);
    const coupons = await seedCoupons(tx, reference, now);
    // Staff first: the orders' moves and collections name who made them.
    const { coordinatorId } = await seedStaff(tx);
    const orders = await seedOrders(tx, customers, products, variations, coupons, random, now);
    const { refunded } = await seedPaymentsAndReviews(tx, orders, random, now, coordinatorId);
    await seedTimelines(tx, orders, coordinatorId, refunded);
    // The product and coupon lists' sales figures, from the orders just made.
    await refreshSalesFigures(tx, { productIds: 'all', couponIds: 'all' });
    await rebuildRollups(tx); // the dashboard's daily rollups, from the orders just made
    await recountOrderStatuses(tx);
    await seedBannersAndNotifications(tx, reference, products, cities, now);
    await seedNotificationDeliveries(tx, now);
    await seedContent(tx, products);
    await seedStoreTaxDetails(tx);
    await seedCompensationCess(tx);
    await seedDeliveryRuns(tx, coordinatorId, now); // delivery runs: last, drawing nothing random
  });
}
