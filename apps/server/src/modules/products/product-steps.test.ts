import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { type CatalogueRefs, createProductVia, seedCatalogueRefs, variationBody } from './products.factories';

describe('the product wizard steps', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  let refs: CatalogueRefs;

  beforeAll(async () => {
    token = await tokenFor();
    refs = await seedCatalogueRefs(database.db);
  });

  const patch = (path: string, payload: unknown) =>
    call(token, { method: 'PATCH', url: `/api/products/${path}`, payload: payload as object });
  const get = async (id: number) => (await call(token, { method: 'GET', url: `/api/products/${id}` })).body;

  it('Category step: replaces the categories, as a bare list or under `category`', async () => {
    const product = await createProductVia(call, token, { category: [{ id: refs.categories.dairy }] });
    const bare = await patch(`categories/${product.id}`, [
      { id: refs.categories.staples },
      { id: refs.categories.flours },
    ]);
    expect(bare.status).toBe(200);
    expect(bare.body.category.map((c: { name: string }) => c.name)).toEqual(['Staples', 'Atta & Flours']);
    const wrapped = await patch(`categories/${product.id}`, { category: [{ id: refs.categories.dairy }] });
    expect(wrapped.body.category.map((c: { id: number }) => c.id)).toEqual([refs.categories.dairy]);
    const unknown = await patch(`categories/${product.id}`, [{ id: 999999 }]);
    expect(unknown.status).toBe(400);
    expect((await patch('categories/999999', [])).status).toBe(404);
  });

  it('Attributes step: a dropped attribute leaves the variations that named it', async () => {
    const product = await createProductVia(call, token, {
      productType: 'variable',
      attribute: [{ id: refs.weight.id }, { id: refs.pack.id }],
      productsVariation: [
        variationBody({
          productsVariationsAttribute: [
            { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
            { attributeId: refs.pack.id, attributesValueId: refs.pack.values.twin },
          ],
        }),
      ],
    });
    const res = await patch(`attributes/${product.id}`, { attribute: [{ id: refs.weight.id }] });
    expect(res.status).toBe(200);
    expect(res.body.attribute).toEqual([{ id: refs.weight.id, name: 'Weight' }]);
    expect(res.body.productsVariation[0].productsVariationsAttribute).toEqual([
      { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
    ]);
  });

  it("Inventory step: creates a simple product's default variation, then sets its stock", async () => {
    const product = await createProductVia(call, token, { manageStock: true });
    const noPrice = await patch(`inventories/${product.id}`, { stockQuantity: 5 });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.errors).toEqual([
      { field: 'sku', message: 'Please enter sku' },
      { field: 'unitPrice', message: 'Unit price should be at least 1' },
    ]);
    const created = await patch(`inventories/${product.id}`, {
      sku: 'SALT-1KG',
      unitPrice: 28,
      manageStock: true,
      stockQuantity: 12,
    });
    expect(created.status).toBe(200);
    expect(created.body.productsVariation).toMatchObject([
      { sku: 'SALT-1KG', unitPrice: 28, stockQuantity: 12, stockStatus: 'In Stock', isDefault: true },
    ]);
    const empty = await patch(`inventories/${product.id}`, { stockQuantity: 0 });
    expect(empty.body.productsVariation[0]).toMatchObject({ sku: 'SALT-1KG', stockStatus: 'Out Of Stock' });
    expect(empty.body).toMatchObject({ stockStatus: 'Out Of Stock', manageStock: true });
    const unmanaged = await patch(`inventories/${product.id}`, {
      manageStock: false,
      stockStatus: 'In Stock',
    });
    expect(unmanaged.body).toMatchObject({ stockStatus: 'In Stock', manageStock: false });
  });

  it('Inventory step: checks the sale price against the unit price it keeps, and refuses a variable product', async () => {
    const product = await createProductVia(call, token, {
      productsVariation: [variationBody({ unitPrice: 40 })],
    });
    const sale = await patch(`inventories/${product.id}`, { salePrice: 39.5 });
    expect(sale.status).toBe(400);
    expect(sale.body.errors).toEqual([{ field: 'salePrice', message: 'Sale price should be 0 to 39' }]);
    const variable = await createProductVia(call, token, { productType: 'variable' });
    const refused = await patch(`inventories/${variable.id}`, { stockQuantity: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Stock of a variable product is set on each variation');
  });

  it('switching to simple keeps one default variation; switching back restores the others', async () => {
    const weight = (valueId: number) => [{ attributeId: refs.weight.id, attributesValueId: valueId }];
    const product = await createProductVia(call, token, {
      productType: 'variable',
      attribute: [{ id: refs.weight.id }],
      productsVariation: [
        variationBody({ sku: 'SWITCH-1', productsVariationsAttribute: weight(refs.weight.values.kg1) }),
        variationBody({ sku: 'SWITCH-5', productsVariationsAttribute: weight(refs.weight.values.kg5) }),
        variationBody({ sku: 'SWITCH-10', productsVariationsAttribute: weight(refs.weight.values.kg10) }),
      ],
    });
    const skus = (body: { productsVariation: { sku: string }[] }) => body.productsVariation.map((v) => v.sku);

    const simple = await call(token, {
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: { productType: 'simple' },
    });
    expect(skus(simple.body)).toEqual(['SWITCH-1']);
    expect(simple.body.productsVariation[0].isDefault).toBe(true);
    const stock = await patch(`inventories/${product.id}`, { manageStock: true, stockQuantity: 4 });
    expect(stock.body.productsVariation[0]).toMatchObject({ sku: 'SWITCH-1', stockQuantity: 4 });

    const variable = await call(token, {
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: { productType: 'variable' },
    });
    expect(skus(variable.body)).toEqual(['SWITCH-1', 'SWITCH-5', 'SWITCH-10']);
    expect(skus(await get(product.id))).toEqual(['SWITCH-1', 'SWITCH-5', 'SWITCH-10']);
    const aside = await call(token, {
      method: 'GET',
      url: '/api/products-variations?filter=sku||$startsL||switch-',
    });
    expect(aside.body.total).toBe(3);
  });

  it('a product born simple keeps its default as its first variable variation, and sells it again when simple', async () => {
    const product = await createProductVia(call, token, {
      productsVariation: [variationBody({ sku: 'BORN-SIMPLE' })],
    });
    await call(token, {
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: { productType: 'variable', attribute: [{ id: refs.weight.id }] },
    });
    const added = await call(token, {
      method: 'POST',
      url: '/api/products-variations/manage',
      payload: {
        productId: product.id,
        productsVariation: [
          {
            ...(await get(product.id)).productsVariation[0],
            productsVariationsAttribute: [
              { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
            ],
          },
          variationBody({
            sku: 'BORN-5KG',
            productsVariationsAttribute: [
              { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg5 },
            ],
          }),
        ],
      },
    });
    expect(added.status).toBe(200);
    const simple = await call(token, {
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: { productType: 'simple' },
    });
    expect(simple.body.productsVariation.map((v: { sku: string }) => v.sku)).toEqual(['BORN-SIMPLE']);
  });
});
