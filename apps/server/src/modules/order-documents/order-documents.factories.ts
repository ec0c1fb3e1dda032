import { gstinCheckCharacter, lineTax, type OrderStatus } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Db } from '../../db/client';
import {
  orders,
  ordersProducts,
  organizations,
  products,
  productsVariations,
  settings,
  states,
  taxes,
  users,
} from '../../db/schema';

let serial = 0;
const next = () => ++serial;

/** A GSTIN that passes the check: state code, PAN, entity 1, Z and its check character. */
export const gstinOf = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

export const STORE_GSTIN = gstinOf('27', 'AAHCM7305K');
export const BUYER_GSTIN = gstinOf('29', 'AABCK1234L');

/**
 * A store in Maharashtra with its invoice details, Karnataka for deliveries elsewhere, and two
 * products: atta at 5% GST (HSN 1101) and ghee at 12% (HSN 0405).
 */
export async function createInvoiceWorld(db: Db) {
  const [maharashtra, karnataka] = await db
    .insert(states)
    .values([
      { name: 'Maharashtra', code: 'MH' },
      { name: 'Karnataka', code: 'KA' },
    ])
    .returning();
  await db.insert(settings).values({}).onConflictDoNothing();
  await db.update(settings).set({
    legalName: 'Mandi Fresh Foods Private Limited',
    legalAddress: 'Shop 14, APMC Market Yard\nVashi, Navi Mumbai 400703',
    stateId: maharashtra!.id,
    gstNumber: STORE_GSTIN,
  });
  const [five, twelve] = await db
    .insert(taxes)
    .values([
      { name: 'GST 5%', rate: 5 },
      { name: 'GST 12%', rate: 12 },
    ])
    .returning();
  const product = async (
    name: string,
    hsnCode: string,
    taxId: number,
    variation: string,
    price: number,
    slug = name.toLowerCase().replaceAll(' ', '-'),
  ) => {
    const n = next();
    const [row] = await db
      .insert(products)
      .values({
        name,
        slug: `${slug}-${n}`,
        hsnCode,
        isTaxable: true,
        taxId,
      })
      .returning();
    const [v] = await db
      .insert(productsVariations)
      .values({ productId: row!.id, name: variation, sku: `SKU-${n}-${hsnCode}`, unitPrice: price })
      .returning();
    return { productId: row!.id, productsVariationId: v!.id, price, rate: name.includes('Ghee') ? 12 : 5 };
  };
  const atta = await product('Aashirvaad Atta', '1101', five!.id, '5 kg', 262.5);
  const ghee = await product('Amul Ghee', '0405', twelve!.id, '1 l', 560);
  /** A product named in Hindi (Devanagari), as many kirana catalogues have. */
  const basmati = await product('बासमती चावल', '1006', five!.id, '1 kg', 150, 'basmati');
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Kaveri Caterers', gstNumber: BUYER_GSTIN, panNumber: 'AABCK1234L' })
    .returning();
  return {
    maharashtra: maharashtra!,
    karnataka: karnataka!,
    atta,
    ghee,
    basmati,
    organization: organization!,
  };
}

type World = Awaited<ReturnType<typeof createInvoiceWorld>>;

/** An order priced as the placement prices it: GST inside the prices, lineTax per line. */
export async function createPricedOrder(
  db: Db,
  world: World,
  options: {
    status: OrderStatus;
    stateId: number;
    organizationId?: number | null;
    lines: { item: World['atta']; quantity: number }[];
    orderTimestamp?: Date;
  },
) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      fullName: `Invoice Customer ${n}`,
      mobileNumber: `98${String(10000000 + n).slice(-8)}`,
      organizationId: options.organizationId ?? null,
    })
    .returning();
  const lines = options.lines.map(({ item, quantity }) => {
    const subTotal = Math.round(item.price * quantity * 100) / 100;
    return { item, quantity, subTotal, tax: lineTax(subTotal, item.rate).tax };
  });
  const total = lines.reduce((sum, line) => sum + line.subTotal, 0);
  const taxedAmount = Math.round(lines.reduce((sum, line) => sum + line.tax, 0) * 100) / 100;
  const state = options.stateId === world.maharashtra.id ? 'Maharashtra' : 'Karnataka';
  const [order] = await db
    .insert(orders)
    .values({
      userId: user!.id,
      status: options.status,
      total,
      taxedAmount,
      grandTotal: total,
      totalProducts: lines.length,
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      orderTimestamp: options.status === 'In Cart' ? null : (options.orderTimestamp ?? new Date()),
      paymentMethod: 'cod',
      deliveryType: 'Home Delivery',
      stateId: options.stateId,
      address: {
        name: 'Home',
        line1: '12 MG Road',
        line2: null,
        city: state === 'Maharashtra' ? 'Pune' : 'Bengaluru',
        state,
        pincode: state === 'Maharashtra' ? '411001' : '560001',
      },
    })
    .returning();
  await db.insert(ordersProducts).values(
    lines.map((line) => ({
      orderId: order!.id,
      productId: line.item.productId,
      productsVariationId: line.item.productsVariationId,
      unitPrice: line.item.price,
      quantity: line.quantity,
      subTotal: line.subTotal,
      taxedAmount: line.tax,
      taxRate: line.item.rate,
    })),
  );
  return order!;
}

/** A PDF answer's bytes and status, straight from the app. */
export async function fetchPdf(
  app: FastifyInstance,
  token: string,
  options: { method?: 'GET' | 'POST'; url: string; payload?: object },
) {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    payload: options.payload,
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: response.rawPayload };
}

/** The text of each page of a PDF, as a reader extracts it. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}
