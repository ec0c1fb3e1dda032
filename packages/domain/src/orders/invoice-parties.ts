import { gstinState } from './gst-states';
import type { InvoiceInput, InvoiceParty } from './invoice';

/**
 * Who an invoice bills, where it ships and its place of supply (issue 29), one rule:
 * - Bill to: a registered buyer (the organization's GSTIN, else the customer's own) is billed
 *   as its GSTIN says: the holder's name, the GSTIN, and the state and code its first two digits
 *   name (gst-states.ts), never the delivery address's state. An unregistered buyer is billed
 *   at the delivery address.
 * - Ship to: the delivery address and its state; none for a store pickup.
 * - Place of supply: where the goods are delivered (IGST Act s.10(1)(a)), the store's own state
 *   for a pickup; CGST + SGST when that is the store's state, IGST otherwise.
 */

export interface PartyState {
  name: string;
  /** The state's GST code ('07'), when known. */
  code: string | null;
}

export interface InvoicePartiesInput {
  customerName: string;
  customerGstNumber: string | null;
  organization: { name: string; gstNumber: string | null } | null;
  /** The order's delivery address as printed, and whom it names. */
  address: { name: string | null; lines: string[] } | null;
  /** The delivery address's state; null when not known. */
  deliveryState: PartyState | null;
  pickup: boolean;
  storeState: PartyState;
}

export type InvoiceParties = Pick<InvoiceInput, 'buyer' | 'shipTo' | 'placeOfSupply'>;

const sameState = (a: PartyState, b: PartyState) =>
  a.code && b.code ? a.code === b.code : a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/** The registered buyer: the organization's GSTIN first, else the customer's own; null when none. */
function gstinHolder(input: InvoicePartiesInput): { name: string; gstNumber: string } | null {
  const organizationGstin = input.organization?.gstNumber?.trim();
  if (input.organization && organizationGstin)
    return { name: input.organization.name, gstNumber: organizationGstin };
  const own = input.customerGstNumber?.trim();
  return own ? { name: input.customerName, gstNumber: own } : null;
}

function billTo(input: InvoicePartiesInput, supply: PartyState | null): InvoiceParty {
  const holder = gstinHolder(input);
  if (holder) {
    const registered = gstinState(holder.gstNumber);
    return {
      name: holder.name,
      address: holder.name === input.customerName ? [] : [`Attn: ${input.customerName}`],
      stateName: registered?.name ?? null,
      stateCode: registered?.code ?? null,
      gstNumber: holder.gstNumber,
    };
  }
  const state = input.deliveryState ?? (input.pickup ? null : supply);
  return {
    name: input.customerName,
    address: input.address?.lines ?? [],
    stateName: state?.name ?? null,
    stateCode: state?.code ?? null,
    gstNumber: null,
  };
}

/**
 * The invoice's parties and place of supply; null when the place of supply is not known (a
 * delivery whose state is not known), which the caller refuses.
 */
export function invoiceParties(input: InvoicePartiesInput): InvoiceParties | null {
  const supply = input.pickup ? input.storeState : input.deliveryState;
  if (!supply) return null;
  const shipTo: InvoiceParty | null =
    input.pickup || !input.deliveryState
      ? null
      : {
          name: input.address?.name?.trim() || input.customerName,
          address: input.address?.lines ?? [],
          stateName: input.deliveryState.name,
          stateCode: input.deliveryState.code,
          gstNumber: null,
        };
  return {
    buyer: billTo(input, supply),
    shipTo,
    placeOfSupply: {
      stateName: supply.name,
      stateCode: supply.code,
      sameStateAsStore: sameState(supply, input.storeState),
    },
  };
}
