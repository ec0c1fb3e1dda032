import { categoryAdminTreeEndpoint } from '@mandi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { adminIdOf, stampsOf } from '../../../test/who';
import { categories } from '../../db/schema';
import { createProduct, GIF, multipartFile, PNG } from './catalogue.factories';

describe('/api/categories', async () => {
  const testApp = await createTestApp();
  const { call, tokenFor, database } = testApp;
  let token: string;
  const ids: Record<string, number> = {};

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/categories', payload });
  const patch = (id: number, payload: Record<string, unknown>) =>
    call(token, { method: 'PATCH', url: `/api/categories/${id}`, payload });
  const list = (query: string) => call(token, { method: 'GET', url: `/api/categories?${query}` });

  beforeAll(async () => {
    token = await tokenFor();
    // Staples > Rice > Basmati Rice; Staples > Dals & Pulses; Dairy & Bakery; Seasonal (disabled) > Mangoes.
    for (const [name, parent, extra] of [
      ['Staples', null, { priority: 2, featured: true }],
      ['Rice', 'Staples', { priority: 2 }],
      ['Dals & Pulses', 'Staples', { priority: 1 }],
      ['Basmati Rice', 'Rice', {}],
      ['Dairy & Bakery', null, { priority: 1 }],
      ['Seasonal', null, { priority: 3, enabled: false }],
      ['Mangoes', 'Seasonal', {}],
    ] as const) {
      const res = await create({ name, parentId: parent ? ids[parent] : null, ...extra });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
  });

  it('creates with the defaults, a slug from the name and the admin who did it', async () => {
    const res = await call(token, { method: 'GET', url: `/api/categories/${ids['Dals & Pulses']}` });
    expect(res.body).toMatchObject({
      name: 'Dals & Pulses',
      slug: 'dals-pulses',
      parentId: ids.Staples,
      enabled: true,
      featured: false,
      displayInFooter: false,
      priority: 1,
      icon: null,
    });
    expect(typeof res.body.createdTimestamp).toBe('string');
    expect((await stampsOf(database, categories, ids['Dals & Pulses']!)).createdBy).toBe(
      await adminIdOf(database, token),
    );
  });

  it('keeps slugs unique and refuses a typed slug that is taken', async () => {
    const again = await create({ name: 'Rice ', parentId: ids['Dairy & Bakery'] });
    expect(again.status).toBe(201);
    expect(again.body.slug).toBe('rice-2');
    const taken = await create({ name: 'Chawal', slug: 'Rice' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([
      { field: 'slug', message: 'A category with this slug already exists' },
    ]);
    await call(token, { method: 'DELETE', url: `/api/categories/${again.body.id}` });
  });

  it('keeps the slug when the name changes, and makes a new one when it is cleared', async () => {
    const renamed = await patch(ids['Basmati Rice']!, { name: 'Basmati' });
    expect(renamed.body).toMatchObject({ name: 'Basmati', slug: 'basmati-rice' });
    const cleared = await patch(ids['Basmati Rice']!, { slug: '' });
    expect(cleared.body.slug).toBe('basmati');
    await patch(ids['Basmati Rice']!, { name: 'Basmati Rice', slug: 'basmati-rice' });
  });

  it('validates with the spec messages', async () => {
    const short = await create({ name: 'Ra' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'name', message: 'Length should be 3 to 150' }]);
    const missing = await create({});
    expect(missing.body.errors).toContainEqual({ field: 'name', message: 'Please enter name' });
    const priority = await create({ name: 'Millets', priority: -1 });
    expect(priority.body.errors).toContainEqual({
      field: 'priority',
      message: 'Priority should be a whole number, at least 0',
    });
    const icon = await create({ name: 'Millets', icon: '/uploads/x/millets.gif' });
    expect(icon.body.errors).toContainEqual({ field: 'icon', message: 'file type not permitted!' });
  });

  it('lists the top level with $isnull and a parent’s children with $eq', async () => {
    const top = await list('filter=parentId||$isnull&sort=priority,ASC');
    expect(top.body.data.map((row: { name: string }) => row.name)).toEqual([
      'Dairy & Bakery',
      'Staples',
      'Seasonal',
    ]);
    const children = await list(`filter=parentId||$eq||${ids.Staples}&sort=priority,ASC`);
    expect(children.body.data.map((row: { name: string }) => row.name)).toEqual(['Dals & Pulses', 'Rice']);
    expect(children.body.total).toBe(2);
  });

  it('reads the parent with join and filters by its name', async () => {
    const res = await list('filter=parent.name||$eq||Rice&join=parent||name');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ name: 'Basmati Rice', parent: { id: ids.Rice, name: 'Rice' } });
  });

  it('answers the store tree without disabled categories, and the admin tree with them', async () => {
    const store = await call(token, { method: 'GET', url: '/api/categories/list/tree' });
    expect(store.status).toBe(200);
    expect(store.body.map((node: { name: string }) => node.name)).toEqual(['Dairy & Bakery', 'Staples']);
    const staples = store.body[1];
    expect(staples.children.map((node: { name: string }) => node.name)).toEqual(['Dals & Pulses', 'Rice']);
    expect(staples.children[1].children[0]).toMatchObject({
      name: 'Basmati Rice',
      slug: 'basmati-rice',
      children: [],
    });

    const admin = await typedEndpoint(call, token, categoryAdminTreeEndpoint, {});
    expect(admin.body.map((node) => node.name)).toEqual(['Dairy & Bakery', 'Staples', 'Seasonal']);
    expect(admin.body[2]).toMatchObject({ enabled: false, children: [{ name: 'Mangoes' }] });
    // The admin's tree names and places categories; the store's carries the tile pictures too.
    expect(admin.body[0]).not.toHaveProperty('banner');
    expect(store.body[0]).toHaveProperty('banner');
  });

  it('refuses to make a category its own ancestor', async () => {
    const underItself = await patch(ids.Staples!, { parentId: ids.Staples });
    expect(underItself.status).toBe(409);
    const underGrandchild = await patch(ids.Staples!, { parentId: ids['Basmati Rice'] });
    expect(underGrandchild.status).toBe(409);
    expect(underGrandchild.body.errors).toEqual([
      { field: 'parentId', message: 'A category cannot be placed under itself or one of its subcategories' },
    ]);
    expect(
      (await call(token, { method: 'GET', url: `/api/categories/${ids.Staples}` })).body.parentId,
    ).toBeNull();
  });

  it('moves a category under another branch and back to the top', async () => {
    const moved = await patch(ids['Basmati Rice']!, { parentId: ids['Dals & Pulses'] });
    expect(moved.status).toBe(200);
    expect(moved.body.parentId).toBe(ids['Dals & Pulses']);
    const top = await patch(ids['Basmati Rice']!, { parentId: null });
    expect(top.body.parentId).toBeNull();
    await patch(ids['Basmati Rice']!, { parentId: ids.Rice });
  });

  it('refuses a parent, brand or product that does not exist', async () => {
    const parent = await create({ name: 'Millets', parentId: 999999 });
    expect(parent.status).toBe(400);
    expect(parent.body.errors).toEqual([
      { field: 'parentId', message: 'Please choose an existing parent category' },
    ]);
    const brand = await create({ name: 'Millets', page: 'Brand', brandId: 999999 });
    expect(brand.body.errors).toEqual([{ field: 'brandId', message: 'Please choose an existing brand' }]);
  });

  it('needs the target of a product or brand tile, also when only the page changes', async () => {
    const res = await create({ name: 'Millets', page: 'Brand' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'brandId', message: 'Please choose a brand' });
    const edit = await patch(ids['Dairy & Bakery']!, { page: 'Product' });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual([{ field: 'productId', message: 'Please choose a product' }]);
    const productId = await createProduct(database.db);
    const linked = await patch(ids['Dairy & Bakery']!, { page: 'Product', productId });
    expect(linked.body).toMatchObject({ page: 'Product', productId });
    await patch(ids['Dairy & Bakery']!, { page: null, productId: null });
  });

  it('saves every field of the entity', async () => {
    const payload = {
      name: 'Organic Staples',
      slug: 'organic',
      icon: '/uploads/ab/organic-icon.png',
      image: '/uploads/ab/organic.jpg',
      banner: 'https://cdn.example.in/banners/organic.jpeg',
      description: 'Certified organic atta, dals and rice.',
      priority: 4,
      featured: true,
      parentId: ids.Staples,
      metaTitle: 'Organic staples online',
      metaDescription: 'Buy organic staples',
      metaKeywords: 'organic, atta, dal',
      displayInFooter: true,
      page: 'Products',
      enabled: false,
    };
    const res = await create(payload);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(payload);
    await call(token, { method: 'DELETE', url: `/api/categories/${res.body.id}` });
  });

  it('toggles enabled and answers the new value', async () => {
    const res = await patch(ids.Seasonal!, { enabled: true });
    expect(res.body).toEqual({ id: ids.Seasonal, enabled: true });
    await patch(ids.Seasonal!, { enabled: false });
  });

  it('refuses to delete a category with subcategories or products, and deletes a free one', async () => {
    const withChildren = await call(token, { method: 'DELETE', url: `/api/categories/${ids.Staples}` });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toBe(
      'Staples cannot be deleted: it still has 2 subcategories. Move them first.',
    );

    await createProduct(database.db, { categoryIds: [ids.Mangoes!] });
    const withProducts = await call(token, { method: 'DELETE', url: `/api/categories/${ids.Mangoes}` });
    expect(withProducts.status).toBe(409);
    expect(withProducts.body.message).toBe(
      'Mangoes cannot be deleted: it still has 1 product. Move them first.',
    );

    const free = await call(token, { method: 'DELETE', url: `/api/categories/${ids['Basmati Rice']}` });
    expect(free.body).toEqual({ id: ids['Basmati Rice'] });
  });

  describe('POST /api/categories/upload', () => {
    it('stores a picture and answers its public URL', async () => {
      const res = await call(token, {
        method: 'POST',
        url: '/api/categories/upload',
        ...multipartFile('atta.png', PNG),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'atta.png', mimeType: 'image/png', size: PNG.length });
      expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\/atta\.png$/);
    });

    it('refuses another file type, a disguised file and a file over 1 MB', async () => {
      const gif = await call(token, {
        method: 'POST',
        url: '/api/categories/upload',
        ...multipartFile('a.gif', GIF),
      });
      expect(gif.status).toBe(400);
      expect(gif.body.message).toBe('file type not permitted!');
      const disguised = await call(token, {
        method: 'POST',
        url: '/api/categories/upload',
        ...multipartFile('a.jpg', PNG),
      });
      expect(disguised.status).toBe(415);
      const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      const tooBig = await call(token, {
        method: 'POST',
        url: '/api/categories/upload',
        ...multipartFile('big.png', big),
      });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.message).toBe('Icon size can not exceed 1MB!');
    });

    it('needs a category editor', async () => {
      const reader = await tokenFor({ routes: ['product'] });
      const res = await call(reader, {
        method: 'POST',
        url: '/api/categories/upload',
        ...multipartFile('a.png', PNG),
      });
      expect(res.status).toBe(403);
      expect((await call(null, { method: 'POST', url: '/api/categories/upload' })).status).toBe(401);
    });
  });

  it('lets a product editor read categories and trees but not change them', async () => {
    const productEditor = await tokenFor({ routes: ['product'] });
    expect((await call(productEditor, { method: 'GET', url: '/api/categories' })).status).toBe(200);
    expect((await typedEndpoint(call, productEditor, categoryAdminTreeEndpoint, {})).status).toBe(200);
    const res = await call(productEditor, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Millets' },
    });
    expect(res.status).toBe(403);
    const brandEditor = await tokenFor({ routes: ['brand'] });
    expect((await call(brandEditor, { method: 'GET', url: '/api/categories/list/tree' })).status).toBe(403);
    const categoryEditor = await tokenFor({ routes: ['category'] });
    expect(
      (
        await call(categoryEditor, {
          method: 'PATCH',
          url: `/api/categories/${ids.Rice}`,
          payload: { priority: 5 },
        })
      ).status,
    ).toBe(200);
    expect(await stampsOf(database, categories, ids.Rice!)).toEqual({
      createdBy: await adminIdOf(database, token),
      updatedBy: await adminIdOf(database, categoryEditor),
    });
  });

  it('exports the categories of a parent as xlsx', async () => {
    const res = await readExport(
      testApp,
      token,
      `/api/categories/export?filter=parentId||$eq||${ids.Staples}&sort=name,ASC`,
    );
    expect(res.status).toBe(200);
    expect(res.headers).toEqual([
      'ID',
      'Name',
      'Slug',
      'Parent ID',
      'Priority',
      'Featured',
      'Display in footer',
      'Enabled',
      'Created',
    ]);
    // Staples' two children only: not Staples, Basmati Rice (a grandchild) nor the other trees.
    expect(res.rows.map((row) => [row.ID, row.Name, row['Parent ID']])).toEqual([
      [ids['Dals & Pulses'], 'Dals & Pulses', ids.Staples],
      [ids.Rice, 'Rice', ids.Staples],
    ]);
  });
});
