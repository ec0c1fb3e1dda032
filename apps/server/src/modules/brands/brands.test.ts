import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import { createProduct, multipartFile, PNG } from '../categories/catalogue.factories';

describe('/api/brands', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  let token: string;
  const ids: Record<string, number> = {};

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/brands', payload });

  beforeAll(async () => {
    token = await tokenFor();
    for (const name of ['Amul', 'Aashirvaad', 'Tata Sampann', 'Haldiram’s']) {
      const res = await create({ name, description: `${name} products` });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
  });

  it('is enabled by default', async () => {
    const res = await call(token, { method: 'GET', url: `/api/brands/${ids.Amul}` });
    expect(res.body).toMatchObject({
      name: 'Amul',
      enabled: true,
      image: null,
      description: 'Amul products',
    });
  });

  it('saves a picture uploaded as .jpg, .jpeg or .png only', async () => {
    const upload = await call(token, {
      method: 'POST',
      url: '/api/common/upload?accept=.jpg,.jpeg,.png&maxSizeMb=5',
      ...multipartFile('amul-logo.png', PNG),
    });
    expect(upload.status).toBe(201);
    const saved = await call(token, {
      method: 'PATCH',
      url: `/api/brands/${ids.Amul}`,
      payload: { image: upload.body.url },
    });
    expect(saved.body.image).toBe(upload.body.url);

    const pdf = await call(token, {
      method: 'POST',
      url: '/api/common/upload?accept=.jpg,.jpeg,.png',
      ...multipartFile('catalogue.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('file type not permitted!');
    const gif = await create({ name: 'Britannia', image: '/uploads/ab/britannia.gif' });
    expect(gif.status).toBe(400);
    expect(gif.body.errors).toEqual([{ field: 'image', message: 'file type not permitted!' }]);
  });

  it('removes a picture once no brand names it: replaced, or with its brand deleted', async () => {
    const uploadPicture = async (name: string) => {
      const res = await call(token, {
        method: 'POST',
        url: '/api/common/upload?accept=.jpg,.jpeg,.png',
        ...multipartFile(name, PNG),
      });
      return res.body.url as string;
    };
    const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    const first = await uploadPicture('mdh-old.png');
    const brand = (await create({ name: 'MDH Spices', image: first })).body;
    // Another brand naming the same file keeps it alive through the first one's change.
    const twin = (await create({ name: 'MDH Masala', image: first })).body;
    const second = await uploadPicture('mdh-new.png');
    await call(token, { method: 'PATCH', url: `/api/brands/${brand.id}`, payload: { image: second } });
    expect(await statusOf(first)).toBe(200);
    await call(token, { method: 'PATCH', url: `/api/brands/${twin.id}`, payload: { image: null } });
    expect(await statusOf(first)).toBe(404);
    // A refused change keeps the file it would have replaced.
    const refused = await call(token, {
      method: 'PATCH',
      url: `/api/brands/${brand.id}`,
      payload: { name: 'Amul', image: await uploadPicture('other.png') },
    });
    expect(refused.status).toBe(409);
    expect(await statusOf(second)).toBe(200);
    expect((await call(token, { method: 'DELETE', url: `/api/brands/${brand.id}` })).status).toBe(200);
    expect(await statusOf(second)).toBe(404);
    await call(token, { method: 'DELETE', url: `/api/brands/${twin.id}` });
  });

  it('wants a name of 3 to 150, unique in any case', async () => {
    const short = await create({ name: 'Go' });
    expect(short.body.errors).toEqual([{ field: 'name', message: 'Length should be 3 to 150' }]);
    const long = await create({ name: 'x'.repeat(151) });
    expect(long.body.errors).toEqual([{ field: 'name', message: 'Length should be 3 to 150' }]);
    const missing = await create({});
    expect(missing.body.errors).toEqual([{ field: 'name', message: 'Please enter name' }]);
    const duplicate = await create({ name: 'AMUL' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([
      { field: 'name', message: 'A brand with this name already exists' },
    ]);
  });

  it('filters by name and status, sorts and pages by 10', async () => {
    const byName = await call(token, { method: 'GET', url: '/api/brands?filter=name||$contL||TATA' });
    expect(byName.body.data.map((row: { name: string }) => row.name)).toEqual(['Tata Sampann']);
    await call(token, {
      method: 'PATCH',
      url: `/api/brands/${ids['Haldiram’s']}`,
      payload: { enabled: false },
    });
    const disabled = await call(token, { method: 'GET', url: '/api/brands?filter=enabled||$eq||false' });
    expect(disabled.body.data.map((row: { name: string }) => row.name)).toEqual(['Haldiram’s']);
    const sorted = await call(token, { method: 'GET', url: '/api/brands?sort=name,ASC' });
    expect(sorted.body.data[0].name).toBe('Aashirvaad');
    expect(sorted.body).toMatchObject({ page: 1, pageCount: 1, total: 4 });

    // Twelve more make 16 brands: two pages, 10 then 6, without a limit being asked for.
    const extra: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      const res = await create({ name: `Local Farm ${String(i).padStart(2, '0')}` });
      extra.push(res.body.id);
    }
    const first = await call(token, { method: 'GET', url: '/api/brands?sort=name,ASC' });
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, total: 16, count: 10 });
    expect(first.body.data).toHaveLength(10);
    const second = await call(token, { method: 'GET', url: '/api/brands?sort=name,ASC&page=2' });
    expect(second.body).toMatchObject({ page: 2, pageCount: 2, total: 16, count: 6 });
    const names = [...first.body.data, ...second.body.data].map((row: { name: string }) => row.name);
    expect(new Set(names).size).toBe(16);
    expect(names.slice(-2)).toEqual(['Local Farm 12', 'Tata Sampann']);
    for (const id of extra) await call(token, { method: 'DELETE', url: `/api/brands/${id}` });
  });

  it('toggles enabled and answers the new value', async () => {
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/brands/${ids['Haldiram’s']}`,
      payload: { enabled: true },
    });
    expect(res.body).toEqual({ id: ids['Haldiram’s'], enabled: true });
  });

  it('refuses to delete a brand its products still name, and deletes a free one', async () => {
    await createProduct(database.db, { brandId: ids.Aashirvaad });
    const used = await call(token, { method: 'DELETE', url: `/api/brands/${ids.Aashirvaad}` });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(
      'Aashirvaad cannot be deleted: 1 product is of this brand. Disable it instead.',
    );
    const free = await call(token, { method: 'DELETE', url: `/api/brands/${ids['Tata Sampann']}` });
    expect(free.body).toEqual({ id: ids['Tata Sampann'] });
  });

  it('lets product and category editors read brands, only brand editors change them', async () => {
    for (const routes of [['product'], ['category']] as const) {
      const reader = await tokenFor({ routes: [...routes] });
      expect((await call(reader, { method: 'GET', url: '/api/brands' })).status).toBe(200);
      expect(
        (await call(reader, { method: 'POST', url: '/api/brands', payload: { name: 'Mother Dairy' } }))
          .status,
      ).toBe(403);
    }
    const brandEditor = await tokenFor({ routes: ['brand'] });
    expect(
      (await call(brandEditor, { method: 'POST', url: '/api/brands', payload: { name: 'Mother Dairy' } }))
        .status,
    ).toBe(201);
    const stranger = await tokenFor({ routes: ['faq'] });
    expect((await call(stranger, { method: 'GET', url: '/api/brands' })).status).toBe(403);
    expect((await call(null, { method: 'GET', url: '/api/brands' })).status).toBe(401);
  });

  it('exports the brands the filter names as xlsx, in its order', async () => {
    const all = await readExport({ app }, token, '/api/brands/export?sort=name,ASC');
    expect(all.status).toBe(200);
    expect(all.headers).toEqual(['ID', 'Name', 'Description', 'Enabled', 'Created']);
    // Tata Sampann was deleted above; Mother Dairy was added by the brand editor.
    expect(all.rows.map((row) => [row.ID, row.Name, row.Description, row.Enabled])).toEqual([
      [ids.Aashirvaad, 'Aashirvaad', 'Aashirvaad products', true],
      [ids.Amul, 'Amul', 'Amul products', true],
      [ids['Haldiram’s'], 'Haldiram’s', 'Haldiram’s products', true],
      [expect.any(Number), 'Mother Dairy', null, true],
    ]);
    expect(all.rows[0]!.Created).toBeInstanceOf(Date);
    const some = await readExport({ app }, token, '/api/brands/export?filter=name||$startsL||a&sort=id,DESC');
    expect(some.rows.map((row) => row.Name)).toEqual(['Aashirvaad', 'Amul']);
  });
});
