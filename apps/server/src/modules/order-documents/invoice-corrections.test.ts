import {
  gstr1Json,
  indiaDay,
  monthPeriodOf,
  type OrderStatus,
  orderFetchEndpoint,
  orderPlaceEndpoint,
  orderReturnEndpoint,
  orderSaveEndpoint,
  serialFileName,
} from '@mandi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import {
  addresses,
  contacts,
  ordersCreditNotes,
  ordersInvoices,
  ordersProducts,
  ordersReturnsLines,
  organizations,
  products,
  productsVariations,
  taxes,
  users,
} from '../../db/schema';
import { createCity, createPincode, createState } from '../states/location.factories';
import { createInvoiceWorld, fetchPdf, gstinOf, pdfPages } from './order-documents.factories';

/**
 * Issue 29's invoice corrections end to end: an order placed through the API for a customer of
 * an Uttar Pradesh organization, delivered in Delhi, from a store in Maharashtra; a cola taxed
 * at 28% GST + 12% cess and green chillies sold below their list price.
 */
describe('invoice corrections: bill to, ship to, line discount, cess', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  const UP_GSTIN = gstinOf('09', 'AABCG4321M');

  beforeAll(async () => {
    token = await tokenFor();
    await createInvoiceWorld(db);
  });

  let customer: Promise<{ user: { id: number }; address: { id: number } }> | undefined;
  /** One customer for the file's orders (its state, city and pincode are unique rows). */
  const delhiCustomerOfUpOrganization = () => {
    customer ??= newDelhiCustomerOfUpOrganization();
    return customer;
  };
  async function newDelhiCustomerOfUpOrganization() {
    const delhi = await createState(db, { name: 'Delhi', code: 'DL' });
    const city = await createCity(db, delhi.id, { name: 'New Delhi' });
    const pincode = await createPincode(db, city, { pincode: '110001' });
    const [organization] = await db
      .insert(organizations)
      .values({ name: 'Ganga Traders', gstNumber: UP_GSTIN, panNumber: 'AABCG4321M' })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ fullName: 'Ravi Verma', mobileNumber: '9811122233', organizationId: organization!.id })
      .returning();
    const [contact] = await db
      .insert(contacts)
      .values({ userId: user!.id, contactPersonName: 'Ravi Verma' })
      .returning();
    const [address] = await db
      .insert(addresses)
      .values({
        contactId: contact!.id,
        name: 'Karol Bagh godown',
        line1: '7 Pusa Road',
        stateId: delhi.id,
        cityId: city.id,
        pincodeId: pincode.id,
      })
      .returning();
    return { user: user!, address: address! };
  }

  async function product(
    name: string,
    hsnCode: string,
    taxId: number | null,
    unitPrice: number,
    salePrice: number,
  ) {
    const [row] = await db
      .insert(products)
      .values({
        name,
        slug: name.toLowerCase().replaceAll(' ', '-'),
        hsnCode,
        isTaxable: taxId !== null,
        taxId,
      })
      .returning();
    const [variation] = await db
      .insert(productsVariations)
      .values({
        productId: row!.id,
        name: 'Default',
        sku: `SKU-${hsnCode}`,
        unitPrice,
        salePrice,
        isDefault: true,
      })
      .returning();
    return variation!;
  }

  const pdfText = async (url: string) => {
    const { response, bytes } = await fetchPdf(app, token, { url });
    expect(response.statusCode, response.body).toBe(200);
    return (await pdfPages(bytes)).join(' ');
  };
  const move = async (id: number, status: OrderStatus) => {
    const fetched = await typedEndpoint(call, token, orderFetchEndpoint, { params: { id } });
    const moved = await typedEndpoint(call, token, orderSaveEndpoint, {
      params: { id },
      body: { status, updatedTimestamp: fetched.body.updatedTimestamp },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  };
  /** The order's invoice as kept, once issued. */
  const keptInvoice = async (orderId: number) => {
    const [stored] = await db.select().from(ordersInvoices).where(eq(ordersInvoices.orderId, orderId));
    return stored!;
  };
  /** Issues the order's invoice (its PDF answered) and reads it back as kept. */
  const issueInvoice = async (orderId: number) => {
    const { response } = await fetchPdf(app, token, { url: `/api/orders/${orderId}/invoice` });
    expect(response.statusCode, response.body).toBe(200);
    return keptInvoice(orderId);
  };
  /** A tax's rates changed through the API, after an order was priced at the old ones. */
  const changeTax = async (id: number, payload: { rate?: number; cessRate?: number }) => {
    const changed = await call(token, { method: 'PATCH', url: `/api/taxes/${id}`, payload });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  };

  /** An order placed through the API for the Delhi customer: home delivery, paid online. */
  async function placeDelhiOrder(lines: { productsVariationId: number; quantity: number }[]) {
    const { user, address } = await delhiCustomerOfUpOrganization();
    const placed = await typedEndpoint(call, token, orderPlaceEndpoint, {
      body: {
        userId: user.id,
        addressId: address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'online',
        lines,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body;
  }

  it('bills the GSTIN holder in its own state, ships to Delhi, charges IGST and cess; returns credit the cess', async () => {
    const [withCess] = await db
      .insert(taxes)
      .values({ name: 'GST 28% + cess 12%', rate: 28, cessRate: 12 })
      .returning();
    const cola = await product('Thums Up 750 ml', '2202', withCess!.id, 45, 40);
    const chilli = await product('Green Chilli 250 g', '0709', null, 22, 17);

    const placed = await placeDelhiOrder([
      { productsVariationId: cola.id, quantity: 3 },
      { productsVariationId: chilli.id, quantity: 2 },
    ]);
    // Cola 3 × ₹40 = ₹120.00 at 28%: taxable ₹93.75, GST ₹26.25, cess 12% of 93.75 = ₹11.25.
    // Chillies 2 × ₹17 = ₹34.00 exempt. ₹154.00 + delivery ₹49 + cess ₹11.25 = ₹214.25.
    expect(placed).toMatchObject({
      total: 154,
      taxedAmount: 37.5,
      shippingCharges: 49,
      grandTotal: 214.25,
    });
    const lines = await db.select().from(ordersProducts).where(eq(ordersProducts.orderId, placed.id));
    expect(lines.map((line) => line.cessAmount).sort()).toEqual([0, 11.25]);

    const invoice = await pdfText(`/api/orders/${placed.id}/invoice`);
    expect(invoice).toContain(
      `Bill to Ganga Traders Attn: Ravi Verma GSTIN: ${UP_GSTIN} State: Uttar Pradesh (code 09)`,
    );
    expect(invoice).toContain(
      'Ship to Karol Bagh godown 7 Pusa Road New Delhi, Delhi 110001 State: Delhi (code 07)',
    );
    expect(invoice).toContain('Place of Supply: Delhi (07)');
    expect(invoice).not.toContain('Delhi (code 09)');
    // Rate (list price), discount, taxable value, GST %, IGST, cess %, cess, amount.
    expect(invoice).toMatch(
      /Thums Up 750 ml - Default 2202 3 NOS 45\.00 15\.00 93\.75 28% 26\.25 12% 11\.25 120\.00/,
    );
    expect(invoice).toMatch(
      /Green Chilli 250 g - Default 0709 2 NOS 22\.00 10\.00 34\.00 0% 0\.00 0% 0\.00 34\.00/,
    );
    expect(invoice).toMatch(/Total 5 25\.00 127\.75 26\.25 11\.25 154\.00/);
    expect(invoice).toContain('IGST ₹26.25');
    expect(invoice).not.toContain('CGST');
    expect(invoice).toContain('Compensation cess ₹11.25');
    expect(invoice).toContain('Grand total ₹214.25');
    const stored = await keptInvoice(placed.id);
    expect(stored.document.totals).toMatchObject({ cess: 11.25, igst: 26.25, grandTotal: 214.25 });
    expect(stored.document.buyer).toMatchObject({ stateName: 'Uttar Pradesh', stateCode: '09' });
    expect(stored.document.placeOfSupply).toMatchObject({ stateName: 'Delhi', stateCode: '07' });

    await move(placed.id, 'Out for Delivery');
    await move(placed.id, 'Order Delivered');
    const returnCola = (quantity: number) =>
      typedEndpoint(call, token, orderReturnEndpoint, {
        params: { id: placed.id },
        body: {
          lines: [{ productsVariationId: cola.id, quantity, restock: true }],
          reason: 'Bottle leaking',
        },
      });
    // One bottle: ₹40.00 (taxable ₹31.25, IGST ₹8.75) and a third of the cess, ₹3.75.
    const first = await returnCola(1);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.returnedAmount).toBe(43.75);
    // The other two: what is left of the line, ₹80.00 and ₹7.50 of cess.
    const second = await returnCola(2);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.returnedAmount).toBe(43.75 + 87.5);

    const notes = await db
      .select()
      .from(ordersCreditNotes)
      .where(eq(ordersCreditNotes.orderId, placed.id))
      .orderBy(ordersCreditNotes.id);
    expect(notes.map((note) => note.document.totals)).toEqual([
      expect.objectContaining({ taxableValue: 31.25, igst: 8.75, cess: 3.75, grandTotal: 43.75 }),
      expect.objectContaining({ taxableValue: 62.5, igst: 17.5, cess: 7.5, grandTotal: 87.5 }),
    ]);
    const note = await pdfText(`/api/orders/${placed.id}/credit-notes/${serialFileName(notes[0]!.serial)}`);
    expect(note).toContain('CREDIT NOTE');
    expect(note).toMatch(
      /Thums Up 750 ml - Default 2202 1 NOS 45\.00 5\.00 31\.25 28% 8\.75 12% 3\.75 40\.00/,
    );
    expect(note).toContain('Compensation cess credited ₹3.75');
    expect(note).toContain('Total credited ₹43.75');
    expect(note).toContain(`State: Uttar Pradesh (code 09)`);
  });

  it('invoices the cess the order charged, even after the tax’s cess rate changed', async () => {
    const [tax] = await db
      .insert(taxes)
      .values({ name: 'GST 28% + cess 12% (changing)', rate: 28, cessRate: 12 })
      .returning();
    const soda = await product('Limca 600 ml', '22021010', tax!.id, 37, 0);
    const placed = await placeDelhiOrder([{ productsVariationId: soda.id, quantity: 5 }]);
    // 5 × ₹37 = ₹185.00 at 28%: taxable ₹144.53, cess 12% of it = ₹17.34.
    const [line] = await db.select().from(ordersProducts).where(eq(ordersProducts.orderId, placed.id));
    expect(line!.cessAmount).toBe(17.34);

    await changeTax(tax!.id, { cessRate: 15 });
    const stored = await issueInvoice(placed.id);
    const [invoiced] = stored.document.lines;
    // The line's cess and the rate it was charged at, not 15% (₹21.68) of today's tax.
    expect(invoiced).toMatchObject({ taxableValue: 144.53, cess: 17.34, cessRate: 12 });
    expect(stored.document.totals).toMatchObject({ cess: 17.34, grandTotal: placed.grandTotal });
  });

  it('charges the GST rate the order was priced at on its invoice, a return’s credit note and GSTR-1, after the rate changed', async () => {
    const [tax] = await db.insert(taxes).values({ name: 'GST 12% (changing)', rate: 12 }).returning();
    const ghee = await product('Amul Ghee 500 ml', '04059020', tax!.id, 560, 0);
    const placed = await placeDelhiOrder([{ productsVariationId: ghee.id, quantity: 2 }]);
    // 2 × ₹560 = ₹1,120.00 at 12%: taxable ₹1,000.00, IGST ₹120.00 (at 18% it would be ₹949.15 + ₹170.85).
    const [line] = await db.select().from(ordersProducts).where(eq(ordersProducts.orderId, placed.id));
    expect(line).toMatchObject({ taxRate: 12, cessRate: 0, taxedAmount: 120 });

    await changeTax(tax!.id, { rate: 18 });
    const stored = await issueInvoice(placed.id);
    expect(stored.document.lines[0]).toMatchObject({
      taxRate: 12,
      igstRate: 12,
      taxableValue: 1000,
      igst: 120,
    });

    await move(placed.id, 'Out for Delivery');
    await move(placed.id, 'Order Delivered');
    const returned = await typedEndpoint(call, token, orderReturnEndpoint, {
      params: { id: placed.id },
      body: { lines: [{ productsVariationId: ghee.id, quantity: 1, restock: false }], reason: 'Seal broken' },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const [returnLine] = await db
      .select()
      .from(ordersReturnsLines)
      .where(eq(ordersReturnsLines.orderLineId, line!.id));
    expect(returnLine).toMatchObject({ taxedAmount: 60 });
    const [note] = await db.select().from(ordersCreditNotes).where(eq(ordersCreditNotes.orderId, placed.id));
    expect(note!.document.lines[0]).toMatchObject({ igstRate: 12, taxableValue: 500, igst: 60 });

    const period = monthPeriodOf(indiaDay(new Date()));
    const gstr1 = await call(token, { method: 'GET', url: `/api/gst/gstr1?period=${period}` });
    expect(gstr1.status, JSON.stringify(gstr1.body)).toBe(200);
    const json = gstr1Json.parse(gstr1.body);
    const invoices = json.b2b.find((group) => group.ctin === UP_GSTIN)!.inv;
    expect(invoices.find((invoice) => invoice.inum === stored.serial)!.itms.map((i) => i.itm_det)).toEqual([
      { txval: 1000, rt: 12, iamt: 120, camt: 0, samt: 0, csamt: 0 },
    ]);
    const notes = json.cdnr.find((group) => group.ctin === UP_GSTIN)!.nt;
    expect(notes.find((n) => n.nt_num === note!.serial)!.itms.map((i) => i.itm_det)).toEqual([
      { txval: 500, rt: 12, iamt: 60, camt: 0, samt: 0, csamt: 0 },
    ]);
  });
});
