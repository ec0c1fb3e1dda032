import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres } from '../../db/client';
import { createCustomerWithAddress, createPricedVariation } from '../orders/orders-placement.factories';

/** One SSE frame as read off the wire: its event name and data. */
type Frame = { event: string; data: string };

/** A live stream opened as a browser's EventSource would (token in the query), read as frames. */
async function openStream(app: FastifyInstance, token: string) {
  const address = app.server.address() as { port: number };
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}/api/events?access_token=${token}`, {
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let text = '';
  (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      let end = text.indexOf('\n\n');
      for (; end !== -1; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        if (field('event')) frames.push({ event: field('event')!, data: field('data') ?? '' });
        for (const wake of waiters) wake();
      }
    }
  })().catch(() => {});
  /** The first frame matching, waiting up to `ms` for it. */
  async function next(match: (frame: Frame) => boolean, ms = 5_000): Promise<Frame | undefined> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => {
        const wake = () => resolve();
        waiters.add(wake);
        setTimeout(() => {
          waiters.delete(wake);
          resolve();
        }, 50);
      });
    }
    return frames.find(match);
  }
  return { response, frames, next, close: () => controller.abort() };
}

const placedOrder = (id: number) => (frame: Frame) =>
  frame.event === 'orders' && (JSON.parse(frame.data) as { placed: number[] }).placed.includes(id);

describe('GET /api/events: live orders', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let reader: string;
  let noOrders: string;
  let product: Awaited<ReturnType<typeof createPricedVariation>>;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    reader = await tokenFor({ routes: ['order'] });
    noOrders = await tokenFor({ routes: ['tax', 'product'] });
    product = await createPricedVariation(db, { unitPrice: 120, taxRate: 5 });
  });

  /** Places an order through the API as a staff member who may. */
  async function placeAnOrder(caller = call) {
    const { user, address } = await createCustomerWithAddress(db);
    const placed = await caller(reader, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        userId: user.id,
        addressId: address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'cod',
        lines: [{ productsVariationId: product.variation.id, quantity: 1 }],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body as { id: number; updatedTimestamp: string };
  }

  it('refuses a stream without a session, in the error shape', async () => {
    const res = await call(null, { method: 'GET', url: '/api/events' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const wrong = await call(null, { method: 'GET', url: '/api/events?access_token=not-a-session' });
    expect(wrong.status).toBe(401);
  });

  it('sends an order placed through the API to staff who read orders, and not to others', async () => {
    const readerStream = await openStream(app, reader);
    const otherStream = await openStream(app, noOrders);
    try {
      expect(readerStream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await readerStream.next((frame) => frame.event === 'ready')).toBeTruthy();
      expect(await otherStream.next((frame) => frame.event === 'ready')).toBeTruthy();
      const started = Date.now();
      const { id } = await placeAnOrder();
      const frame = await readerStream.next(placedOrder(id));
      expect(frame, 'the placed order on the stream').toBeTruthy();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(JSON.parse(frame!.data)).toEqual({ placed: [id], changed: [], more: false });
      // The other stream had as long and heard nothing of orders.
      expect(otherStream.frames.filter((f) => f.event === 'orders')).toEqual([]);
    } finally {
      readerStream.close();
      otherStream.close();
    }
  });

  it('sends a status move as changed', async () => {
    const { id, updatedTimestamp } = await placeAnOrder();
    const stream = await openStream(app, reader);
    try {
      await stream.next((frame) => frame.event === 'ready');
      const moved = await call(reader, {
        method: 'PATCH',
        url: `/api/orders/${id}`,
        payload: { status: 'Order Cancelled', updatedTimestamp },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const frame = await stream.next(
        (f) => f.event === 'orders' && (JSON.parse(f.data) as { changed: number[] }).changed.includes(id),
      );
      expect(frame).toBeTruthy();
    } finally {
      stream.close();
    }
  });

  it.runIf(database.kind === 'postgres')(
    'hears on instance B an order placed on instance A, over one PostgreSQL',
    async () => {
      const url = (db as unknown as { $client: { options: { connectionString: string } } }).$client.options
        .connectionString;
      const secondDatabase = openPostgres(url, 2);
      const config = loadConfig({ MANDI_DATA_DIR: fs.mkdtempSync('/tmp/mandi-data-'), LOG_LEVEL: 'silent' });
      const second = await buildApp({ config, database: secondDatabase, logger: false });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const onB = await openStream(second, reader);
      try {
        await onB.next((frame) => frame.event === 'ready');
        const { id } = await placeAnOrder();
        expect(await onB.next(placedOrder(id)), 'instance B heard the order placed on A').toBeTruthy();
      } finally {
        onB.close();
        await second.close();
        await secondDatabase.close();
      }
    },
  );
});
