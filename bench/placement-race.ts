/**
 * Placing orders at once (issue 17): many staff taking the last units, the last use of a
 * coupon, and lines locked in opposite orders, on PostgreSQL where the transactions truly run
 * side by side (PGlite has one connection, so there they take turns).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55500/bench_placement npx tsx bench/placement-race.ts
 *
 * Options: --rounds (default 5), --buyers (concurrent placements per round, default 12),
 * --stock (units to share per round, default 3). Exits 1 when a round is decided wrongly.
 */
import { eq } from 'drizzle-orm';
import { ordersProducts, productsVariations } from '../apps/server/src/db/schema';
import {
  createCoupon,
  createCustomerWithAddress,
  createPricedVariation,
} from '../apps/server/src/modules/orders/orders-placement.factories';
import { numberOption, parseArgs } from './lib/args';
import { inProcessApp, openBenchDatabase } from './lib/bench-app';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const rounds = numberOption(options, 'rounds', 5);
const buyers = numberOption(options, 'buyers', 12);
const stock = numberOption(options, 'stock', 3);

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, buyers + 2);
const app = await inProcessApp(database, 'race');

const place = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${token}` }, payload });

let wrong = 0;
const check = (label: string, ok: boolean, detail: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
  if (!ok) wrong += 1;
};

for (let round = 1; round <= rounds; round += 1) {
  const people = await Promise.all(Array.from({ length: buyers }, () => createCustomerWithAddress(db)));
  const item = await createPricedVariation(db, {
    manageStock: true,
    stockQuantity: stock,
    name: `Last units ${round}`,
  });
  const started = performance.now();
  const answers = await Promise.all(
    people.map((person) =>
      place({
        userId: person.user.id,
        addressId: person.address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'online',
        lines: [{ productsVariationId: item.variation.id, quantity: 1 }],
      }),
    ),
  );
  const ms = performance.now() - started;
  const codes = answers.map((answer) => answer.statusCode);
  const [left] = await db
    .select()
    .from(productsVariations)
    .where(eq(productsVariations.id, item.variation.id));
  const lines = await db
    .select()
    .from(ordersProducts)
    .where(eq(ordersProducts.productsVariationId, item.variation.id));
  const refusedInWords = answers
    .filter((answer) => answer.statusCode === 409)
    .every((answer) => answer.json().message === `Last units ${round} is out of stock`);
  check(
    `round ${round}, ${buyers} buyers for ${stock} units`,
    codes.filter((c) => c === 201).length === stock &&
      codes.filter((c) => c === 409).length === buyers - stock &&
      left!.stockQuantity === 0 &&
      lines.length === stock &&
      refusedInWords,
    `${codes.filter((c) => c === 201).length} placed, ${codes.filter((c) => c === 409).length} refused, stock left ${left!.stockQuantity}, ${lines.length} lines, ${ms.toFixed(0)} ms`,
  );

  const coupon = await createCoupon(db, { totalAvailable: 1 });
  const plenty = await createPricedVariation(db, { manageStock: true, stockQuantity: 1000 });
  const couponAnswers = await Promise.all(
    people.slice(0, 6).map((person) =>
      place({
        userId: person.user.id,
        addressId: person.address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'online',
        couponCode: coupon.code,
        lines: [{ productsVariationId: plenty.variation.id, quantity: 1 }],
      }),
    ),
  );
  const couponCodes = couponAnswers.map((answer) => answer.statusCode);
  check(
    `round ${round}, 6 buyers for a coupon's last use`,
    couponCodes.filter((c) => c === 201).length === 1 && couponCodes.filter((c) => c === 409).length === 5,
    couponCodes.join(' '),
  );

  const a = await createPricedVariation(db, { manageStock: true, stockQuantity: 100 });
  const b = await createPricedVariation(db, { manageStock: true, stockQuantity: 100 });
  const crossed = await Promise.all(
    people.slice(0, 8).map((person, index) =>
      place({
        userId: person.user.id,
        addressId: person.address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'online',
        lines: (index % 2 === 0 ? [a, b] : [b, a]).map((x) => ({
          productsVariationId: x.variation.id,
          quantity: 1,
        })),
      }),
    ),
  );
  const [aLeft] = await db.select().from(productsVariations).where(eq(productsVariations.id, a.variation.id));
  check(
    `round ${round}, 8 orders locking two variations in opposite orders`,
    crossed.every((answer) => answer.statusCode === 201) && aLeft!.stockQuantity === 92,
    `${crossed.map((answer) => answer.statusCode).join(' ')}; stock left ${aLeft!.stockQuantity}`,
  );
}

await app.close();
await database.close();
console.log(wrong === 0 ? `${target.label}: every race decided right` : `${target.label}: ${wrong} wrong`);
process.exit(wrong === 0 ? 0 : 1);
