import type { TestApp } from '../../test/harness';
import { banners, coupons, faqs } from '../db/schema';
import { createAdmin } from '../modules/auth/auth.factories';
import { createProductVia, seedCatalogueRefs, variationBody } from '../modules/products/products.factories';
import { createCity, createPincode, createState } from '../modules/states/location.factories';

/** A few rows of every kind the API reads and writes, so ids and fields in fuzzed requests are real. */
export async function seedFuzzStore(testApp: TestApp, token: string) {
  const db = testApp.database.db;
  const refs = await seedCatalogueRefs(db);
  const state = await createState(db);
  const city = await createCity(db, state.id);
  await createPincode(db, city);
  await createProductVia(testApp.call, token, {
    name: 'Fuzz Atta',
    brandId: refs.brandId,
    productsVariation: [variationBody()],
  });
  await db.insert(faqs).values({ title: 'Do you deliver on Sundays?', answer: 'Yes' });
  await db.insert(coupons).values({
    name: 'Welcome',
    code: 'WELCOME10',
    description: 'Ten percent off',
    validFrom: '2030-01-01',
    validTill: '2030-12-31',
    minimumAmount: 100,
    percentAmount: 10,
  });
  await db.insert(banners).values({ name: 'Monsoon sale', image: '/uploads/none.png' });
  // The newest admin, so that the id fuzzed requests aim at is not the signed-in one.
  await createAdmin(db, { role: 'executive' });
}
