import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { productsVariations, settings } from '../../db/schema';
import { createProductVia, seedCatalogueRefs, variationBody } from '../products/products.factories';

describe('GET /products-variations/low-stock', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  const ids: Record<string, number> = {};

  const variation = async (sku: string, values: Record<string, unknown>) => {
    const product = await createProductVia(call, token, {
      name: `Low ${sku}`,
      productsVariation: [variationBody({ sku, manageStock: true, ...values })],
    });
    const [row] = await db
      .select()
      .from(productsVariations)
      .where(eq(productsVariations.productId, product.id));
    ids[sku] = row!.id;
  };
  const list = (query = '', as = token) =>
    call(as, { method: 'GET', url: `/api/products-variations/low-stock${query ? `?${query}` : ''}` });
  const skus = (body: { data: { sku?: string }[] }) => body.data.map((row) => row.sku);

  beforeAll(async () => {
    token = await tokenFor();
    await seedCatalogueRefs(db);
    await db.insert(settings).values({}).onConflictDoNothing();
    await variation('LOW-OWN-AT', { stockQuantity: 5, lowStockThreshold: 5 });
    await variation('LOW-OWN-ABOVE', { stockQuantity: 6, lowStockThreshold: 5 });
    await variation('LOW-STORE-AT', { stockQuantity: 10 });
    await variation('LOW-STORE-ABOVE', { stockQuantity: 11 });
    await variation('LOW-ZERO', { stockQuantity: 0 });
    await variation('LOW-UNMANAGED', { manageStock: false, stockQuantity: 0, stockStatus: 'Out Of Stock' });
    await variation('LOW-DISABLED', { stockQuantity: 1, enabled: false });
  });

  it('lists managed, enabled variations at or below their threshold, lowest stock first', async () => {
    const res = await list('join=product||name');
    expect(res.status).toBe(200);
    expect(skus(res.body)).toEqual(['LOW-ZERO', 'LOW-OWN-AT', 'LOW-STORE-AT']);
    expect(res.body).toMatchObject({ total: 3, storeThreshold: 10 });
    expect(res.body.data[1]).toMatchObject({ threshold: 5, product: { name: 'Low LOW-OWN-AT' } });
    expect(res.body.data[2]).toMatchObject({ threshold: 10, lowStockThreshold: null });
  });

  it('follows the store threshold set in the settings form', async () => {
    const settingsId = (await call(token, { method: 'GET', url: '/api/settings' })).body.data[0].id;
    const setThreshold = (lowStockThreshold: unknown) =>
      call(token, { method: 'PATCH', url: `/api/settings/${settingsId}`, payload: { lowStockThreshold } });
    expect((await setThreshold(11)).body.lowStockThreshold).toBe(11);
    expect(skus((await list()).body)).toContain('LOW-STORE-ABOVE');
    expect((await setThreshold(-1)).status).toBe(400);
    await setThreshold(10);
    expect(skus((await list()).body)).not.toContain('LOW-STORE-ABOVE');
  });

  it('takes the list grammar on top', async () => {
    const res = await list('filter=sku||$starts||LOW-OWN&fields=sku,stockQuantity');
    expect(res.body).toMatchObject({ total: 1, data: [{ sku: 'LOW-OWN-AT', stockQuantity: 5 }] });
    expect((await list('filter=nope||$eq||1')).status).toBe(400);
  });

  it('is read by a role that reads products, refused to others', async () => {
    const reader = await tokenFor({ routes: ['product'] });
    expect((await list('', reader)).status).toBe(200);
    const other = await tokenFor({ routes: ['faq'] });
    expect((await list('', other)).status).toBe(403);
  });
});
