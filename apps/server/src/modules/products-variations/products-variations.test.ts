import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { productsVariations } from '../../db/schema';
import {
  type CatalogueRefs,
  createProductVia,
  seedCatalogueRefs,
  sellVariation,
  variationBody,
} from '../products/products.factories';

describe('/api/products-variations', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let refs: CatalogueRefs;

  beforeAll(async () => {
    token = await tokenFor();
    refs = await seedCatalogueRefs(db);
  });

  const manage = (productId: number, productsVariation: unknown[]) =>
    call(token, {
      method: 'POST',
      url: '/api/products-variations/manage',
      payload: { productId, productsVariation },
    });
  const weightPack = (weightValue: number, packValue: number) => [
    { attributeId: refs.weight.id, attributesValueId: weightValue },
    { attributeId: refs.pack.id, attributesValueId: packValue },
  ];
  const variableProduct = () =>
    createProductVia(call, token, {
      productType: 'variable',
      attribute: [{ id: refs.weight.id }, { id: refs.pack.id }],
    });

  it('creates the set, names each variation after its values and computes discount and stock status', async () => {
    const product = await variableProduct();
    const res = await manage(product.id, [
      variationBody({
        unitPrice: 95.24,
        salePrice: 85.71,
        mrp: 100,
        discountAmount: 1,
        discountPercentage: 99,
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.single),
      }),
      variationBody({
        manageStock: true,
        stockQuantity: 0,
        stockStatus: 'In Stock',
        productsVariationsAttribute: weightPack(refs.weight.values.kg5, refs.pack.values.twin),
      }),
    ]);
    expect(res.status).toBe(200);
    const [first, second] = res.body.productsVariation;
    expect(first).toMatchObject({
      name: '1 kg / Single',
      discountAmount: 9.53,
      discountPercentage: 10.01,
      mrp: 100,
    });
    expect(first.productsVariationsAttribute).toEqual(
      weightPack(refs.weight.values.kg1, refs.pack.values.single),
    );
    expect(second).toMatchObject({ name: '5 kg / Twin', stockStatus: 'Out Of Stock', discountAmount: 0 });
  });

  it('updates, creates and deletes in one call', async () => {
    const product = await variableProduct();
    const created = await manage(product.id, [
      variationBody({
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.single),
      }),
      variationBody({
        productsVariationsAttribute: weightPack(refs.weight.values.kg5, refs.pack.values.single),
      }),
    ]);
    const [keep, drop] = created.body.productsVariation;
    const res = await manage(product.id, [
      {
        ...variationBody({ sku: keep.sku, unitPrice: 120 }),
        id: keep.id,
        name: 'One kilo',
        productsVariationsAttribute: keep.productsVariationsAttribute,
      },
      variationBody({
        productsVariationsAttribute: weightPack(refs.weight.values.kg10, refs.pack.values.twin),
      }),
    ]);
    expect(res.status).toBe(200);
    expect(
      res.body.productsVariation.map((v: { id: number; name: string; unitPrice: number }) => [
        v.id === keep.id,
        v.name,
        v.unitPrice,
      ]),
    ).toEqual([
      [true, 'One kilo', 120],
      [false, '10 kg / Twin', 100],
    ]);
    expect((await call(token, { method: 'GET', url: `/api/products-variations/${drop.id}` })).status).toBe(
      404,
    );
  });

  it("needs a value of each of the product's attributes: 'Select attributes'", async () => {
    const product = await variableProduct();
    const missing = await manage(product.id, [
      variationBody({
        productsVariationsAttribute: [
          { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
        ],
      }),
    ]);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'productsVariation.0.productsVariationsAttribute', message: 'Select attributes' },
    ]);
    const wrongValue = await manage(product.id, [
      variationBody({
        productsVariationsAttribute: weightPack(refs.pack.values.twin, refs.pack.values.twin),
      }),
    ]);
    expect(wrongValue.body.message).toBe('Select attributes');
    const twice = await manage(product.id, [
      variationBody({
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.twin),
      }),
      variationBody({
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.twin),
      }),
    ]);
    expect(twice.status).toBe(409);
  });

  it('refuses a sku already used, without case, naming it', async () => {
    const other = await createProductVia(call, token, {
      productsVariation: [variationBody({ sku: 'GHEE-1L' })],
    });
    expect(other.productsVariation[0].sku).toBe('GHEE-1L');
    const product = await variableProduct();
    const res = await manage(product.id, [
      variationBody({
        sku: 'ghee-1l',
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.single),
      }),
    ]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'SKU ghee-1l already exists' });
    expect(res.body.errors).toEqual([
      { field: 'productsVariation.0.sku', message: 'SKU ghee-1l already exists' },
    ]);
    const twice = await manage(product.id, [
      variationBody({
        sku: 'DUP-1',
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.single),
      }),
      variationBody({
        sku: 'dup-1',
        productsVariationsAttribute: weightPack(refs.weight.values.kg5, refs.pack.values.single),
      }),
    ]);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].field).toBe('productsVariation.1.sku');
  });

  it('refuses a sale price above unit price minus 1', async () => {
    const product = await variableProduct();
    const res = await manage(product.id, [
      variationBody({
        unitPrice: 50,
        salePrice: 49.5,
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.single),
      }),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      field: 'productsVariation.0.salePrice',
      message: 'Sale price should be 0 to 49',
    });
  });

  it('rolls the whole set back when one variation fails', async () => {
    const product = await variableProduct();
    const first = await manage(product.id, [
      variationBody({
        sku: 'KEEP-ME',
        productsVariationsAttribute: weightPack(refs.weight.values.kg1, refs.pack.values.single),
      }),
    ]);
    const kept = first.body.productsVariation[0];
    await createProductVia(call, token, { productsVariation: [variationBody({ sku: 'TAKEN-ELSEWHERE' })] });
    const res = await manage(product.id, [
      variationBody({
        sku: 'NEW-ONE',
        productsVariationsAttribute: weightPack(refs.weight.values.kg5, refs.pack.values.single),
      }),
      variationBody({
        sku: 'TAKEN-ELSEWHERE',
        productsVariationsAttribute: weightPack(refs.weight.values.kg10, refs.pack.values.single),
      }),
    ]);
    expect(res.status).toBe(409);
    const rows = await db
      .select()
      .from(productsVariations)
      .where(eq(productsVariations.productId, product.id));
    expect(rows.map((row) => row.sku)).toEqual(['KEEP-ME']);
    expect(rows[0]!.id).toBe(kept.id);
  });

  it('refuses to delete a variation that was sold', async () => {
    const product = await createProductVia(call, token, { productsVariation: [variationBody()] });
    const variation = product.productsVariation[0];
    await sellVariation(db, product.id, variation.id);
    const res = await call(token, { method: 'DELETE', url: `/api/products-variations/${variation.id}` });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Variation ${variation.sku} has orders and cannot be deleted; disable it instead`,
    );
    const viaManage = await manage(product.id, []);
    expect(viaManage.status).toBe(409);
  });

  it('lists, reads and deletes variations', async () => {
    const product = await createProductVia(call, token, {
      productsVariation: [variationBody({ sku: 'LIST-ME', manageStock: true, stockQuantity: 7 })],
    });
    const variation = product.productsVariation[0];
    const list = await call(token, {
      method: 'GET',
      url: '/api/products-variations?filter=sku||$eq||LIST-ME',
    });
    expect(list.body).toMatchObject({
      total: 1,
      data: [{ id: variation.id, stockStatus: 'In Stock', productsVariationsAttribute: [] }],
    });
    const one = await call(token, { method: 'GET', url: `/api/products-variations/${variation.id}` });
    expect(one.body).toMatchObject({
      sku: 'LIST-ME',
      stockQuantity: 7,
      productId: product.id,
      isDefault: true,
    });
    const removed = await call(token, { method: 'DELETE', url: `/api/products-variations/${variation.id}` });
    expect(removed.body).toEqual({ id: variation.id });
    const after = await call(token, { method: 'GET', url: `/api/products/${product.id}` });
    expect(after.body.productsVariation).toEqual([]);
  });

  it('lets only a superadmin manage variations', async () => {
    const product = await createProductVia(call, token, {});
    const editor = await tokenFor({ routes: ['product'] });
    const res = await call(editor, {
      method: 'POST',
      url: '/api/products-variations/manage',
      payload: { productId: product.id, productsVariation: [variationBody()] },
    });
    expect(res.status).toBe(403);
    expect((await call(editor, { method: 'GET', url: '/api/products-variations' })).status).toBe(200);
  });
});
