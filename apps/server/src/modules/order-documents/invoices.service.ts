import {
  buildInvoice,
  financialYearOf,
  gstStateCodeOf,
  type Invoice,
  type InvoiceParties,
  type InvoiceParty,
  indiaDay,
  invoiceParties,
  invoiceSerial,
  type OrderStatus,
  STORE_PICKUP,
} from '@mandi/domain';
import type { Executor } from '../../db/client';
import type { OrderAddress } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import {
  type DocumentLine,
  type DocumentOrder,
  insertInvoices,
  invoicesFor,
  linesFor,
  lockOrders,
  ordersFor,
  type StateRow,
  statesByIdOrName,
  storeDetails,
  takeInvoiceNumbers,
} from './order-documents.repository';

/**
 * Which orders a store invoices: a sale, from the moment it is placed (the packing team puts
 * the invoice in the bag before it goes out) to its delivery, and a partly paid one. A cart is
 * not a sale yet; a cancelled order that was never invoiced gets no invoice (one invoiced
 * before its cancellation keeps its invoice, which reprints as issued).
 */
export const INVOICEABLE_STATUSES: readonly OrderStatus[] = [
  'Order Placed',
  'Out for Delivery',
  'Order Delivered',
  'Partial Payment',
];

export const STORE_DETAILS_MISSING =
  "Add the store's legal name, registered address, state and GST number in the settings before invoicing";

export function notInvoiceableReason(status: OrderStatus): string | null {
  if (INVOICEABLE_STATUSES.includes(status)) return null;
  if (status === 'In Cart') return 'An order still in the cart cannot be invoiced';
  return `An order that is ${status} cannot be invoiced`;
}

const addressLines = (address: OrderAddress | null): string[] => {
  if (!address) return [];
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return [address.line1, address.line2, [place, address.pincode].filter(Boolean).join(' ')].filter(
    (line): line is string => Boolean(line?.trim()),
  );
};

interface Store {
  legalName: string;
  legalAddress: string;
  gstNumber: string;
  state: StateRow;
}

async function loadStore(db: Executor): Promise<Store> {
  const store = await storeDetails(db);
  if (
    !store?.legalName ||
    !store.legalAddress ||
    !store.gstNumber ||
    !store.stateId ||
    store.stateName === null
  ) {
    throw conflict(STORE_DETAILS_MISSING);
  }
  return {
    legalName: store.legalName,
    legalAddress: store.legalAddress,
    gstNumber: store.gstNumber,
    state: { id: store.stateId, name: store.stateName, code: store.stateCode },
  };
}

/** The delivery address's state (by the order's state id, else by its name); null when not known. */
function deliveryStateOf(order: DocumentOrder, states: StateRow[]): StateRow | null {
  if (order.stateId) return states.find((state) => state.id === order.stateId) ?? null;
  const named = (order.shippingAddress ?? order.address)?.state?.trim().toLowerCase();
  return named ? (states.find((state) => state.name.toLowerCase() === named) ?? null) : null;
}

const partyState = (state: StateRow | null) =>
  state ? { name: state.name, code: gstStateCodeOf(state.code) } : null;

/** Bill to, ship to and place of supply (invoiceParties); null when the place of supply is not known. */
function partiesOf(order: DocumentOrder, store: Store, states: StateRow[]): InvoiceParties | null {
  const address = order.shippingAddress ?? order.address;
  return invoiceParties({
    customerName: order.customerName,
    customerGstNumber: order.customerGstNumber,
    organization: order.organizationName
      ? { name: order.organizationName, gstNumber: order.organizationGstNumber }
      : null,
    address: address ? { name: address.name ?? null, lines: addressLines(address) } : null,
    deliveryState: partyState(deliveryStateOf(order, states)),
    pickup: order.deliveryType === STORE_PICKUP,
    storeState: partyState(store.state)!,
  });
}

/**
 * The invoice of one order as it stands. Orders placed with prices that include GST (the
 * pricing's rule) invoice each line's amount as is; orders whose grand total added the lines'
 * tax on top (earlier data) invoice the amount with that tax, so the invoice adds up to what
 * the customer pays either way. Each line's GST and cess are at the rates it was priced at
 * (orders_products.taxRate, cessRate), never the product's tax now, and its cess is the cess it
 * was charged (its cessAmount), at the rate that cess is of its taxable value (`chargedCessRate`).
 */
