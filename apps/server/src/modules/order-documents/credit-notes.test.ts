import { financialYearOf } from '@mandi/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { creditNoteCounters, ordersCreditNotes, users } from '../../db/schema';
import { NO_CREDIT_NOTE } from './credit-notes.service';
import { createInvoiceWorld, createPricedOrder, fetchPdf, pdfPages } from './order-documents.factories';

describe('invoice fonts and credit notes', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let world: Awaited<ReturnType<typeof createInvoiceWorld>>;
  const year = financialYearOf(new Date()).code;

  beforeAll(async () => {
    token = await tokenFor();
    world = await createInvoiceWorld(db);
  });

  const pdfOf = async (url: string) => {
    const { response, bytes } = await fetchPdf(app, token, { url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return { bytes, text: (await pdfPages(bytes)).join(' ') };
  };
  const invoiced = async (lines = [{ item: world.atta, quantity: 1 }]) => {
    const order = await createPricedOrder(db, world, {
      status: 'Order Placed',
      stateId: world.maharashtra.id,
      lines,
    });
    const { text } = await pdfOf(`/api/orders/${order.id}/invoice`);
    return { order, serial: /Invoice No: (INV\/\d{4}\/\d{6})/.exec(text)![1]! };
  };
  const cancel = async (id: number) => {
    const fetched = await call(token, { method: 'GET', url: `/api/orders/fetch/${id}` });
    return call(token, {
      method: 'PATCH',
      url: `/api/orders/${id}`,
      payload: { status: 'Order Cancelled', updatedTimestamp: fetched.body.updatedTimestamp },
    });
  };
  const documents = async (id: number) =>
    (await call(token, { method: 'GET', url: `/api/orders/${id}/documents` })).body.items;

  it('prints ₹ with Indian grouping and names in Indian scripts with embedded, subset Noto fonts', async () => {
    const order = await createPricedOrder(db, world, {
      status: 'Order Delivered',
      stateId: world.maharashtra.id,
      lines: [
        { item: world.atta, quantity: 400 },
        { item: world.basmati, quantity: 3 },
      ],
    });
    await db.update(users).set({ fullName: 'முருகன் Stores' }).where(eq(users.id, order.userId));
    const { bytes, text } = await pdfOf(`/api/orders/${order.id}/invoice`);
    // Atta: 400 × 262.50 = 1,05,000.00; basmati: 3 × 150.00 = 450.00 (5%: 428.57 + 21.43).
    expect(text).toContain('Grand total ₹1,05,450.00');
    expect(text).toMatch(/बासमती चावल - 1 kg 1006 3 NOS 150\.00 0\.00 428\.57 5% 10\.72 10\.71 450\.00/);
    expect(text).toContain('1,00,000.00');
    expect(text).toContain('முருகன் Stores');
    expect(text).not.toContain('Rs.');
    const raw = bytes.toString('latin1');
    // Each script's own font, embedded as a subset (a 6-letter tag before the name).
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil-Regular/);
    expect(raw).not.toContain('Helvetica');
    expect(bytes.length).toBeLessThan(120_000);
  });

  it('issues a credit note when an invoiced order is cancelled, naming the invoice, read back from the PDF', async () => {
    const { order, serial } = await invoiced([
      { item: world.atta, quantity: 2 },
      { item: world.basmati, quantity: 1 },
    ]);
    const invoiceText = (await pdfOf(`/api/orders/${order.id}/invoice`)).text;
    const answer = await cancel(order.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('Order Cancelled');

    const items = await documents(order.id);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'invoice', serial, invoiceSerial: null, amount: 675 }),
      expect.objectContaining({
        kind: 'credit-note',
        serial: `CN/${year}/000001`,
        invoiceSerial: serial,
        amount: 675,
      }),
    ]);
    const { text } = await pdfOf(`/api/orders/${order.id}/credit-note`);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit Note No: CN/${year}/000001`);
    expect(text).toContain(`Against Invoice No: ${serial}`);
    expect(text).toContain('Reason: Order cancelled: supply not made');
    // The invoice's lines and CGST/SGST split, as issued.
    const line = /Aashirvaad Atta - 5 kg 1101 2 NOS 262\.50 0\.00 500\.00 5% 12\.50 12\.50 525\.00/;
    expect(invoiceText).toMatch(line);
    expect(text).toMatch(line);
    expect(text).toMatch(/बासमती चावल - 1 kg 1006 1 NOS 150\.00 0\.00 142\.86/);
    expect(text).toContain('CGST credited ₹16.07');
    expect(text).toContain('Total credited ₹675.00');
    expect(text).toContain('Rupees Six Hundred Seventy Five Only');
    // The invoice itself is unchanged and still reprints.
    expect((await pdfOf(`/api/orders/${order.id}/invoice`)).text).toBe(invoiceText);
  });

  it('gives a cancelled order never invoiced no credit note; a second cancel issues no second note', async () => {
    const order = await createPricedOrder(db, world, {
      status: 'Order Placed',
      stateId: world.maharashtra.id,
      lines: [{ item: world.ghee, quantity: 1 }],
    });
    const before = await db.select().from(ordersCreditNotes);
    expect((await cancel(order.id)).status).toBe(200);
    expect(await documents(order.id)).toEqual([]);
    const refused = await call(token, { method: 'GET', url: `/api/orders/${order.id}/credit-note` });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NO_CREDIT_NOTE);

    const { order: credited } = await invoiced();
    expect((await cancel(credited.id)).status).toBe(200);
    // Saving the cancelled status again moves nothing (no timeline entry, no consequence).
    expect((await cancel(credited.id)).status).toBe(200);
    const after = await db.select().from(ordersCreditNotes);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((row) => row.orderId === credited.id)).toHaveLength(1);
  });

  it('numbers credit notes consecutively and uniquely when many orders are cancelled at once', async () => {
    const made = [];
    for (let i = 0; i < 8; i += 1) made.push(await invoiced());
    const ids = made.map(({ order }) => order.id);
    const [counter] = await db.select().from(creditNoteCounters);
    const last = counter?.lastNumber ?? 0;
    const [single, bulk] = await Promise.all([
      Promise.all(ids.slice(0, 5).map((id) => cancel(id))),
      call(token, {
        method: 'POST',
        url: '/api/orders/bulk-status',
        payload: { ids: ids.slice(5), status: 'Order Cancelled' },
      }),
    ]);
    expect(single.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(bulk.body.moved).toHaveLength(3);
    const rows = await db.select().from(ordersCreditNotes).where(inArray(ordersCreditNotes.orderId, ids));
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => last + 1 + i));
    expect(new Set(rows.map((row) => row.serial)).size).toBe(8);
    for (const row of rows) {
      expect(row.serial).toBe(`CN/${year}/${String(row.number).padStart(6, '0')}`);
      expect(row.invoiceSerial).toBe(made.find(({ order }) => order.id === row.orderId)!.serial);
    }
  });
});
