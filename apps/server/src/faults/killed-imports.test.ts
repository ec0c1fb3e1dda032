import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ChildServer, startServer, type Where } from '../../test/child-server';
import {
  fire,
  freshWhere,
  type ImportItem,
  importForm,
  importItem,
  openWhere,
  png,
  prepareStore,
  rowsOf,
} from './fault-fixtures';

/**
 * The server SIGKILLed while a product ZIP import, a pincode import and a price update are
 * under way (many calls in flight; the kill comes once a few are answered), then started
 * again on the same data. Whatever the timing: what was answered is in, what landed is whole
 * (a product with all its variations and pictures, a batch with all its rows), and the rest,
 * sent again, lands once. On the embedded database unless DATABASE_URL is set.
 */

const PORT = 3400;
const PRODUCTS = 12;
const SIZES = 4;
const PINCODE_BATCHES = 12;
const KILL_AFTER = 3;

describe('the server killed in the middle of an import', () => {
  let where: Where & { remove(): Promise<void> };
  let server: ChildServer;
  let store: Awaited<ReturnType<typeof prepareStore>>;
  let picture: Buffer;
  const items: ImportItem[] = [];

  beforeAll(async () => {
    where = await freshWhere();
    server = await startServer({ ...where, port: PORT });
    store = await prepareStore(server);
    picture = await png('#c03');
    for (let i = 1; i <= PRODUCTS; i++)
      items.push(importItem(`Killed Import ${i}`, `KI${i}`, store.attribute, SIZES));
  }, 180_000);

  afterAll(async () => {
    await server?.kill();
    await where?.remove();
  });

  /** SIGKILL once `KILL_AFTER` calls are answered; start again on the same data. */
  async function killAndRestart(run: ReturnType<typeof fire>) {
    await run.answered(KILL_AFTER);
    await server.kill();
    await run.settled();
    server = await startServer({ ...where, port: PORT });
  }

  const sendItem = (item: ImportItem) =>
    server.call('POST', '/api/products/singleImport', importForm(item, picture));

  async function productNamed(name: string) {
    const list = await server.call('GET', `/api/products?filter=${encodeURIComponent(`name||$eq||${name}`)}`);
    expect(list.status).toBe(200);
    const rows = list.body.data as { id: number }[];
    expect(rows.length).toBeLessThanOrEqual(1);
    if (rows.length === 0) return undefined;
    const product = await server.call('GET', `/api/products/${rows[0]!.id}`);
    expect(product.status).toBe(200);
    return product.body;
  }

  /** A product as the import makes it: every variation, both pictures, each file served. */
  async function expectWhole(product: any, item: ImportItem) {
    expect(product.productsVariation.map((v: { sku: string }) => v.sku).sort()).toEqual(
      item.variations.map((v) => v.sku).sort(),
    );
    expect(product.productsImage).toHaveLength(item.images.length);
    for (const image of product.productsImage as { image: string; originalImage: string }[]) {
      for (const url of [image.image, image.originalImage]) {
        const file = await fetch(new URL(url, server.url));
        expect(file.status, url).toBe(200);
      }
    }
  }

  it('a product ZIP import: each product whole or absent; sent again, it lands once', async () => {
    const run = fire(items, sendItem);
    await killAndRestart(run);
    for (const answer of run.answers.values()) expect(answer.status).toBe(201);

    let landedUnanswered = 0;
    for (const [index, item] of items.entries()) {
      const product = await productNamed(item.name);
      if (run.answers.has(index)) expect(product, item.name).toBeDefined();
      if (!product) continue;
      await expectWhole(product, item);
      if (run.answers.has(index)) continue;
      // Landed, but its answer was lost with the server: sent again, it is refused, not doubled.
      landedUnanswered++;
      const again = await sendItem(item);
      expect(again.status).toBe(400);
      expect(again.body.message).toContain(item.variations[0]!.sku);
    }
    for (const [index, item] of items.entries()) {
      if (run.answers.has(index)) continue;
      const product = await productNamed(item.name);
      if (!product) expect((await sendItem(item)).status).toBe(201);
      await expectWhole(await productNamed(item.name), item);
    }
    console.info(
      `product import: ${items.length} sent, ${run.answers.size} answered before the kill, ` +
        `${landedUnanswered} landed unanswered, the rest sent again`,
    );
  }, 240_000);

  it('a pincode import: each batch of 100 all in or all out; sent again, no pincode twice', async () => {
    const batches = Array.from({ length: PINCODE_BATCHES }, (_, b) =>
      Array.from({ length: 100 }, (_, i) => ({
        row: i + 2,
        pincode: String(411000 + b * 100 + i),
        pincodeName: `Pune ${b}-${i}`,
        city: store.city,
        state: store.state,
        isDeliverable: true,
        enabled: true,
      })),
    );
    const send = (rows: unknown[]) => server.call('POST', '/api/pincodes/singleImport', rows);
    const run = fire(batches, send);
    await killAndRestart(run);
    for (const answer of run.answers.values())
      expect(answer.body).toMatchObject({ imported: 100, failed: 0 });

    let landedUnanswered = 0;
    for (const [index, rows] of batches.entries()) {
      if (run.answers.has(index)) continue;
      const again: Answer = await send(rows);
      expect(again.status).toBe(200);
      // The batch is one insert: before the kill it went in whole or not at all.
      expect([0, 100]).toContain(again.body.imported);
      if (again.body.imported === 0) {
        landedUnanswered++;
        expect(
          again.body.errors.every((e: { message: string }) => e.message.endsWith('already exists')),
        ).toBe(true);
      }
    }
    const list = await server.call('GET', '/api/pincodes?limit=1');
    expect(list.body.total).toBe(PINCODE_BATCHES * 100);
    console.info(
      `pincode import: ${batches.length} batches sent, ${run.answers.size} answered before the kill, ` +
        `${landedUnanswered} landed unanswered`,
    );
  }, 240_000);

  it('a price update: each batch of 5 all new or all old; sent again, it lands', async () => {
    const variations: { id: number; productId: number }[] = [];
    for (const item of items) {
      const product = await productNamed(item.name);
      for (const v of product.productsVariation) variations.push({ id: v.id, productId: product.id });
    }
    const batches: { id: number; unitPrice: number; salePrice: number }[][] = [];
    for (let i = 0; i + 5 <= variations.length; i += 5) {
      const b = batches.length;
      batches.push(
        variations.slice(i, i + 5).map(({ id }) => ({ id, unitPrice: 500 + b, salePrice: 400 + b })),
      );
    }
    const send = (rows: unknown[]) => server.call('POST', '/api/products-variations/updatePrices', rows);
    const run = fire(batches, send);
    await killAndRestart(run);
    for (const answer of run.answers.values()) expect(answer.body).toMatchObject({ imported: 5, failed: 0 });

    const pricesNow = async () => {
      const byId = new Map<number, { unitPrice: number; salePrice: number }>();
      for (const productId of new Set(variations.map((v) => v.productId))) {
        const product = await server.call('GET', `/api/products/${productId}`);
        for (const v of product.body.productsVariation) byId.set(v.id, v);
      }
      return byId;
    };
    const now = await pricesNow();
    let landedUnanswered = 0;
    for (const [index, rows] of batches.entries()) {
      const fresh = rows.map((row) => now.get(row.id)!.unitPrice === row.unitPrice);
      // One transaction a batch: never some rows new and others old.
      expect(new Set(fresh).size, `batch ${index}`).toBe(1);
      for (const row of rows) {
        const price = now.get(row.id)!;
        if (fresh[0]) expect(price).toMatchObject({ unitPrice: row.unitPrice, salePrice: row.salePrice });
        else expect(price.salePrice).toBe(0);
      }
      if (run.answers.has(index)) expect(fresh[0]).toBe(true);
      else {
        if (fresh[0]) landedUnanswered++;
        expect((await send(rows)).body).toMatchObject({ imported: 5, failed: 0 });
      }
    }
    const after = await pricesNow();
    for (const row of batches.flat()) expect(after.get(row.id)).toMatchObject({ unitPrice: row.unitPrice });
    console.info(
      `price update: ${batches.length} batches sent, ${run.answers.size} answered before the kill, ` +
        `${landedUnanswered} landed unanswered`,
    );
  }, 240_000);

  it('leaves no half-written row in the database itself', async () => {
    await server.stop();
    const database = await openWhere(where);
    try {
      const orphans = await rowsOf<{ n: number }>(
        database,
        sql`select
          (select count(*)::int from products p where not exists
            (select 1 from products_variations v where v.product_id = p.id)) +
          (select count(*)::int from products p where not exists
            (select 1 from products_images i where i.product_id = p.id)) +
          (select count(*)::int from products_variations v where not exists
            (select 1 from products p where p.id = v.product_id)) +
          (select count(*)::int from products_images i where not exists
            (select 1 from products p where p.id = i.product_id)) as n`,
      );
      expect(orphans[0]!.n).toBe(0);
      const counts = await rowsOf<{ products: number; variations: number; images: number; pincodes: number }>(
        database,
        sql`select
          (select count(*)::int from products where name like 'Killed Import %') as products,
          (select count(*)::int from products_variations v join products p on p.id = v.product_id
            where p.name like 'Killed Import %') as variations,
          (select count(*)::int from products_images i join products p on p.id = i.product_id
            where p.name like 'Killed Import %') as images,
          (select count(distinct pincode)::int from pincodes) as pincodes`,
      );
      expect(counts[0]).toEqual({
        products: PRODUCTS,
        variations: PRODUCTS * SIZES,
        images: PRODUCTS * 2,
        pincodes: PINCODE_BATCHES * 100,
      });
    } finally {
      await database.close();
    }
  }, 120_000);
});
