import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminIdOf, stampsOf } from '../../../test/who';
import { products, productsVariations } from '../../db/schema';
import {
  type CatalogueRefs,
  createProductVia,
  seedCatalogueRefs,
  sellVariation,
  variationBody,
} from './products.factories';

describe('/api/products: create, read, update, delete', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let refs: CatalogueRefs;

  beforeAll(async () => {
    token = await tokenFor();
    refs = await seedCatalogueRefs(db);
  });

  const post = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/products', payload });
  const patch = (id: number, payload: Record<string, unknown>) =>
    call(token, { method: 'PATCH', url: `/api/products/${id}`, payload });

  it('creates with every field of the spec, its defaults, a generated slug and the links', async () => {
    const res = await post({
      name: 'Aashirvaad Whole Wheat Atta',
      tags: 'atta, wheat ,flour',
      hsnCode: '1101',
      taxId: refs.taxId,
      isTaxable: true,
      measurementUnitId: refs.unitId,
      brandId: refs.brandId,
      priority: 55.25,
      featured: true,
      shortDescription: 'Chakki fresh atta',
      metaTitle: 'Buy atta',
      metaDescription: 'Atta online',
      metaKeywords: 'atta',
      youtubeLink: 'https://www.youtube.com/watch?v=abc123',
      category: [{ id: refs.categories.staples }, { id: refs.categories.flours }],
      productsVariation: [
        variationBody({ sku: 'AASH-ATTA-5KG', mrp: 262.5, unitPrice: 250, salePrice: 225 }),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Aashirvaad Whole Wheat Atta',
      slug: 'aashirvaad-whole-wheat-atta',
      productType: 'simple',
      multiplier: 1,
      priority: 55.25,
      enabled: true,
      stockStatus: 'In Stock',
      tags: 'atta,wheat,flour',
      hsnCode: '1101',
      youtubeLink: 'https://www.youtube.com/watch?v=abc123',
      relatedProduct: [],
      productsImage: [],
    });
    expect(res.body.category.map((c: { id: number }) => c.id)).toEqual([
      refs.categories.staples,
      refs.categories.flours,
    ]);
    expect(res.body.productsVariation).toHaveLength(1);
    expect(res.body.productsVariation[0]).toMatchObject({
      sku: 'AASH-ATTA-5KG',
      name: 'Aashirvaad Whole Wheat Atta',
      isDefault: true,
      discountAmount: 25,
      discountPercentage: 10,
    });
    const adminId = await adminIdOf(database, token);
    expect(res.body.createdBy).toBe(adminId);
    expect((await stampsOf(database, products, res.body.id)).createdBy).toBe(adminId);
  });

  it('keeps slugs unique: -2, -3, ... and refuses a typed slug already taken', async () => {
    const first = await createProductVia(call, token, { name: 'Amul Butter' });
    const second = await createProductVia(call, token, { name: 'Amul Butter' });
    const third = await createProductVia(call, token, { name: 'Amul  Butter!' });
    expect([first.slug, second.slug, third.slug]).toEqual(['amul-butter', 'amul-butter-2', 'amul-butter-3']);
    const taken = await post({ name: 'Amul Butter 500 g', slug: 'amul-butter' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toEqual({
      field: 'slug',
      message: 'A product with this slug already exists',
    });
  });

  it("validates with the spec's messages", async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ field: 'name', message: 'Please enter name' });
    const short = await post({ name: 'At' });
    expect(short.body.errors).toContainEqual({ field: 'name', message: 'Minimum length should be 3' });
    const long = await post({ name: 'x'.repeat(251) });
    expect(long.body.errors).toContainEqual({ field: 'name', message: 'Maximum length should be 250' });
    const sku = await post({ name: 'Sugar', sku: 'AB' });
    expect(sku.body.errors).toContainEqual({ field: 'sku', message: 'Length should be 3 to 30' });
    const priority = await post({ name: 'Sugar', priority: 100.5 });
    expect(priority.body.errors).toContainEqual({
      field: 'priority',
      message: 'Priority should be 0 to 100',
    });
    const decimals = await post({ name: 'Sugar', priority: 10.125 });
    expect(decimals.body.errors).toContainEqual({
      field: 'priority',
      message: 'Priority can have at most 2 decimals',
    });
    const tags = await post({ name: 'Sugar', tags: 'sweet,Sugar,sweet' });
    expect(tags.body.errors).toContainEqual({ field: 'tags', message: 'sweet already exist!' });
    const youtube = await post({ name: 'Sugar', youtubeLink: 'https://example.com/v' });
    expect(youtube.body.errors).toContainEqual({
      field: 'youtubeLink',
      message: 'Please enter a valid YouTube link',
    });
  });

  it('refuses variation prices outside the rules', async () => {
    const sale = await post({
      name: 'Toor Dal',
      productsVariation: [variationBody({ unitPrice: 100, salePrice: 99.5 })],
    });
    expect(sale.status).toBe(400);
    expect(sale.body.errors).toContainEqual({
      field: 'productsVariation.0.salePrice',
      message: 'Sale price should be 0 to 99',
    });
    const unit = await post({ name: 'Toor Dal', productsVariation: [variationBody({ unitPrice: 0.5 })] });
    expect(unit.body.errors).toContainEqual({
      field: 'productsVariation.0.unitPrice',
      message: 'Unit price should be at least 1',
    });
    const stock = await post({
      name: 'Toor Dal',
      productsVariation: [variationBody({ stockQuantity: 1.5 })],
    });
    expect(stock.body.errors[0].field).toBe('productsVariation.0.stockQuantity');
  });

  it('refuses links to rows that do not exist, naming the field', async () => {
    const res = await post({
      name: 'Ghee',
      brandId: 999999,
      category: [{ id: refs.categories.dairy }, { id: 999998 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'brandId', message: 'Please choose an existing brand' },
      { field: 'category.1', message: 'Please choose an existing category' },
    ]);
  });

  it('writes nothing when a variation fails: product and variations are one transaction', async () => {
    await createProductVia(call, token, {
      name: 'Sona Masoori Rice',
      productsVariation: [variationBody({ sku: 'RICE-SONA-5' })],
    });
    const before = await db.select().from(products);
    const res = await post({
      name: 'Basmati Rice',
      productType: 'variable',
      attribute: [{ id: refs.weight.id }],
      productsVariation: [
        variationBody({
          sku: 'BASMATI-1',
          productsVariationsAttribute: [
            { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
          ],
        }),
        variationBody({
          sku: 'rice-sona-5',
          productsVariationsAttribute: [
            { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg5 },
          ],
        }),
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('SKU rice-sona-5 already exists');
    expect(await db.select().from(products)).toHaveLength(before.length);
    expect(
      await db.select().from(productsVariations).where(eq(productsVariations.sku, 'BASMATI-1')),
    ).toHaveLength(0);
  });

  it('reads one product with its links, 404 for an unknown one', async () => {
    const created = await createProductVia(call, token, { name: 'Mustard Oil', relatedProduct: [] });
    const related = await createProductVia(call, token, {
      name: 'Sunflower Oil',
      relatedProduct: [created.id],
    });
    const res = await call(token, { method: 'GET', url: `/api/products/${related.id}` });
    expect(res.status).toBe(200);
    expect(res.body.relatedProduct).toEqual([created.id]);
    expect((await call(token, { method: 'GET', url: '/api/products/999999' })).status).toBe(404);
  });

  it('updates only the fields sent, keeps the slug, and refuses relating a product to itself', async () => {
    const created = await createProductVia(call, token, {
      name: 'Tata Salt',
      featured: true,
      hsnCode: '2501',
    });
    const res = await patch(created.id, { name: 'Tata Salt Lite', priority: 12 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Tata Salt Lite',
      slug: 'tata-salt',
      featured: true,
      hsnCode: '2501',
      priority: 12,
    });
    const self = await patch(created.id, { relatedProduct: [created.id] });
    expect(self.status).toBe(400);
    expect(self.body.errors[0]).toEqual({
      field: 'relatedProduct',
      message: 'A product cannot be related to itself',
    });
  });

  it('toggles enabled and answers only the new value', async () => {
    const created = await createProductVia(call, token, { name: 'Maggi Noodles' });
    const res = await patch(created.id, { enabled: false });
    expect(res.body).toEqual({ id: created.id, enabled: false });
  });

  it('deletes a product with its variations, but not one that was sold', async () => {
    const unsold = await createProductVia(call, token, {
      name: 'Parle-G',
      productsVariation: [variationBody()],
    });
    const res = await call(token, { method: 'DELETE', url: `/api/products/${unsold.id}` });
    expect(res.body).toEqual({ id: unsold.id });
    expect(
      await db.select().from(productsVariations).where(eq(productsVariations.productId, unsold.id)),
    ).toHaveLength(0);

    const sold = await createProductVia(call, token, {
      name: 'Bourbon',
      productsVariation: [variationBody()],
    });
    await sellVariation(db, sold.id, sold.productsVariation[0].id);
    const refused = await call(token, { method: 'DELETE', url: `/api/products/${sold.id}` });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This product has orders and cannot be deleted; disable it instead');
    expect(
      await db
        .select()
        .from(products)
        .where(and(eq(products.id, sold.id))),
    ).toHaveLength(1);
  });

  it('lets the product and order screens read, and only a superadmin write', async () => {
    const created = await createProductVia(call, token, { name: 'Good Day Biscuits' });
    const productScreen = await tokenFor({ routes: ['product'] });
    const orderScreen = await tokenFor({ routes: ['order'] });
    const taxScreen = await tokenFor({ routes: ['tax'] });
    expect((await call(productScreen, { method: 'GET', url: `/api/products/${created.id}` })).status).toBe(
      200,
    );
    expect((await call(orderScreen, { method: 'GET', url: '/api/products' })).status).toBe(200);
    expect((await call(taxScreen, { method: 'GET', url: '/api/products' })).status).toBe(403);
    const writes = [
      { method: 'POST', url: '/api/products', payload: { name: 'Hide and Seek' } },
      { method: 'PATCH', url: `/api/products/${created.id}`, payload: { enabled: false } },
      { method: 'PATCH', url: `/api/products/categories/${created.id}`, payload: [] },
      { method: 'DELETE', url: `/api/products/${created.id}` },
      { method: 'GET', url: '/api/products/export' },
    ] as const;
    for (const request of writes) {
      const res = await call(productScreen, request);
      expect(res.status, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await call(token, { method: 'GET', url: `/api/products/${created.id}` })).body.enabled).toBe(
      true,
    );
  });
});
