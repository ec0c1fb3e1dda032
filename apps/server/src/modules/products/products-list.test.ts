import { placeholderStats, productCountEndpoint } from '@mandi/domain';
import { RequestQueryBuilder } from '@nestjsx/crud-request';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellsByHeader, RUPEE_FORMAT } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { productsImages, productsSearch } from '../../db/schema';
import { type CatalogueRefs, createProductVia, seedCatalogueRefs, variationBody } from './products.factories';

describe('GET /api/products: the product list', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  let token: string;
  let refs: CatalogueRefs;
  const ids = { atta: 0, besan: 0, paneer: 0, hidden: 0 };

  beforeAll(async () => {
    token = await tokenFor();
    refs = await seedCatalogueRefs(database.db);
    const weight = (valueId: number) => [{ attributeId: refs.weight.id, attributesValueId: valueId }];
    const atta = await createProductVia(call, token, {
      name: 'Aashirvaad Atta',
      productType: 'variable',
      attribute: [{ id: refs.weight.id }],
      category: [{ id: refs.categories.flours }],
      productsVariation: [
        variationBody({
          sku: 'ATTA-1KG',
          unitPrice: 60,
          salePrice: 55,
          productsVariationsAttribute: weight(refs.weight.values.kg1),
        }),
        variationBody({
          sku: 'ATTA-5KG',
          unitPrice: 250,
          manageStock: true,
          stockQuantity: 0,
          productsVariationsAttribute: weight(refs.weight.values.kg5),
        }),
      ],
    });
    ids.atta = atta.id;
    ids.besan = (
      await createProductVia(call, token, {
        name: 'Rajdhani Besan',
        category: [{ id: refs.categories.flours }],
        productsVariation: [variationBody({ sku: 'BESAN-500' })],
      })
    ).id;
    ids.paneer = (
      await createProductVia(call, token, {
        name: 'Amul Paneer',
        category: [{ id: refs.categories.dairy }],
        productsVariation: [variationBody({ sku: 'PANEER-200' })],
      })
    ).id;
    ids.hidden = (await createProductVia(call, token, { name: 'Old Atta Pack', enabled: false })).id;
    await database.db.insert(productsImages).values([
      { productId: ids.atta, image: '/uploads/a/atta-2.jpg', priority: 2 },
      { productId: ids.atta, image: '/uploads/a/atta-1.jpg', priority: 1, isCover: true },
    ]);
  });

  const list = async (query: string) => {
    const res = await call(token, { method: 'GET', url: `/api/products?${query}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name);

  it('filters by name (contains, any case) with the default enabled filter of the web', async () => {
    const body = await list('filter=name||$contL||ATTA&filter=enabled||$eq||true');
    expect(names(body)).toEqual(['Aashirvaad Atta']);
    expect(body).toMatchObject({ count: 1, total: 1, page: 1, pageCount: 1 });
  });

  it('filters by category name and by variation sku', async () => {
    expect(names(await list('filter=category.name||$contL||flour'))).toEqual([
      'Aashirvaad Atta',
      'Rajdhani Besan',
    ]);
    expect(names(await list('filter=productsVariation.sku||$eqL||atta-5kg'))).toEqual(['Aashirvaad Atta']);
  });

  it('sorts and pages on the server', async () => {
    const query = RequestQueryBuilder.create()
      .sortBy({ field: 'name', order: 'DESC' })
      .setLimit(2)
      .setPage(2)
      .query();
    const body = await list(query);
    expect(names(body)).toEqual(['Amul Paneer', 'Aashirvaad Atta']);
    expect(body).toMatchObject({ total: 4, page: 2, pageCount: 2 });
  });

  it('answers the variants and the cover image through join', async () => {
    const body = await list(
      `filter=id||$eq||${ids.atta}&join=productsVariation||sku,unitPrice,salePrice,stockStatus,stockQuantity&join=coverImage`,
    );
    const [row] = body.data;
    expect(row.productsVariation).toEqual([
      {
        id: expect.any(Number),
        sku: 'ATTA-1KG',
        unitPrice: 60,
        salePrice: 55,
        stockStatus: 'In Stock',
        stockQuantity: 0,
      },
      {
        id: expect.any(Number),
        sku: 'ATTA-5KG',
        unitPrice: 250,
        salePrice: 0,
        stockStatus: 'Out Of Stock',
        stockQuantity: 0,
      },
    ]);
    expect(row.coverImage).toMatchObject({ image: '/uploads/a/atta-1.jpg', isCover: true });
  });

  it('serves clicks, impressions and CTR as placeholders, the same on every load; sales and orders from orders', async () => {
    const first = await list(`filter=id||$eq||${ids.besan}`);
    expect(first.data[0]).toMatchObject({ sales: 0, orders: 0 });
    const again = await list(`filter=id||$eq||${ids.besan}`);
    expect(first.data[0].placeholderStats).toEqual(placeholderStats(ids.besan));
    expect(first.data[0].placeholderStats.isPlaceholder).toBe(true);
    expect(again.data[0].placeholderStats).toEqual(first.data[0].placeholderStats);
  });

  it('leaves variations set aside by a switch to simple out of the variants and the sku filter', async () => {
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/products/${ids.atta}`,
      payload: { productType: 'simple' },
    });
    expect(res.status).toBe(200);
    const body = await list(`filter=id||$eq||${ids.atta}&join=productsVariation||sku`);
    expect(body.data[0].productsVariation.map((v: { sku: string }) => v.sku)).toEqual(['ATTA-1KG']);
    expect(names(await list('filter=productsVariation.sku||$eq||ATTA-5KG'))).toEqual([]);
    await call(token, {
      method: 'PATCH',
      url: `/api/products/${ids.atta}`,
      payload: { productType: 'variable' },
    });
    expect(names(await list('filter=productsVariation.sku||$eq||ATTA-5KG'))).toEqual(['Aashirvaad Atta']);
  });

  it('counts with the same filters', async () => {
    const res = await typedEndpoint(call, token, productCountEndpoint, {
      query: { filter: 'enabled||$eq||true' },
    });
    expect(res.body).toEqual({ count: 3 });
  });

  it('counts name and enabled filters on the search copy, which follows renames, toggles and deletes', async () => {
    const count = async (query: string) =>
      (await call(token, { method: 'GET', url: `/api/products/count?${query}` })).body.count as number;
    const product = await createProductVia(call, token, { name: 'Zebra Ghee' });
    expect(await count('filter=name||$contL||zebra&filter=enabled||$eq||true')).toBe(1);
    await call(token, { method: 'PATCH', url: `/api/products/${product.id}`, payload: { name: 'Yak Ghee' } });
    expect(await count('filter=name||$contL||zebra')).toBe(0);
    expect((await list('filter=name||$contL||yak')).total).toBe(1);
    await call(token, { method: 'PATCH', url: `/api/products/${product.id}`, payload: { enabled: false } });
    expect(await count('filter=name||$contL||yak&filter=enabled||$eq||true')).toBe(0);
    expect(await count('filter=name||$contL||yak&or=category.name||$eq||Frozen')).toBe(1);
    await call(token, { method: 'DELETE', url: `/api/products/${product.id}` });
    const left = await database.db
      .select()
      .from(productsSearch)
      .where(eq(productsSearch.productId, product.id));
    expect(left).toEqual([]);
  });

  it('answers 400 for a field the list does not declare', async () => {
    const res = await call(token, { method: 'GET', url: '/api/products?filter=price||$gt||1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/price/);
  });

  async function sheetOf(url: string, who = token) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  }

  /** A sheet row's cells by their column's header (an empty cell is undefined). */
  function rowByHeader(sheet: ExcelJS.Worksheet, row: number): Record<string, unknown> {
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const cells = (sheet.getRow(row).values as unknown[]).slice(1);
    return Object.fromEntries(headers.map((header, i) => [header, cells[i]]));
  }

  it('exports the products matching the list filters as xlsx', async () => {
    const sheet = await sheetOf('/api/products/export?filter=category.name||$contL||flour&sort=name,ASC');
    expect(sheet.getRow(1).getCell(2).value).toBe('Product Name');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('Aashirvaad Atta');
    expect(sheet.getRow(3).getCell(2).value).toBe('Rajdhani Besan');

    // Every column carries the product's own value (the export reads only these columns).
    const [product] = (
      await call(token, { method: 'GET', url: '/api/products?filter=name||$eq||Aashirvaad Atta' })
    ).body.data;
    const byHeader = rowByHeader(sheet, 2);
    expect(Object.keys(byHeader)).toHaveLength(13);
    expect(byHeader).toMatchObject({
      'Product Id': product.id,
      'Product Name': product.name,
      'Product Type': product.productType,
      SKU: product.sku ?? undefined,
      Slug: product.slug,
      Featured: product.featured,
      Priority: product.priority,
      'Stock Status': product.stockStatus,
      'HSN Code': product.hsnCode ?? undefined,
      Tags: product.tags ?? undefined,
      'Short Description': product.shortDescription ?? undefined,
      Enabled: product.enabled,
    });
    expect(byHeader.Created).toBeInstanceOf(Date);
    expect(cellsByHeader(sheet, 2).Created!.numFmt).toBe('dd mmm yyyy hh:mm');
  });

  it('exports live variations with their product name, filtered through the product', async () => {
    const sheet = await sheetOf(
      '/api/products-variations/export?filter=product.name||$contL||atta&sort=sku,ASC',
    );
    expect(sheet.getRow(1).values).toContain('Product Name');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('Aashirvaad Atta');
    expect(sheet.getRow(2).getCell(5).value).toBe('ATTA-1KG');
    expect(sheet.getRow(3).getCell(5).value).toBe('ATTA-5KG');

    // Every column carries the variation's own value (the export reads only these columns).
    const [variation] = (
      await call(token, { method: 'GET', url: '/api/products-variations?filter=sku||$eq||ATTA-1KG' })
    ).body.data;
    const byHeader = rowByHeader(sheet, 2);
    const orEmpty = (value: unknown) => value ?? undefined;
    expect(byHeader).toEqual({
      'Product Id': variation.productId,
      'Product Name': 'Aashirvaad Atta',
      'Variation Id': variation.id,
      'Variation Name': orEmpty(variation.name),
      SKU: 'ATTA-1KG',
      MRP: orEmpty(variation.mrp),
      'Regular Price': orEmpty(variation.unitPrice),
      'Sale Price': orEmpty(variation.salePrice),
      'Discount (%)': orEmpty(variation.discountPercentage),
      'Stock Status': orEmpty(variation.stockStatus),
      'Stock Quantity': orEmpty(variation.stockQuantity),
      'Manage Stock': orEmpty(variation.manageStock),
      'Allow backorders': orEmpty(variation.allowBackOrder),
      Enabled: variation.enabled,
    });
    // Prices read as rupees (the declaration's money fields), the stock as a plain number.
    const cells = cellsByHeader(sheet, 2);
    for (const header of ['Regular Price', 'Sale Price']) {
      expect(cells[header]!.numFmt, header).toBe(RUPEE_FORMAT);
    }
    expect(typeof cells['Regular Price']!.value).toBe('number');
    expect(cells['Stock Quantity']!.numFmt).toBeUndefined();
  });

  it('keeps exports to a superadmin', async () => {
    const reader = await tokenFor({ routes: ['product'] });
    expect((await call(reader, { method: 'GET', url: '/api/products' })).status).toBe(200);
    expect((await call(reader, { method: 'GET', url: '/api/products/export' })).status).toBe(403);
    expect((await call(reader, { method: 'GET', url: '/api/products-variations/export' })).status).toBe(403);
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    for (const path of [
      '/api/products',
      '/api/products/{id}',
      '/api/products/count',
      '/api/products/categories/{id}',
      '/api/products/inventories/{id}',
      '/api/products-variations/manage',
      '/api/products-images',
      '/api/products-images/{id}',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(
      paths['/api/products'].post.requestBody.content['application/json'].schema.properties.name,
    ).toBeDefined();
  });
});
