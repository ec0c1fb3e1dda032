import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createProductVia, variationBody } from '../products/products.factories';

/** A multipart body with the given fields and one `file`, as the browser's upload sends it. */
function multipart(fields: Record<string, string | number>, file?: { name: string; content: Buffer }) {
  const boundary = '----mandi-products-images';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    [format]()
    .toBuffer();

describe('/api/products-images', async () => {
  const { call, tokenFor, app } = await createTestApp();
  let token: string;
  let wide: Buffer;
  let tall: Buffer;

  beforeAll(async () => {
    token = await tokenFor();
    wide = await picture(800, 400, 'png');
    tall = await picture(200, 600, 'jpeg');
  });

  const upload = (
    fields: Record<string, string | number>,
    file?: { name: string; content: Buffer },
    who = token,
  ) => call(who, { method: 'POST', url: '/api/products-images', ...multipart(fields, file) });
  const fetchFile = async (url: string) => (await app.inject({ method: 'GET', url })).rawPayload;

  it('stores the original and a 500 × 500 JPEG copy on white; the first image is the cover', async () => {
    const product = await createProductVia(call, token, {});
    const res = await upload({ productId: product.id }, { name: 'Atta Pack.png', content: wide });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      productId: product.id,
      isCover: true,
      priority: 1,
      productsVariationId: null,
    });
    expect((await fetchFile(res.body.originalImage)).equals(wide)).toBe(true);
    const copy = await fetchFile(res.body.image);
    expect(res.body.image).toMatch(/Atta-Pack-500x500\.jpg$/);
    const meta = await sharp(copy).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
    // 800 × 400 scaled to 500 × 250: white bands above and below, the picture in the middle.
    const { data } = await sharp(copy).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 500 + x) * 3, (y * 500 + x) * 3 + 3)];
    expect(pixel(250, 10).every((c) => c > 245)).toBe(true);
    expect(pixel(250, 250)[0]).toBeGreaterThan(150);
    expect(pixel(250, 250)[1]).toBeLessThan(80);

    const second = await upload({ productId: product.id }, { name: 'back.jpg', content: tall });
    expect(second.body).toMatchObject({ isCover: false, priority: 2 });
    expect(await sharp(await fetchFile(second.body.image)).metadata()).toMatchObject({
      width: 500,
      height: 500,
    });
  });

  it('takes the fields after the file too, and a variation of the product', async () => {
    const product = await createProductVia(call, token, { productsVariation: [variationBody()] });
    const variationId = product.productsVariation[0].id;
    const boundary = '----mandi-late-fields';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      wide,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="productId"\r\n\r\n${product.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="productsVariationId"\r\n\r\n${variationId}\r\n--${boundary}--\r\n`,
      ),
    ]);
    const res = await call(token, {
      method: 'POST',
      url: '/api/products/images',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(201);
    expect(res.body.productsVariationId).toBe(variationId);
  });

  it('refuses other file types, a missing file or product, and a variation of another product', async () => {
    const product = await createProductVia(call, token, {});
    const gif = await upload({ productId: product.id }, { name: 'a.gif', content: wide });
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('file type not permitted!');
    const fake = await upload({ productId: product.id }, { name: 'a.jpg', content: wide });
    expect(fake.status).toBe(415);
    expect((await upload({ productId: product.id })).body.message).toBe('Please upload the attachment!');
    const noProduct = await upload({}, { name: 'a.png', content: wide });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.errors[0].field).toBe('productId');
    expect((await upload({ productId: 999999 }, { name: 'a.png', content: wide })).status).toBe(404);
    const other = await createProductVia(call, token, { productsVariation: [variationBody()] });
    const foreign = await upload(
      { productId: product.id, productsVariationId: other.productsVariation[0].id },
      { name: 'a.png', content: wide },
    );
    expect(foreign.status).toBe(400);
  });

  it('orders images, moves the cover, and will not switch the cover off or delete it', async () => {
    const product = await createProductVia(call, token, {});
    const a = (await upload({ productId: product.id }, { name: 'a.png', content: wide })).body;
    const b = (await upload({ productId: product.id }, { name: 'b.png', content: wide })).body;
    const c = (await upload({ productId: product.id }, { name: 'c.png', content: wide })).body;
    const arrange = (payload: unknown) =>
      call(token, { method: 'PATCH', url: `/api/products/images/${product.id}`, payload: payload as object });

    const moved = await arrange([
      { id: c.id, priority: 1, isCover: true },
      { id: a.id, priority: 2 },
      { id: b.id, priority: 3 },
    ]);
    expect(moved.status).toBe(200);
    expect(moved.body.productsImage.map((i: { id: number; isCover: boolean }) => [i.id, i.isCover])).toEqual([
      [c.id, true],
      [a.id, false],
      [b.id, false],
    ]);

    const off = await arrange({ productsImage: [{ id: c.id, priority: 1, isCover: false }] });
    expect(off.status).toBe(409);
    expect(off.body.errors).toEqual([
      { field: 'productsImage.0.isCover', message: 'Upload cover image is required' },
    ]);
    const two = await arrange([
      { id: a.id, priority: 1, isCover: true },
      { id: b.id, priority: 2, isCover: true },
    ]);
    expect(two.status).toBe(400);

    const deleteCover = await call(token, { method: 'DELETE', url: `/api/products-images/${c.id}` });
    expect(deleteCover.status).toBe(409);
    expect(deleteCover.body.message).toBe(
      'The cover image cannot be deleted: make another image the cover first',
    );
    const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    expect(await statusOf(a.image)).toBe(200);
    const deleted = await call(token, { method: 'DELETE', url: `/api/products-images/${a.id}` });
    expect(deleted.body).toEqual({ id: a.id });
    // The picture and its copy go with the row.
    expect(await statusOf(a.image)).toBe(404);
    expect(await statusOf(a.originalImage)).toBe(404);
    const after = await call(token, { method: 'GET', url: `/api/products/${product.id}` });
    expect(after.body.productsImage.map((i: { id: number }) => i.id)).toEqual([c.id, b.id]);
  });

  it('removes the image files of a deleted product', async () => {
    const product = await createProductVia(call, token, {});
    const image = (await upload({ productId: product.id }, { name: 'Rice.png', content: wide })).body;
    const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    expect(await statusOf(image.originalImage)).toBe(200);
    expect(await statusOf(image.image)).toBe(200);
    expect((await call(token, { method: 'DELETE', url: `/api/products/${product.id}` })).status).toBe(200);
    expect(await statusOf(image.image)).toBe(404);
    expect(await statusOf(image.originalImage)).toBe(404);
  });

  it('lets only a superadmin upload or delete', async () => {
    const product = await createProductVia(call, token, {});
    const editor = await tokenFor({ routes: ['product'] });
    expect((await upload({ productId: product.id }, { name: 'a.png', content: wide }, editor)).status).toBe(
      403,
    );
    expect((await call(editor, { method: 'DELETE', url: '/api/products-images/1' })).status).toBe(403);
  });
});
