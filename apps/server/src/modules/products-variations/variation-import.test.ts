import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminIdOf } from '../../../test/who';
import { attributesValues, products, productsVariations } from '../../db/schema';
import {
  type CatalogueRefs,
  createProductVia,
  seedCatalogueRefs,
  variationBody,
} from '../products/products.factories';

describe('POST /api/products-variations/singleImport', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let token: string;
  let refs: CatalogueRefs;

  beforeAll(async () => {
    token = await tokenFor();
    refs = await seedCatalogueRefs(db);
  });

  const importRows = (rows: object[], as: string | null = token) =>
    call(as, { method: 'POST', url: '/api/products-variations/singleImport', payload: rows });
  const variationsOf = (productId: number) =>
    db
      .select()
      .from(productsVariations)
      .where(eq(productsVariations.productId, productId))
      .orderBy(productsVariations.id);
  /** Atta, variable by Weight and Pack, with one variation: 1 kg / Single. */
  const atta = async () => {
    const product = await createProductVia(call, token, {
      name: 'Aashirvaad Atta',
      productType: 'variable',
      attribute: [{ id: refs.weight.id }, { id: refs.pack.id }],
    });
    await call(token, {
      method: 'POST',
      url: '/api/products-variations/manage',
      payload: {
        productId: product.id,
        productsVariation: [
          variationBody({
            sku: `ATTA-1-${product.id}`,
            productsVariationsAttribute: [
              { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
              { attributeId: refs.pack.id, attributesValueId: refs.pack.values.single },
            ],
          }),
        ],
      },
    });
    return product.id as number;
  };

  it('adds variations to a product and changes one, with the import rules for stock and discount', async () => {
    const productId = await atta();
    const [existing] = await variationsOf(productId);
    const res = await importRows([
      {
        row: 2,
        productId,
        sku: 'ATTA-5-TWIN',
        unitPrice: 500,
        salePrice: 450,
        stockQuantity: 12,
        allowBackOrder: 'Y',
        attributes: 'weight~5 KG, Pack~Twin',
      },
      {
        row: 3,
        productId,
        sku: 'ATTA-10',
        unitPrice: 900,
        stockStatus: 'N',
        attributes: 'Weight~10 kg,Pack~Single',
      },
      {
        row: 4,
        productId,
        id: existing!.id,
        sku: 'ATTA-1-SINGLE',
        unitPrice: 120,
        stockStatus: 'Y',
        attributes: 'Weight~1 kg,Pack~Single',
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 3, failed: 0, errors: [] });
    const stored = await variationsOf(productId);
    expect(
      stored.map((v) => [
        v.sku,
        v.name,
        v.unitPrice,
        v.salePrice,
        v.discountAmount,
        v.manageStock,
        v.stockStatus,
      ]),
    ).toEqual([
      ['ATTA-1-SINGLE', '1 kg / Single', 120, 0, 0, false, 'In Stock'],
      ['ATTA-5-TWIN', '5 kg / Twin', 500, 450, 50, true, 'In Stock'],
      ['ATTA-10', '10 kg / Single', 900, 0, 0, false, 'Out Of Stock'],
    ]);
    expect(stored[1]).toMatchObject({ stockQuantity: 12, allowBackOrder: true, discountPercentage: 10 });
    const adminId = await adminIdOf(database, token);
    expect(stored[1]).toMatchObject({ createdBy: adminId, updatedBy: adminId });
    const read = await call(token, { method: 'GET', url: `/api/products-variations/${stored[1]!.id}` });
    expect(read.body.productsVariationsAttribute).toEqual([
      { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg5 },
      { attributeId: refs.pack.id, attributesValueId: refs.pack.values.twin },
    ]);
  });

  it('fails each bad row alone with its reason, writing nothing of it', async () => {
    const productId = await atta();
    const simple = await createProductVia(call, token, {
      productsVariation: [variationBody({ sku: 'SALT-1' })],
    });
    const [other] = await variationsOf(simple.id);
    const res = await importRows([
      { row: 2, productId, sku: 'OK-1', unitPrice: 100, attributes: 'Weight~5 kg,Pack~Single' },
      { row: 3, productId: 999_999, sku: 'NO-PRODUCT', unitPrice: 100 },
      { row: 4, productId, sku: 'ATTA-X', unitPrice: 100, attributes: 'Weight~5 kg,Pack~Single' },
      { row: 5, productId, sku: 'ATTA-Y', unitPrice: 100, attributes: 'Weight~5 kg' },
      { row: 6, productId, sku: 'SALT-1', unitPrice: 100, attributes: 'Weight~10 kg,Pack~Twin' },
      {
        row: 7,
        productId,
        sku: 'ATTA-Z',
        unitPrice: 100,
        salePrice: 100,
        attributes: 'Weight~10 kg,Pack~Twin',
      },
      { row: 8, productId, sku: 'ATTA-Q', unitPrice: 100, attributes: 'Colour~Red,Pack~Twin' },
      {
        row: 9,
        productId,
        id: other!.id,
        sku: 'ATTA-W',
        unitPrice: 100,
        attributes: 'Weight~1 kg,Pack~Twin',
      },
      {
        row: 10,
        productId,
        sku: 'ATTA-V',
        unitPrice: 100,
        stockQuantity: -2,
        attributes: 'Weight~1 kg,Pack~Twin',
      },
      { row: 11, productId: 'atta', sku: 'ATTA-U', unitPrice: 100 },
      {
        row: 12,
        productId,
        sku: 'ATTA-T',
        unitPrice: 100,
        attributes: 'Weight~1 kg,Pack~Family,Pack~Single',
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 1,
      failed: 10,
      errors: [
        { index: 1, row: 3, message: 'No product has the id 999999' },
        { index: 2, row: 4, message: 'Another variation already has these attribute values' },
        { index: 3, row: 5, message: 'Select attributes' },
        { index: 4, row: 6, message: 'SKU SALT-1 already exists' },
        { index: 5, row: 7, message: 'Sale price should be 0 to 99' },
        { index: 6, row: 8, message: 'Attribute Colour does not exist' },
        { index: 7, row: 9, message: `Variation ${other!.id} is not a variation of Aashirvaad Atta` },
        { index: 8, row: 10, message: 'Stock quantity should be a whole number, at least 0' },
        { index: 9, row: 11, message: 'Product Id should be a whole number' },
        { index: 10, row: 12, message: 'Select attributes' },
      ],
    });
    expect((await variationsOf(productId)).map((v) => v.sku)).toEqual([`ATTA-1-${productId}`, 'OK-1']);
    // Row 12 named a value Pack did not have (Family): the row failed, so it was not added either.
    const added = await db
      .select()
      .from(attributesValues)
      .where(and(eq(attributesValues.attributeId, refs.pack.id), eq(attributesValues.name, 'Family')));
    expect(added).toEqual([]);
  });

  it('adds a value an attribute lacks, as the product import does', async () => {
    const productId = await atta();
    const res = await importRows([
      { row: 2, productId, sku: 'ATTA-JUMBO', unitPrice: 2100, attributes: 'Weight~10 kg,Pack~Jumbo' },
    ]);
    expect(res.body).toEqual({ imported: 1, failed: 0, errors: [] });
    const [value] = await db
      .select()
      .from(attributesValues)
      .where(and(eq(attributesValues.attributeId, refs.pack.id), eq(attributesValues.name, 'Jumbo')));
    expect(value).toMatchObject({ name: 'Jumbo', priority: 3 });
    expect((await variationsOf(productId)).at(-1)).toMatchObject({
      sku: 'ATTA-JUMBO',
      name: '10 kg / Jumbo',
    });
    // The system attribute (Weight, the first) takes no new values.
    const fixed = await importRows([
      { row: 3, productId, sku: 'ATTA-2KG', unitPrice: 210, attributes: 'Weight~2 kg,Pack~Single' },
    ]);
    expect(fixed.body.errors).toEqual([
      { index: 0, row: 3, message: 'Weight has no value 2 kg, and the system attribute takes no new values' },
    ]);
  });

  it("changes a simple product's one variation and its stock status", async () => {
    const product = await createProductVia(call, token, {
      name: 'Tata Salt 1 kg',
      productsVariation: [variationBody({ sku: 'TATA-SALT', unitPrice: 28 })],
    });
    const res = await importRows([
      { row: 2, productId: product.id, sku: 'TATA-SALT-1KG', unitPrice: 30, salePrice: 27, stockStatus: 'N' },
    ]);
    expect(res.body).toEqual({ imported: 1, failed: 0, errors: [] });
    const stored = await variationsOf(product.id);
    expect(stored.map((v) => [v.sku, v.unitPrice, v.salePrice, v.isDefault, v.stockStatus])).toEqual([
      ['TATA-SALT-1KG', 30, 27, true, 'Out Of Stock'],
    ]);
    const [own] = await db.select().from(products).where(eq(products.id, product.id));
    expect(own!.stockStatus).toBe('Out Of Stock');
  });

  it('takes 1 to 100 rows a call, documents them, and is for a superadmin only', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ productId: 1, sku: `MANY-${i}`, unitPrice: 10 }));
    expect((await importRows(many)).body.message).toBe('Send at most 100 rows per call');
    expect((await importRows([])).status).toBe(400);
    const editor = await tokenFor({ routes: ['product'] });
    expect((await importRows([{ productId: 1, sku: 'NOPE-1', unitPrice: 10 }], editor)).status).toBe(403);
    expect((await importRows([{ productId: 1, sku: 'NOPE-1', unitPrice: 10 }], null)).status).toBe(401);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body =
      doc.paths['/api/products-variations/singleImport'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.items.properties)).toEqual(
      expect.arrayContaining([
        'productId',
        'id',
        'sku',
        'unitPrice',
        'salePrice',
        'stockQuantity',
        'attributes',
      ]),
    );
  });
});
