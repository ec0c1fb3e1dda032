import { gstr1Json, indiaDay, monthPeriodOf, reconcileGstr1 } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import {
  orders,
  ordersProducts,
  organizations,
  products,
  productsVariations,
  settings,
  taxes,
} from '../../db/schema';
import { createInvoiceWorld, createPricedOrder, gstinOf } from '../order-documents/order-documents.factories';
import { STORE_GSTIN_MISSING } from './gst.service';

/**
 * A month of a Maharashtra store's sales: B2B within the state and to Karnataka, small and
 * large B2C to Karnataka, a credit note of each kind (CDNR, CDNUR, one netted in B2CS), a cess
 * product, an invoice missing its HSN and a buyer with an invalid GSTIN; each invoice issued
 * through the invoice download, the notes through cancellations.
 */
describe('GST returns: GSTR-1, checks and sales register', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  const db = database.db;
  const period = monthPeriodOf(indiaDay(new Date()));
  let token: string;
  let world: Awaited<ReturnType<typeof createInvoiceWorld>>;
  const ids: Record<string, number> = {};
  let noHsnProductId: number;
  let badOrganizationId: number;

  const productWith = async (
    name: string,
    hsnCode: string | null,
    taxId: number,
    price: number,
    rate: number,
  ) => {
    const [product] = await db
      .insert(products)
      .values({ name, slug: name.toLowerCase().replaceAll(' ', '-'), hsnCode, isTaxable: true, taxId })
      .returning();
    const [variation] = await db
      .insert(productsVariations)
      .values({
        productId: product!.id,
        name: 'Each',
        sku: `SKU-${name.replaceAll(' ', '-')}`,
        unitPrice: price,
      })
      .returning();
    return { productId: product!.id, productsVariationId: variation!.id, price, rate };
  };
  const invoice = async (id: number) => {
    const answer = await app.inject({
      url: `/api/orders/${id}/invoice`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const cancel = async (id: number) => {
    const fetched = await call(token, { method: 'GET', url: `/api/orders/fetch/${id}` });
    const answer = await call(token, {
      method: 'PATCH',
      url: `/api/orders/${id}`,
      payload: { status: 'Order Cancelled', updatedTimestamp: fetched.body.updatedTimestamp },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    token = await tokenFor();
    world = await createInvoiceWorld(db);
    const [cessTax] = await db
      .insert(taxes)
      .values({ name: 'GST 28% + cess 12%', rate: 28, cessRate: 12 })
      .returning();
    const [five] = await db.select().from(taxes).where(eq(taxes.name, 'GST 5%'));
    const cola = await productWith('Thums Up 750 ml', '2202', cessTax!.id, 40, 28);
    const loose = await productWith('Loose Jaggery', null, five!.id, 105, 5);
    noHsnProductId = loose.productId;
    const [local] = await db
      .insert(organizations)
      .values({ name: 'Pune Caterers', gstNumber: gstinOf('27', 'AABCP1234Q'), panNumber: 'AABCP1234Q' })
      .returning();
    const [bad] = await db
      .insert(organizations)
      .values({ name: 'Typo Traders', gstNumber: '29AABCT1234Q1ZA', panNumber: 'AABCT1234Q' })
      .returning();
    badOrganizationId = bad!.id;
    const { maharashtra: mh, karnataka: ka } = world;
    const order = (
      stateId: number,
      lines: { item: typeof world.atta; quantity: number }[],
      organizationId?: number,
    ) => createPricedOrder(db, world, { status: 'Order Placed', stateId, lines, organizationId });
    const plan = {
      b2bWithin: await order(mh.id, [{ item: world.atta, quantity: 2 }], local!.id),
      b2bOther: await order(
        ka.id,
        [
          { item: world.ghee, quantity: 1 },
          { item: world.atta, quantity: 1 },
        ],
        world.organization.id,
      ),
      b2csOther: await order(ka.id, [{ item: world.atta, quantity: 3 }]),
      b2clOther: await order(ka.id, [{ item: world.atta, quantity: 400 }]),
      b2csCancelled: await order(ka.id, [{ item: world.ghee, quantity: 2 }]),
      cess: await order(mh.id, [{ item: cola, quantity: 6 }]),
      noHsn: await order(mh.id, [{ item: loose, quantity: 1 }]),
      badGstin: await order(ka.id, [{ item: world.atta, quantity: 1 }], bad!.id),
    };
    // The cess charged on top of the price: 12% of ₹187.50 taxable.
    await db.update(ordersProducts).set({ cessAmount: 22.5 }).where(eq(ordersProducts.orderId, plan.cess.id));
    await db.update(orders).set({ taxedAmount: 75, grandTotal: 262.5 }).where(eq(orders.id, plan.cess.id));
    for (const [name, row] of Object.entries(plan)) {
      ids[name] = row.id;
      await invoice(row.id);
    }
    for (const name of ['b2bOther', 'b2clOther', 'b2csCancelled']) await cancel(ids[name]!);
  });

  it('answers the month as the offline tool reads it: each section, each tax, cess, reconciled', async () => {
    const answer = await get(`/api/gst/gstr1?period=${period}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const json = gstr1Json.parse(answer.json());
    expect(json.fp).toBe(period);
    const byCtin = new Map(json.b2b.map((group) => [group.ctin.slice(0, 2), group.inv]));
    // Within the state: CGST + SGST; to Karnataka: IGST, by rate.
    expect(byCtin.get('27')![0]!.itms).toEqual([
      { num: 1, itm_det: { txval: 500, rt: 5, iamt: 0, camt: 12.5, samt: 12.5, csamt: 0 } },
    ]);
    const other = json.b2b.find((group) => group.ctin === world.organization.gstNumber)!.inv[0]!;
    expect(other).toMatchObject({ pos: '29', val: 822.5, rchrg: 'N', inv_typ: 'R' });
    expect(other.itms.map((item) => item.itm_det)).toEqual([
      { txval: 500, rt: 12, iamt: 60, camt: 0, samt: 0, csamt: 0 },
      { txval: 250, rt: 5, iamt: 12.5, camt: 0, samt: 0, csamt: 0 },
    ]);
    // B2C large: 400 × ₹262.50 = ₹1,05,000 to Karnataka, above ₹1,00,000.
    expect(json.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          expect.objectContaining({
            val: 105000,
            itms: [
              expect.objectContaining({ itm_det: expect.objectContaining({ txval: 100000, iamt: 5000 }) }),
            ],
          }),
        ],
      },
    ]);
    // B2C small to Karnataka: atta ×3; ghee ×2 was cancelled, its note netted it to nothing.
    const inter = json.b2cs.filter((row) => row.sply_ty === 'INTER');
    expect(inter).toEqual([
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 5, txval: 750, iamt: 37.5, camt: 0, samt: 0, csamt: 0 },
    ]);
    // Cess: 6 × ₹40 at 28% is ₹187.50 taxable, ₹52.50 GST; cess 12% of the taxable value.
    const cess = json.b2cs.find((row) => row.rt === 28)!;
    expect(cess).toMatchObject({
      sply_ty: 'INTRA',
      pos: '27',
      txval: 187.5,
      camt: 26.25,
      samt: 26.25,
      csamt: 22.5,
    });
    expect(json.hsn.hsn_b2c.find((row) => row.hsn_sc === '2202')).toMatchObject({
      qty: 6,
      csamt: 22.5,
      uqc: 'NOS',
    });
    // One note of each kind.
    expect(json.cdnr.map((group) => [group.ctin, group.nt.length])).toEqual([
      [world.organization.gstNumber, 1],
    ]);
    expect(json.cdnr[0]!.nt[0]).toMatchObject({ ntty: 'C', pos: '29', val: 822.5 });
    expect(json.cdnur).toEqual([expect.objectContaining({ typ: 'B2CL', ntty: 'C', pos: '29', val: 105000 })]);
    expect(json.doc_issue.doc_det.map((d) => [d.doc_num, d.docs[0]!.net_issue, d.docs[0]!.cancel])).toEqual([
      [1, 8, 0],
      [5, 3, 0],
    ]);
    expect(reconcileGstr1(json)).toMatchObject({ ok: true, differences: [] });
  });

  it('sums each table for the screen and reconciles the return with the invoices and credit notes', async () => {
    const summary = await call(token, { method: 'GET', url: `/api/gst/gstr1/summary?period=${period}` });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.invoiceCount).toBe(8);
    expect(summary.body.creditNoteCount).toBe(3);
    expect(summary.body.reconciliation).toMatchObject({ ok: true, differences: [] });
    const table = (name: string) => summary.body.tables.find((row: { table: string }) => row.table === name);
    expect(table('b2b')).toMatchObject({ count: 3, iamt: 72.5 + 12.5 });
    expect(table('cdnr')).toMatchObject({ count: 1, txval: 750, iamt: 72.5 });
    expect(table('cdnur')).toMatchObject({ count: 1, txval: 100000, iamt: 5000 });
    expect(table('hsn_b2c').csamt).toBe(22.5);
  });

  it("answers the cess charged on an order's lines, as the order view shows it and the invoice carried it", async () => {
    const answer = await get(`/api/orders/${ids.cess}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().lines.map((line: { cessAmount: number }) => line.cessAmount)).toEqual([22.5]);
  });

  it('lists an invoice missing its HSN and a buyer with an invalid GSTIN, with what to open to fix them', async () => {
    const checks = await call(token, { method: 'GET', url: `/api/gst/checks?period=${period}` });
    expect(checks.status).toBe(200);
    const items = checks.body.items as {
      kind: string;
      orderId: number;
      productId: number | null;
      organizationId: number | null;
      message: string;
    }[];
    expect(items.find((item) => item.kind === 'missing-hsn')).toMatchObject({
      orderId: ids.noHsn,
      productId: noHsnProductId,
      document: 'invoice',
      line: 1,
    });
    expect(items.find((item) => item.kind === 'invalid-gstin')).toMatchObject({
      orderId: ids.badGstin,
      organizationId: badOrganizationId,
    });
    // Never dropped: the line without HSN is in the return, under an empty code.
    const json = (await get(`/api/gst/gstr1?period=${period}`)).json();
    expect(json.hsn.hsn_b2c.find((row: { hsn_sc: string }) => row.hsn_sc === '')).toMatchObject({
      txval: 100,
    });
    // A taxable product with no tax is listed too.
    await db.update(products).set({ taxId: null }).where(eq(products.id, noHsnProductId));
    const again = await call(token, { method: 'GET', url: `/api/gst/checks?period=${period}` });
    expect(again.body.items.find((item: { kind: string }) => item.kind === 'no-tax-rate')).toMatchObject({
      orderId: ids.noHsn,
      productId: noHsnProductId,
    });
  });

  it('gives the xlsx one sheet per table, headed as the offline tool template', async () => {
    const answer = await get(`/api/gst/gstr1?period=${period}&format=xlsx`);
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'b2b,sez,de',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'hsn(b2b)',
      'hsn(b2c)',
      'docs',
    ]);
    const b2cs = workbook.getWorksheet('b2cs')!;
    expect(b2cs.getRow(1).values).toEqual([
      undefined,
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(workbook.getWorksheet('b2cl')!.getRow(2).getCell(4).value).toBe('29-Karnataka');
  });

  it('streams the sales register: a row per invoice line and credit-note line', async () => {
    const day = indiaDay(new Date());
    const answer = await get(`/api/gst/sales-register?from=${day}&to=${day}`);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // 9 invoice lines; the notes credit 2 + 1 + 1 lines.
    expect(sheet.rowCount).toBe(1 + 9 + 4);
    expect(sheet.getRow(1).getCell(1).value).toBe('Document');
    const taxable = (rows: number[]) =>
      rows.reduce((sum, r) => sum + Number(sheet.getRow(r).getCell(10).value), 0);
    const all = Array.from({ length: 13 }, (_, i) => i + 2);
    const summary = await call(token, { method: 'GET', url: `/api/gst/gstr1/summary?period=${period}` });
    expect(Math.round(taxable(all) * 100) / 100).toBe(summary.body.reconciliation.net.txval);
    expect((await get(`/api/gst/sales-register?from=${day}&to=2020-01-01`)).statusCode).toBe(400);
    expect((await get('/api/gst/sales-register?from=2026-13-01&to=2026-12-01')).statusCode).toBe(400);
  });

  it('refuses a bad period, a role without the GST screen, and a store with no GSTIN; follows the B2CL threshold setting', async () => {
    const bad = await call(token, { method: 'GET', url: '/api/gst/gstr1/summary?period=2026-11' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/MMYYYY/);
    const orders = await tokenFor({ routes: ['order'] });
    expect((await call(orders, { method: 'GET', url: `/api/gst/gstr1?period=${period}` })).status).toBe(403);
    const gst = await tokenFor({ routes: ['gst'] });
    expect((await call(gst, { method: 'GET', url: `/api/gst/checks?period=${period}` })).status).toBe(200);
    expect((await call(token, { method: 'GET', url: '/api/gst/gstr1?period=Q3-2026-27' })).status).toBe(200);
    // The threshold is the settings' own: above ₹1,05,000 the large invoice and its note are B2C small.
    const [row] = await db.select({ id: settings.id }).from(settings);
    const saved = await call(token, {
      method: 'PATCH',
      url: `/api/settings/${row!.id}`,
      payload: { b2clThreshold: 200000 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.b2clThreshold).toBe(200000);
    const raised = (await get(`/api/gst/gstr1?period=${period}`)).json();
    expect([raised.b2cl, raised.cdnur]).toEqual([[], []]);
    expect(reconcileGstr1(raised).ok).toBe(true);
    await db.update(settings).set({ gstNumber: null });
    const noGstin = await call(token, { method: 'GET', url: `/api/gst/gstr1?period=${period}` });
    expect(noGstin.status).toBe(409);
    expect(noGstin.body.message).toBe(STORE_GSTIN_MISSING);
  });
});
