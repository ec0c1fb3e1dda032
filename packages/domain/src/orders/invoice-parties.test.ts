import { describe, expect, it } from 'vitest';
import { gstinState } from './gst-states';
import { type InvoicePartiesInput, invoiceParties } from './invoice-parties';

const delhi = { name: 'Delhi', code: '07' };
const maharashtra = { name: 'Maharashtra', code: '27' };
const UP_GSTIN = '09AABCG4321M1Z5';

const input = (over: Partial<InvoicePartiesInput> = {}): InvoicePartiesInput => ({
  customerName: 'Ravi Verma',
  customerGstNumber: null,
  organization: { name: 'Ganga Traders', gstNumber: UP_GSTIN },
  address: { name: 'Karol Bagh godown', lines: ['7 Pusa Road', 'New Delhi, Delhi 110001'] },
  deliveryState: delhi,
  pickup: false,
  storeState: maharashtra,
  ...over,
});

describe('gstinState', () => {
  it('reads the state from a GSTIN’s first two digits', () => {
    expect(gstinState(UP_GSTIN)).toEqual({ code: '09', name: 'Uttar Pradesh' });
    expect(gstinState('07AAACD1234E1Z1')).toEqual({ code: '07', name: 'Delhi' });
    expect(gstinState('25AAACD1234E1Z1')).toBeNull();
    expect(gstinState(null)).toBeNull();
  });
});

describe('invoiceParties', () => {
  it('bills an Uttar Pradesh GSTIN in Uttar Pradesh, ships to Delhi, supplies in Delhi', () => {
    const parties = invoiceParties(input())!;
    expect(parties.buyer).toEqual({
      name: 'Ganga Traders',
      address: ['Attn: Ravi Verma'],
      stateName: 'Uttar Pradesh',
      stateCode: '09',
      gstNumber: UP_GSTIN,
    });
    expect(parties.shipTo).toEqual({
      name: 'Karol Bagh godown',
      address: ['7 Pusa Road', 'New Delhi, Delhi 110001'],
      stateName: 'Delhi',
      stateCode: '07',
      gstNumber: null,
    });
    // Delhi is not the store's Maharashtra: IGST.
    expect(parties.placeOfSupply).toEqual({ stateName: 'Delhi', stateCode: '07', sameStateAsStore: false });
  });

  it('takes the customer’s own GSTIN when the organization has none', () => {
    const parties = invoiceParties(
      input({
        organization: { name: 'Ganga Traders', gstNumber: null },
        customerGstNumber: '27AAAPV1234C1Z9',
      }),
    )!;
    expect(parties.buyer).toMatchObject({
      name: 'Ravi Verma',
      address: [],
      stateName: 'Maharashtra',
      stateCode: '27',
      gstNumber: '27AAAPV1234C1Z9',
    });
    // Billed in Maharashtra, delivered in Delhi: the place of supply is Delhi all the same.
    expect(parties.placeOfSupply.sameStateAsStore).toBe(false);
  });

  it('bills an unregistered buyer at the delivery address; within the store’s state CGST + SGST', () => {
    const parties = invoiceParties(input({ organization: null, deliveryState: maharashtra }))!;
    expect(parties.buyer).toEqual({
      name: 'Ravi Verma',
      address: ['7 Pusa Road', 'New Delhi, Delhi 110001'],
      stateName: 'Maharashtra',
      stateCode: '27',
      gstNumber: null,
    });
    expect(parties.placeOfSupply).toEqual({
      stateName: 'Maharashtra',
      stateCode: '27',
      sameStateAsStore: true,
    });
  });

  it('supplies a store pickup in the store’s state, with no ship-to', () => {
    const parties = invoiceParties(input({ pickup: true }))!;
    expect(parties.shipTo).toBeNull();
    expect(parties.placeOfSupply).toEqual({
      stateName: 'Maharashtra',
      stateCode: '27',
      sameStateAsStore: true,
    });
    expect(parties.buyer.stateName).toBe('Uttar Pradesh');
  });

  it('knows no place of supply for a delivery without a state', () => {
    expect(invoiceParties(input({ deliveryState: null }))).toBeNull();
  });
});
