import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { multipart, rowsOf, sheet } from '../../../test/sheets';
import { productsVariations } from '../../db/schema';
import { createProductVia, seedCatalogueRefs, variationBody } from '../products/products.factories';

describe('the price update', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let token: string;
  let atta: { variationId: number; name: string };
  let ghee: { variationId: number; name: string };

  const simpleProduct = async (name: string, unitPrice: number) => {
    const product = await createProductVia(call, token, {
      name,
      productsVariation: [variationBody({ unitPrice })],
    });
    const [variation] = await db
      .select({ id: productsVariations.id })
      .from(productsVariations)
      .where(eq(productsVariations.productId, product.id));
    return { variationId: variation!.id, name };
  };

  beforeAll(async () => {
    token = await tokenFor();
    await seedCatalogueRefs(db);
    atta = await simpleProduct('Aashirvaad Atta 5 kg', 300);
    ghee = await simpleProduct('Amul Ghee 1 l', 650);
  });

  const update = (rows: object) =>
    call(token, { method: 'POST', url: '/api/products-variations/updatePrices', payload: rows });
  const read = (name: string, content: Buffer) =>
    call(token, {
      method: 'POST',
      url: '/api/products-variations/price-update/read',
      ...multipart([{ name, content }]),
    });
  const pricesOf = (ids: number[]) =>
    db
      .select({
        id: productsVariations.id,
        unitPrice: productsVariations.unitPrice,
        salePrice: productsVariations.salePrice,
        discountAmount: productsVariations.discountAmount,
        discountPercentage: productsVariations.discountPercentage,
      })
      .from(productsVariations)
      .where(inArray(productsVariations.id, ids))
      .orderBy(productsVariations.id);

  it('downloads a template whose rows it reads back', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/products-variations/price-update/template',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('price-update-template.xlsx');
    const [headers] = await rowsOf(res.rawPayload);
    expect(headers).toEqual(['Id', 'Product Name', 'Regular Price', 'Sale Price']);
    const back = await read('template.xlsx', res.rawPayload);
    expect(back.status).toBe(200);
    expect(back.body.rows).toEqual([
      { row: 2, id: 101, name: 'Aashirvaad Whole Wheat Atta 5 kg', unitPrice: 265, salePrice: 249 },
    ]);
  });

  it('reads the variations export as it comes, by its Variation Id', async () => {
    const content = await sheet([
      ['Product Id', 'Product Name', 'Variation Id', 'Variation Name', 'SKU', 'Regular Price', 'Sale Price'],
      [1, atta.name, atta.variationId, 'Default', 'ATTA-5', 310, ''],
      [],
    ]);
    const res = await read('variations.xlsx', content);
    expect(res.body).toEqual({
      total: 1,
      rows: [{ row: 2, id: atta.variationId, name: atta.name, unitPrice: 310 }],
    });
  });

  it('refuses a file that is not a workbook, or a sheet without its columns, in words', async () => {
    expect((await read('prices.csv', Buffer.from('Id,Price'))).body.message).toBe(
      'Attachment format error, please delete and upload again!',
    );
    const noPrice = await read(
      'prices.xlsx',
      await sheet([
        ['Id', 'Product Name'],
        [1, 'x'],
      ]),
    );
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toBe('The sheet has no Regular Price column; please use the template');
  });

  it('re-prices the rows that pass, works the discount out again and says why the others fail', async () => {
    const res = await update([
      { row: 2, id: atta.variationId, name: 'aashirvaad atta 5 KG', unitPrice: 320, salePrice: 288 },
      { row: 3, id: ghee.variationId, name: 'Tata Salt', unitPrice: 700 },
      { row: 4, id: 999_999, unitPrice: 50 },
      { row: 5, id: ghee.variationId, unitPrice: 700, salePrice: 700 },
      { row: 6, id: atta.variationId, unitPrice: 330 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 1,
      failed: 4,
      errors: [
        { index: 1, row: 3, message: `Id ${ghee.variationId} is Amul Ghee 1 l, not Tata Salt` },
        { index: 2, row: 4, message: 'No variation has the id 999999' },
        { index: 3, row: 5, message: 'Sale price should be 0 to 699' },
        { index: 4, row: 6, message: `Id ${atta.variationId} is repeated in the sheet` },
      ],
    });
    expect(await pricesOf([atta.variationId, ghee.variationId])).toEqual([
      { id: atta.variationId, unitPrice: 320, salePrice: 288, discountAmount: 32, discountPercentage: 10 },
      { id: ghee.variationId, unitPrice: 650, salePrice: 0, discountAmount: 0, discountPercentage: 0 },
    ]);
  });

  it('takes a blank sale price as no sale and clears the discount', async () => {
    expect((await update([{ id: atta.variationId, unitPrice: 320 }])).body.imported).toBe(1);
    const [row] = await pricesOf([atta.variationId]);
    expect(row).toMatchObject({ salePrice: 0, discountAmount: 0, discountPercentage: 0 });
  });

  it('takes at most 5 rows a call', async () => {
    const six = Array.from({ length: 6 }, () => ({ id: atta.variationId, unitPrice: 100 }));
    const res = await update(six);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Send at most 5 rows per call');
  });

  it('is for a superadmin only, like every product write', async () => {
    const catalogue = await tokenFor({ routes: ['product'] });
    const res = await call(catalogue, {
      method: 'POST',
      url: '/api/products-variations/updatePrices',
      payload: [{ id: atta.variationId, unitPrice: 1 }],
    });
    expect(res.status).toBe(403);
    const [row] = await pricesOf([atta.variationId]);
    expect(row!.unitPrice).toBe(320);
  });

  it('gives the failed rows back as a sheet with their reasons', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/products-variations/price-update/failed',
      headers: { authorization: `Bearer ${token}` },
      payload: { rows: [{ row: 4, id: 999_999, unitPrice: 50, message: 'No variation has the id 999999' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(res.rawPayload)).toEqual([
      ['Id', 'Product Name', 'Regular Price', 'Sale Price', 'Row', 'Reason'],
      [999_999, undefined, 50, undefined, 4, 'No variation has the id 999999'],
    ]);
  });
});
