import { gstinCheckCharacter } from '@mandi/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { products, settings, states, taxes } from '../schema';

/**
 * The demo store's details for its GST tax invoices: a private limited company in Navi Mumbai,
 * Maharashtra, whose GSTIN (state code 27, its PAN, entity 1, Z, check character) passes the
 * organizations' check.
 */
export async function seedStoreTaxDetails(tx: Tx) {
  const [maharashtra] = await tx.select({ id: states.id }).from(states).where(eq(states.code, 'MH'));
  const first14 = '27AAHCM7305K1Z';
  await tx.update(settings).set({
    legalName: 'Mandi Fresh Foods Private Limited',
    legalAddress: 'Shop 14, APMC Market Yard, Sector 19, Vashi, Navi Mumbai 400703',
    stateId: maharashtra?.id ?? null,
    gstNumber: `${first14}${gstinCheckCharacter(first14)}`,
  });
}

/**
 * Aerated drinks (HSN 2202 at 28% GST) carry a 12% compensation cess: a "GST 28% + cess 12%"
 * tax, given to those products at the end of the seed (no draw), so orders placed in the demo
 * charge it; the seeded orders were priced before it and charge none.
 */
export async function seedCompensationCess(tx: Tx) {
  const [gst28] = await tx.select({ id: taxes.id }).from(taxes).where(eq(taxes.name, 'GST 28%'));
  if (!gst28) return;
  const [withCess] = await tx
    .insert(taxes)
    .values({ name: 'GST 28% + cess 12%', rate: 28, cessRate: 12 })
    .returning({ id: taxes.id });
  await tx
    .update(products)
    .set({ taxId: withCess!.id })
    .where(and(eq(products.hsnCode, '2202'), eq(products.taxId, gst28.id)));
}
