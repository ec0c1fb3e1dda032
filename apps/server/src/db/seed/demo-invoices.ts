import { gstinCheckCharacter } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { settings, states } from '../schema';

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
