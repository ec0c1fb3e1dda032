import { PINCODE_FORMAT_MESSAGE } from '@mandi/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { orders } from '../../db/schema';
import { createCity, createPincode, createState } from '../states/location.factories';
import { createOrderWithLines } from './orders.factories';

/** The order list, count and export filtered by the delivery pincode (the order's pincode row). */
describe('/api/orders pincode filter', async () => {
  const { call, tokenFor, app, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let here: { id: number; pincode: string };
  let there: { id: number; pincode: string };

  /** An order delivered to `pincode`, as placement stores it: the row's id and the address snapshot. */
  const orderAt = async (
    pincode: { id: number; pincode: string },
    status: 'Order Placed' | 'Out for Delivery',
    minutesAgo: number,
  ) => {
    const order = await createOrderWithLines(db, {
      status,
      orderTimestamp: new Date(Date.UTC(2026, 4, 12, 6) - minutesAgo * 60_000),
    });
    await db
      .update(orders)
      .set({
        pincodeId: pincode.id,
        address: {
          name: 'Home',
          line1: '1 Main Road',
          line2: null,
          city: null,
          state: null,
          pincode: pincode.pincode,
        },
      })
      .where(eq(orders.id, order.id));
    return order.id;
  };

  /** The ids a direct query finds: that pincode row and status, newest first. */
  const direct = (pincodeId: number, status: 'Order Placed' | 'Out for Delivery') =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.pincodeId, pincodeId), eq(orders.status, status)))
      .orderBy(desc(orders.orderTimestamp), desc(orders.id))
      .then((rows) => rows.map((row) => row.id));

  beforeAll(async () => {
    token = await tokenFor({ routes: ['order'] });
    const state = await createState(db);
    const city = await createCity(db, state.id);
    here = await createPincode(db, city);
    there = await createPincode(db, city);
    await orderAt(here, 'Order Placed', 30);
    await orderAt(here, 'Order Placed', 10);
    await orderAt(here, 'Order Placed', 20);
    await orderAt(here, 'Out for Delivery', 5);
    await orderAt(there, 'Order Placed', 1);
  });

  it('lists the orders of one pincode and status newest first, as a direct query finds them, and counts the same', async () => {
    const query = `filter=pincode||$eq||${here.pincode}&filter=status||$eq||Order Placed`;
    const list = await call(token, { method: 'GET', url: `/api/orders?${query}&limit=50` });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const page = list.body as { data: { id: number }[]; total: number };
    const expected = await direct(here.id, 'Order Placed');
    expect(expected).toHaveLength(3);
    expect(page.data.map((row) => row.id)).toEqual(expected);
    expect(page.total).toBe(3);

    const counted = await call(token, { method: 'GET', url: `/api/orders/count?${query}` });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body).toEqual({ count: page.total });

    const [all] = await db.select({ n: count() }).from(orders).where(eq(orders.pincodeId, here.id));
    const everyStatus = await call(token, {
      method: 'GET',
      url: `/api/orders/count?filter=pincode||$eq||${here.pincode}`,
    });
    expect(everyStatus.body).toEqual({ count: all!.n });
    expect(all!.n).toBe(4);
  });

  it('finds nothing for a well-formed pincode no order is delivered to', async () => {
    const res = await call(token, { method: 'GET', url: '/api/orders/count?filter=pincode||$eq||999998' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ count: 0 });
  });

  it.each([
    ['five digits', 'filter=pincode||$eq||40000'],
    ['seven digits', 'filter=pincode||$eq||4000011'],
    ['a leading 0', 'filter=pincode||$eq||040001'],
    ['letters', 'filter=pincode||$eq||40000a'],
    ['a part of one', 'filter=pincode||$cont||4000'],
    ['a list', 'filter=pincode||$in||400001,400002'],
  ])('refuses a pincode of %s in words (400), list and count', async (_name, query) => {
    for (const url of [`/api/orders?${query}`, `/api/orders/count?${query}`]) {
      const res = await call(token, { method: 'GET', url });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(PINCODE_FORMAT_MESSAGE);
    }
  });

  it('exports only the pincode asked for, and refuses a bad one', async () => {
    const exportCall = (pincode: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/export',
        payload: { startDate: '2026-05-12', endDate: '2026-05-12', status: 'Order Placed', pincode },
        headers: { authorization: `Bearer ${token}` },
      });
    const res = await exportCall(there.pincode);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const [head, ...data] = rows;
    const at = (head as string[]).indexOf('Pincode');
    expect(data.map((row) => row[at])).toEqual([there.pincode]);

    const bad = await exportCall('12');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toBe(PINCODE_FORMAT_MESSAGE);
  });
});
