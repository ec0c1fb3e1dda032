import { variationBulkEditEndpoint } from '@mandi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { adminIdOf } from '../../../test/who';
import { auditEntries, products, productsVariations } from '../../db/schema';
import { createProductVia, seedCatalogueRefs, variationBody } from '../products/products.factories';

describe('PATCH /products-variations/bulk', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  const variations: { id: number; productId: number; sku: string; updatedTimestamp: string }[] = [];

  const stored = (ids: number[]) =>
    db
      .select()
      .from(productsVariations)
      .where(inArray(productsVariations.id, ids))
      .orderBy(productsVariations.id);
  const save = (rows: object[], as = token) =>
    typedEndpoint(call, as, variationBulkEditEndpoint, { body: { rows } as never });
  const entriesOf = (id: number) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'products-variations'), eq(auditEntries.recordId, String(id))));

  beforeAll(async () => {
    token = await tokenFor();
    await seedCatalogueRefs(db);
    for (const [name, unitPrice] of [
      ['Aashirvaad Atta 5 kg', 265],
      ['Amul Ghee 1 l', 650],
      ['Tata Salt 1 kg', 28],
    ] as const) {
      const sku = `BULK-${unitPrice}`;
      const product = await createProductVia(call, token, {
        name,
        manageStock: true,
        productsVariation: [variationBody({ sku, unitPrice, manageStock: true, stockQuantity: 40 })],
      });
      const [row] = await db
        .select()
        .from(productsVariations)
        .where(eq(productsVariations.productId, product.id));
      variations.push({
        id: row!.id,
        productId: product.id,
        sku,
        updatedTimestamp: row!.updatedTimestamp.toISOString(),
      });
    }
  });

  it('saves nothing when one row of three has a refused cell, and names every refused cell', async () => {
    const [atta, ghee, salt] = variations;
    const before = await stored(variations.map((v) => v.id));
    const res = await save([
      { id: atta!.id, unitPrice: 270, salePrice: 259 },
      { id: ghee!.id, salePrice: 650, stockQuantity: 2.5 },
      { id: salt!.id, stockQuantity: 3 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      message:
        'BULK-650: Stock quantity should be a whole number, at least 0 (and 1 more cells). Nothing was saved.',
    });
    expect((res.body as unknown as { errors: unknown[] }).errors).toEqual(
      expect.arrayContaining([
        { field: 'rows.1.salePrice', message: 'BULK-650: Sale price should be 0 to 649' },
        {
          field: 'rows.1.stockQuantity',
          message: 'BULK-650: Stock quantity should be a whole number, at least 0',
        },
      ]),
    );
    expect(await stored(variations.map((v) => v.id))).toEqual(before);
    expect(await entriesOf(atta!.id)).toEqual([]);
  });

  it('checks the sale price against the unit price the row would have', async () => {
    const res = await save([{ id: variations[0]!.id, unitPrice: 100, salePrice: 100 }]);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { errors: unknown[] }).errors).toEqual([
      { field: 'rows.0.salePrice', message: 'BULK-265: Sale price should be 0 to 99' },
    ]);
  });

  it('saves every row in one go, works out discounts and stock status, and audits each variation', async () => {
    const [atta, ghee, salt] = variations;
    const res = await save([
      { id: atta!.id, updatedTimestamp: atta!.updatedTimestamp, unitPrice: 270, salePrice: 243, mrp: 299 },
      { id: ghee!.id, updatedTimestamp: ghee!.updatedTimestamp, stockQuantity: 0 },
      { id: salt!.id, enabled: true },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(2);
    const [a, g] = await stored([atta!.id, ghee!.id]);
    expect(a).toMatchObject({
      unitPrice: 270,
      salePrice: 243,
      mrp: 299,
      discountAmount: 27,
      discountPercentage: 10,
    });
    expect(g).toMatchObject({ stockQuantity: 0, stockStatus: 'Out Of Stock' });
    const [gheeProduct] = await db.select().from(products).where(eq(products.id, ghee!.productId));
    expect(gheeProduct!.stockStatus).toBe('Out Of Stock');

    const adminId = await adminIdOf(database, token);
    const [entry] = await entriesOf(atta!.id);
    expect(entry).toMatchObject({ action: 'update', adminId });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'unitPrice', before: 265, after: 270 },
        { field: 'salePrice', before: 0, after: 243 },
        { field: 'mrp', before: null, after: 299 },
      ]),
    );
    expect(await entriesOf(ghee!.id)).toHaveLength(1);
    // Nothing changed on the salt: no write, no entry.
    expect(await entriesOf(salt!.id)).toEqual([]);
  });

  it('answers 409 for a row changed since it was read, saving none of the others', async () => {
    const [atta, ghee] = variations;
    const [fresh] = await stored([atta!.id]);
    const res = await save([
      { id: atta!.id, updatedTimestamp: fresh!.updatedTimestamp.toISOString(), stockQuantity: 7 },
      { id: ghee!.id, updatedTimestamp: ghee!.updatedTimestamp, stockQuantity: 9 },
    ]);
    expect(res.status).toBe(409);
    expect((res.body as unknown as { errors: unknown[] }).errors).toEqual([
      {
        field: 'rows.1',
        message: 'BULK-650 was changed by someone else since the grid was loaded: reload it',
      },
    ]);
    const [a] = await stored([atta!.id]);
    expect(a!.stockQuantity).toBe(40);
  });

  it('answers 404 for an unknown variation and 400 for one named twice', async () => {
    expect((await save([{ id: 999999, stockQuantity: 1 }])).status).toBe(404);
    const twice = await save([
      { id: variations[2]!.id, stockQuantity: 1 },
      { id: variations[2]!.id, stockQuantity: 2 },
    ]);
    expect(twice.status).toBe(400);
  });

  it('is refused to a role that may only read products', async () => {
    const reader = await tokenFor({ routes: ['product'] });
    const res = await save([{ id: variations[2]!.id, stockQuantity: 1 }], reader);
    expect(res.status).toBe(403);
    expect((await stored([variations[2]!.id]))[0]!.stockQuantity).toBe(40);
  });
});
