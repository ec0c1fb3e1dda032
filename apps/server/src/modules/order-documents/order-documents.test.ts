import { financialYearOf, indiaDay } from '@mandi/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { invoiceCounters, orders, ordersHistory, ordersInvoices, settings } from '../../db/schema';
import {
  BUYER_GSTIN,
  createInvoiceWorld,
  createPricedOrder,
  fetchPdf,
  pdfPages,
  STORE_GSTIN,
} from './order-documents.factories';

describe('order documents', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let world: Awaited<ReturnType<typeof createInvoiceWorld>>;
  const prefix = `INV/${financialYearOf(new Date()).code}/`;

  beforeAll(async () => {
    token = await tokenFor();
    world = await createInvoiceWorld(db);
  });

  const invoiceRows = () => db.select().from(ordersInvoices);
  const invoiceText = async (orderId: number) => {
    const { response, bytes } = await fetchPdf(app, token, { url: `/api/orders/${orderId}/invoice` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return (await pdfPages(bytes)).join(' ');
  };

  it('invoices a sale within the store’s state with CGST and SGST, read back from the PDF', async () => {
    const order = await createPricedOrder(db, world, {
      status: 'Order Delivered',
      stateId: world.maharashtra.id,
      lines: [
        { item: world.atta, quantity: 2 },
        { item: world.ghee, quantity: 1 },
      ],
    });
    const text = await invoiceText(order.id);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Invoice No: ${prefix}000001`);
    expect(text).toContain(`Invoice Date:`);
    expect(text).toContain('Mandi Fresh Foods Private Limited');
    expect(text).toContain(`GSTIN: ${STORE_GSTIN}`);
    expect(text).toContain('Place of Supply: Maharashtra (27)');
    expect(text).toContain('GSTIN: Unregistered');
    // Atta: 525.00 at 5% is 500.00 + 25.00 (12.50 + 12.50); ghee: 560.00 at 12% is 500.00 + 60.00.
    expect(text).toMatch(/Aashirvaad Atta - 5 kg 1101 2 NOS 262\.50 0\.00 500\.00 5% 12\.50 12\.50 525\.00/);
    expect(text).toMatch(/Amul Ghee - 1 l 0405 1 NOS 560\.00 0\.00 500\.00 12% 30\.00 30\.00 560\.00/);
    expect(text).toMatch(/Total 3 0\.00 1,000\.00 42\.50 42\.50 1,085\.00/);
    expect(text).toContain('Rupees One Thousand Eighty Five Only');
    expect(text).not.toContain('IGST');
  });

  it('invoices a delivery to another state with IGST and the buyer’s organization GSTIN', async () => {
    const order = await createPricedOrder(db, world, {
      status: 'Out for Delivery',
      stateId: world.karnataka.id,
      organizationId: world.organization.id,
      lines: [
        { item: world.atta, quantity: 1 },
        { item: world.ghee, quantity: 2 },
      ],
    });
    const text = await invoiceText(order.id);
    expect(text).toContain(`Invoice No: ${prefix}000002`);
    expect(text).toContain(`GSTIN: ${STORE_GSTIN}`);
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain('Kaveri Caterers Attn: Invoice Customer');
    expect(text).toContain('Place of Supply: Karnataka (29)');
    // 262.50 at 5%: 250.00 + 12.50; 1,120.00 at 12%: 1,000.00 + 120.00.
    expect(text).toMatch(/Aashirvaad Atta - 5 kg 1101 1 NOS 262\.50 0\.00 250\.00 5% 12\.50 262\.50/);
    expect(text).toMatch(/Amul Ghee - 1 l 0405 2 NOS 560\.00 0\.00 1,000\.00 12% 120\.00 1,120\.00/);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Rupees One Thousand Three Hundred Eighty Two and Fifty Paise Only');
  });

  it('keeps an order’s serial: a reprint says the same and takes no number', async () => {
    const [first] = await db.select().from(ordersInvoices).where(eq(ordersInvoices.number, 1));
    const before = await invoiceRows();
    const text = await invoiceText(first!.orderId);
    expect(text).toContain(`Invoice No: ${prefix}000001`);
    expect(await invoiceRows()).toHaveLength(before.length);
    expect(first!.invoiceDate).toBe(indiaDay(new Date()));
  });

  it('gives consecutive, unique serials when many are invoiced at once', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createPricedOrder(db, world, {
          status: 'Order Placed',
          stateId: i % 2 ? world.maharashtra.id : world.karnataka.id,
          lines: [{ item: world.atta, quantity: 1 + i }],
        }),
      ),
    );
    const before = (await invoiceRows()).length;
    // Each order asked twice at once, and a bulk call over half of them at the same time.
    const answers = await Promise.all([
      ...[...created, ...created].map((order) =>
        fetchPdf(app, token, { url: `/api/orders/${order.id}/invoice` }),
      ),
      fetchPdf(app, token, {
        method: 'POST',
        url: '/api/orders/documents',
        payload: { ids: created.slice(0, 6).map((order) => order.id), kind: 'invoice' },
      }),
    ]);
    for (const { response } of answers) expect(response.statusCode, response.body).toBe(200);
    const rows = await db
      .select()
      .from(ordersInvoices)
      .where(
        inArray(
          ordersInvoices.orderId,
          created.map((order) => order.id),
        ),
      );
    expect(rows).toHaveLength(12);
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => before + 1 + i));
    expect(new Set(rows.map((row) => row.serial)).size).toBe(12);
    for (const row of rows) expect(row.serial).toBe(`${prefix}${String(row.number).padStart(6, '0')}`);
    const [counter] = await db.select().from(invoiceCounters);
    expect(counter!.lastNumber).toBe(before + 12);
    // What each call printed is the serial stored for its order.
    const serialOf = new Map(rows.map((row) => [row.orderId, row.serial]));
    for (const [i, { bytes }] of answers.slice(0, 12).entries()) {
      expect((await pdfPages(bytes)).join(' ')).toContain(`Invoice No: ${serialOf.get(created[i]!.id)}`);
    }
  });

  it('refuses to invoice a cart or a cancelled order, and issues nothing', async () => {
    const cart = await createPricedOrder(db, world, {
      status: 'In Cart',
      stateId: world.maharashtra.id,
      lines: [{ item: world.atta, quantity: 1 }],
    });
    const cancelled = await createPricedOrder(db, world, {
      status: 'Order Cancelled',
      stateId: world.maharashtra.id,
      lines: [{ item: world.atta, quantity: 1 }],
    });
    const placed = await createPricedOrder(db, world, {
      status: 'Order Placed',
      stateId: world.maharashtra.id,
      lines: [{ item: world.atta, quantity: 1 }],
    });
    const before = await invoiceRows();
    const [counterBefore] = await db.select().from(invoiceCounters);

    const asCart = await call(token, { method: 'GET', url: `/api/orders/${cart.id}/invoice` });
    expect(asCart.status).toBe(409);
    expect(asCart.body.message).toBe('An order still in the cart cannot be invoiced');
    const asCancelled = await call(token, { method: 'GET', url: `/api/orders/${cancelled.id}/invoice` });
    expect(asCancelled.status).toBe(409);
    expect(asCancelled.body.message).toBe('An order that is Order Cancelled cannot be invoiced');
    const unknown = await call(token, { method: 'GET', url: '/api/orders/999999/invoice' });
    expect(unknown.status).toBe(404);
    // One refused order refuses the bulk call: the placed order is not invoiced either.
    const bulk = await call(token, {
      method: 'POST',
      url: '/api/orders/documents',
      payload: { ids: [placed.id, cart.id, cancelled.id], kind: 'invoice' },
    });
    expect(bulk.status).toBe(409);
    expect(bulk.body.message).toContain('2 orders cannot be invoiced');
    expect(bulk.body.errors).toEqual([
      { field: 'ids', message: `Order ${cart.id}: An order still in the cart cannot be invoiced` },
      { field: 'ids', message: `Order ${cancelled.id}: An order that is Order Cancelled cannot be invoiced` },
    ]);
    expect(await invoiceRows()).toHaveLength(before.length);
    const [counterAfter] = await db.select().from(invoiceCounters);
    expect(counterAfter!.lastNumber).toBe(counterBefore!.lastNumber);
  });

  it('prints a packing slip without prices, and the selected orders’ slips as one PDF', async () => {
    const made = await Promise.all(
      [1, 2, 3].map((quantity) =>
        createPricedOrder(db, world, {
          status: 'Order Placed',
          stateId: world.maharashtra.id,
          lines: [
            { item: world.atta, quantity },
            { item: world.ghee, quantity: 1 },
          ],
        }),
      ),
    );
    const one = await fetchPdf(app, token, { url: `/api/orders/${made[0]!.id}/packing-slip` });
    expect(one.response.statusCode).toBe(200);
    const text = (await pdfPages(one.bytes)).join(' ');
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(`Order No: ${made[0]!.id}`);
    expect(text).toMatch(/Aashirvaad Atta 5 kg SKU-\S+ 1/);
    expect(text).toContain('Amul Ghee');
    expect(text).not.toMatch(/262\.50|560\.00|Rs\./);

    const all = await fetchPdf(app, token, {
      method: 'POST',
      url: '/api/orders/documents',
      payload: { ids: made.map((order) => order.id), kind: 'packing-slip' },
    });
    expect(all.response.statusCode).toBe(200);
    const pages = await pdfPages(all.bytes);
    expect(pages).toHaveLength(3);
    for (const [i, order] of made.entries()) expect(pages[i]).toContain(`Order No: ${order.id}`);
  });

  it('sums the day’s pick list across orders, as PDF and xlsx', async () => {
    const day = '2026-03-15';
    const at = new Date(`${day}T10:00:00+05:30`);
    for (const quantity of [2, 3]) {
      await createPricedOrder(db, world, {
        status: 'Out for Delivery',
        stateId: world.maharashtra.id,
        orderTimestamp: at,
        lines: [
          { item: world.atta, quantity },
          { item: world.ghee, quantity: 1 },
        ],
      });
    }
    // Another day and another status stay out.
    await createPricedOrder(db, world, {
      status: 'Out for Delivery',
      stateId: world.maharashtra.id,
      orderTimestamp: new Date('2026-03-16T00:01:00+05:30'),
      lines: [{ item: world.atta, quantity: 50 }],
    });
    await createPricedOrder(db, world, {
      status: 'Order Placed',
      stateId: world.maharashtra.id,
      orderTimestamp: at,
      lines: [{ item: world.atta, quantity: 70 }],
    });

    const url = `/api/orders/pick-list?date=${day}&status=${encodeURIComponent('Out for Delivery')}`;
    const pdf = await fetchPdf(app, token, { url });
    expect(pdf.response.statusCode).toBe(200);
    const text = (await pdfPages(pdf.bytes)).join(' ');
    expect(text).toContain('PICK LIST');
    expect(text).toContain('Out for Delivery - 2 orders');
    expect(text).toMatch(/Aashirvaad Atta 5 kg SKU-\S+ 5 2/);
    expect(text).toMatch(/Amul Ghee 1 l SKU-\S+ 2 2/);

    const xlsx = await fetchPdf(app, token, { url: `${url}&format=xlsx` });
    expect(xlsx.response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(rows[0]).toEqual(['Product', 'Variation', 'SKU', 'Quantity', 'Orders']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[4]])).toEqual([
      ['Aashirvaad Atta', '5 kg', 5, 2],
      ['Amul Ghee', '1 l', 2, 2],
    ]);

    const bad = await call(token, { method: 'GET', url: '/api/orders/pick-list?date=2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Date should be a day like 2026-11-24');
  });

  it('moves the selected orders through the status rule and reports those refused', async () => {
    const placed = await createPricedOrder(db, world, {
      status: 'Order Placed',
      stateId: world.maharashtra.id,
      lines: [{ item: world.atta, quantity: 1 }],
    });
    const placedToo = await createPricedOrder(db, world, {
      status: 'Order Placed',
      stateId: world.maharashtra.id,
      lines: [{ item: world.atta, quantity: 1 }],
    });
    const delivered = await createPricedOrder(db, world, {
      status: 'Order Delivered',
      stateId: world.maharashtra.id,
      lines: [{ item: world.atta, quantity: 1 }],
    });
    const answer = await call(token, {
      method: 'POST',
      url: '/api/orders/bulk-status',
      payload: { ids: [placed.id, delivered.id, 999999, placedToo.id], status: 'Out for Delivery' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      moved: [
        { id: placed.id, fromStatus: 'Order Placed', toStatus: 'Out for Delivery' },
        { id: placedToo.id, fromStatus: 'Order Placed', toStatus: 'Out for Delivery' },
      ],
      refused: [
        { id: delivered.id, reason: 'An order that is Order Delivered cannot change status' },
        { id: 999999, reason: 'Order 999999 not found' },
      ],
    });
    const statuses = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [placed.id, placedToo.id, delivered.id]));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [placed.id]: 'Out for Delivery',
      [placedToo.id]: 'Out for Delivery',
      [delivered.id]: 'Order Delivered',
    });
    // Through the orders' own save: each move is on the order's timeline.
    const history = await db.select().from(ordersHistory).where(eq(ordersHistory.orderId, placed.id));
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      ['Order Placed', 'Out for Delivery'],
    ]);
    const empty = await call(token, {
      method: 'POST',
      url: '/api/orders/bulk-status',
      payload: { ids: [], status: 'Out for Delivery' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Please select orders');
  });

  it('answers 403 to a role without the orders screen', async () => {
    const other = await tokenFor({ routes: ['faq'] });
    const [row] = await invoiceRows();
    for (const options of [
      { method: 'GET' as const, url: `/api/orders/${row!.orderId}/invoice` },
      { method: 'GET' as const, url: `/api/orders/${row!.orderId}/packing-slip` },
      { method: 'GET' as const, url: '/api/orders/pick-list' },
      {
        method: 'POST' as const,
        url: '/api/orders/bulk-status',
        payload: { ids: [1], status: 'Order Cancelled' },
      },
    ]) {
      expect((await call(other, options)).status).toBe(403);
    }
  });

  it('asks for the store’s details before a first invoice', async () => {
    const order = await createPricedOrder(db, world, {
      status: 'Order Placed',
      stateId: world.maharashtra.id,
      lines: [{ item: world.atta, quantity: 1 }],
    });
    await db.update(settings).set({ gstNumber: null });
    const answer = await call(token, { method: 'GET', url: `/api/orders/${order.id}/invoice` });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      "Add the store's legal name, registered address, state and GST number in the settings before invoicing",
    );
    const issued = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ordersInvoices)
      .where(eq(ordersInvoices.orderId, order.id));
    expect(issued).toEqual([{ n: 0 }]);
  });
});