function invoiceOf(
  order: DocumentOrder,
  lines: DocumentLine[],
  store: Store,
  parties: InvoiceParties,
  serial: string,
  date: string,
): Invoice {
  const cess = lines.reduce((sum, line) => sum + Math.round(line.cessAmount * 100), 0) / 100;
  const gst = order.taxedAmount - cess;
  const withoutTax = order.total - order.discountAmount + order.shippingCharges + cess;
  const taxOnTop = gst > 0.005 && Math.abs(order.grandTotal - (withoutTax + gst)) < 0.005;
  const seller: InvoiceParty = {
    name: store.legalName,
    address: store.legalAddress.split(/\r?\n/).filter((line) => line.trim() !== ''),
    stateName: store.state.name,
    stateCode: gstStateCodeOf(store.state.code),
    gstNumber: store.gstNumber,
  };
  return buildInvoice({
    serial,
    date,
    orderId: order.id,
    orderReference: order.orderReference,
    orderDate: order.orderTimestamp ? indiaDay(order.orderTimestamp) : null,
    seller,
    ...parties,
    lines: lines.map((line) => {
      const amount = taxOnTop ? Math.round((line.subTotal + line.taxedAmount) * 100) / 100 : line.subTotal;
      return {
        description: `${line.productName} - ${line.variationName}`,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        // A line priced with tax on top lists its price with that tax, like its amount.
        unitPrice:
          taxOnTop && line.subTotal > 0
            ? Math.round((line.unitPrice * amount * 100) / line.subTotal) / 100
            : line.unitPrice,
        amount,
        taxRate: line.taxRate,
        cessRate: line.cessRate,
        // The cess the order charged, as charged.
        cess: line.cessAmount,
      };
    }),
    discount: order.discountAmount,
    shipping: order.shippingCharges,
  });
}

export function groupByOrder<T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

export interface RefusedOrder {
  id: number;
  reason: string;
}

/**
 * The invoices of these orders, in the order asked: those issued before as issued; the others
 * issued now in one transaction, each order locked so it is invoiced once, their numbers taken
 * together under the financial year's counter lock. Any order that cannot be invoiced refuses
 * the whole call (409 naming each) and nothing is issued.
 */
export async function invoicesOf(call: ResourceCall, ids: readonly number[], now = new Date()) {
  const unique = [...new Set(ids)];
  return call.db.transaction(async (tx) => {
    const locked = await lockOrders(tx, unique);
    const found = new Map(locked.map((order) => [order.id, order]));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length === 1 && unique.length === 1) throw notFound('Order', missing[0]!);
    const issued = new Map((await invoicesFor(tx, unique)).map((row) => [row.orderId, row.document]));
    const refused: RefusedOrder[] = missing.map((id) => ({ id, reason: `Order ${id} not found` }));
    for (const order of locked) {
      const reason = issued.has(order.id) ? null : notInvoiceableReason(order.status);
      if (reason) refused.push({ id: order.id, reason });
    }
    if (refused.length > 0) throw refusal(refused, 'invoiced');
    const toIssue = unique.filter((id) => !issued.has(id));
    if (toIssue.length > 0) {
      const store = await loadStore(tx);
      // One after another: a transaction's one connection takes one query at a time.
      const orders = await ordersFor(tx, toIssue);
      const lines = await linesFor(tx, toIssue);
      const states = await statesByIdOrName(tx);
      const linesOf = groupByOrder(lines);
      const byId = new Map(orders.map((order) => [order.id, order]));
      const supplies = toIssue.map((id) => partiesOf(byId.get(id)!, store, states));
      const noState = toIssue.filter((_, i) => supplies[i] === null);
      if (noState.length > 0) {
        throw refusal(
          noState.map((id) => ({
            id,
            reason: `Order ${id} has no delivery state, so its place of supply is not known`,
          })),
          'invoiced',
        );
      }
      const year = financialYearOf(now);
      const date = indiaDay(now);
      const first = await takeInvoiceNumbers(tx, year.label, toIssue.length);
      const rows = toIssue.map((id, i) => {
        const serial = invoiceSerial(year, first + i);
        const document = invoiceOf(byId.get(id)!, linesOf.get(id) ?? [], store, supplies[i]!, serial, date);
        issued.set(id, document);
        return {
          orderId: id,
          financialYear: year.label,
          number: first + i,
          serial,
          invoiceDate: date,
          document,
          createdBy: call.actor.id,
        };
      });
      await insertInvoices(tx, rows);
      await recordAudit(
        tx,
        authorOf(call),
        rows.map((row) => ({
          resource: 'orders-invoices',
          recordId: row.orderId,
          action: 'create' as const,
          after: { orderId: row.orderId, serial: row.serial, invoiceDate: row.invoiceDate },
        })),
      );
    }
    return unique.map((id) => issued.get(id)!);
  });
}

/** A 409 naming each order refused and why, for one order or many. */
export function refusal(refused: readonly RefusedOrder[], what: string) {
  if (refused.length === 1) {
    const [only] = refused;
    return conflict(only!.reason, [{ field: 'ids', message: only!.reason }]);
  }
  const message = `${refused.length} orders cannot be ${what}: ${refused
    .slice(0, 10)
    .map((order) => `${order.id} (${order.reason})`)
    .join('; ')}${refused.length > 10 ? '; …' : ''}`;
  return conflict(
    message,
    refused.map((order) => ({ field: 'ids', message: `Order ${order.id}: ${order.reason}` })),
  );
}
