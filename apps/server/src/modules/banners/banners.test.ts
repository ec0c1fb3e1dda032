import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { GIF, multipartFile } from '../categories/catalogue.factories';

const pictureOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

describe('/api/banners', async () => {
  const { call, tokenFor, app } = await createTestApp();
  let token: string;
  let brandId: number;
  let image: string;

  const upload = async (name: string, content: Buffer) =>
    call(token, { method: 'POST', url: '/api/banners/upload', ...multipartFile(name, content) });
  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/banners', payload });
  const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  beforeAll(async () => {
    token = await tokenFor({ routes: ['banner'] });
    const superadmin = await tokenFor();
    brandId = (await call(superadmin, { method: 'POST', url: '/api/brands', payload: { name: 'Amul' } })).body
      .id;
    const res = await upload('amul-week.png', await pictureOf(1125, 500));
    expect(res.status).toBe(201);
    image = res.body.url;
  });

  it('takes a picture of exactly 1125 x 500, as .jpg, .jpeg or .png', async () => {
    expect(await statusOf(image)).toBe(200);
    const wrong = await upload('square.png', await pictureOf(500, 500));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Image should be of resolution 1125px x 500px');
    const gif = await upload('banner.gif', GIF);
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('file type not permitted!');
  });

  it('saves a banner leading to a brand, and lists banners by priority', async () => {
    const amul = await create({
      name: 'Amul week',
      image,
      bannerPosition: 'Home',
      page: 'Brand',
      brandId,
      priority: 2,
      validFrom: '2026-11-21',
      validTill: '2026-11-30',
    });
    expect(amul.status).toBe(201);
    expect(amul.body).toMatchObject({ name: 'Amul week', enabled: true, brandId, validTill: '2026-11-30' });
    const first = await create({
      name: 'Free delivery',
      image,
      page: 'Link',
      link: 'https://mandi.example.in',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ bannerPosition: 'Home', priority: 0 });
    const list = await call(token, { method: 'GET', url: '/api/banners?join=brand||name' });
    expect(list.body.data.map((banner: { name: string }) => banner.name)).toEqual([
      'Free delivery',
      'Amul week',
    ]);
    expect(list.body.data[1].brand).toMatchObject({ name: 'Amul' });
  });

  it('refuses what the spec refuses, in its words, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'No picture', page: 'Brand', brandId }, 'image', 'Please upload image'],
      [{ name: 'Bad link', image, page: 'Link', link: 'mandi dot in' }, 'link', 'Invalid URL format'],
      [{ name: 'No link', image, page: 'Link' }, 'link', 'Please enter link'],
      [{ name: 'No product', image, page: 'Product' }, 'productId', 'Please choose a product'],
      [
        { name: 'Gone brand', image, page: 'Brand', brandId: 99999 },
        'brandId',
        'Please choose an existing brand',
      ],
      [
        { name: 'Backwards', image, validFrom: '2026-12-10', validTill: '2026-12-01' },
        'validTill',
        'Valid from should not be after valid till',
      ],
      [{ name: 'Odd place', image, bannerPosition: 'Footer' }, 'bannerPosition', 'Please choose a position'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const list = await call(token, { method: 'GET', url: '/api/banners' });
    expect(list.body.total).toBe(2);
  });

  it('keeps only the field of the chosen page, and checks the stored row with the change', async () => {
    const saved = (await create({ name: 'Dairy days', image, page: 'Brand', brandId })).body;
    const toLink = await call(token, {
      method: 'PATCH',
      url: `/api/banners/${saved.id}`,
      payload: { page: 'Link', link: 'https://mandi.example.in/dairy' },
    });
    expect(toLink.status).toBe(200);
    expect(toLink.body).toMatchObject({
      page: 'Link',
      brandId: null,
      link: 'https://mandi.example.in/dairy',
    });
    const noProduct = await call(token, {
      method: 'PATCH',
      url: `/api/banners/${saved.id}`,
      payload: { page: 'Product' },
    });
    expect(noProduct.body.errors).toEqual([{ field: 'productId', message: 'Please choose a product' }]);
    const toggled = await call(token, {
      method: 'PATCH',
      url: `/api/banners/${saved.id}`,
      payload: { enabled: false },
    });
    expect(toggled.body).toEqual({ id: saved.id, enabled: false });
  });

  it('removes its picture with the last banner naming it', async () => {
    const own = (await upload('diwali.png', await pictureOf(1125, 500))).body.url;
    const banner = (await create({ name: 'Diwali sweets', image: own })).body;
    // Served while the banner names it, so the 404 after the delete is the removal.
    expect(await statusOf(own)).toBe(200);
    expect((await call(token, { method: 'DELETE', url: `/api/banners/${banner.id}` })).status).toBe(200);
    expect(await statusOf(own)).toBe(404);
  });

  it('is for roles with the banners screen', async () => {
    const other = await tokenFor({ routes: ['faq'] });
    expect((await call(other, { method: 'GET', url: '/api/banners' })).status).toBe(403);
    const res = await call(other, {
      method: 'POST',
      url: '/api/banners/upload',
      ...multipartFile('a.png', await pictureOf(1125, 500)),
    });
    expect(res.status).toBe(403);
  });
});
