import { z } from 'zod';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import { endpointFile, PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '../endpoint-file';
import { orders } from '../resources/orders';
import { orderDocumentList } from './credit-note';
import { bulkStatusAnswer, bulkStatusBody, orderDocumentsBody, pickListQuery } from './order-documents';

/**
 * The order documents (issue 17): an order's GST tax invoice, credit notes and packing slip,
 * the selected orders' invoices or slips as one PDF, the day's pick list (PDF or xlsx), and the
 * selected orders moved at once. Route key `order`; issuing invoices and moving orders are writes.
 */

const read = { access: orders.access, action: 'read' } as const;
const write = { access: orders.access, action: 'write' } as const;
const tags = ['Order'];

/** `GET /api/orders/{id}/invoice`: the tax invoice, issued on the first call. */
export const orderInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/:id/invoice',
  operationId: 'getOrdersByIdInvoice',
  summary: 'The order’s GST tax invoice as a PDF',
  description:
    'The order’s GST tax invoice as a PDF. Its serial (INV/2627/000123, unique in the financial year) is given on the first call and kept; later calls reprint the invoice as issued. 409 for a cart, a cancelled order never invoiced, or missing store details.',
  tags,
  auth: write,
  params: endpointIdParams,
  answer: endpointFile(PDF_MEDIA_TYPE, 'the tax invoice'),
});

/** `GET /api/orders/{id}/credit-note`: the cancellation's credit note. */
export const orderCreditNoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/:id/credit-note',
  operationId: 'getOrdersByIdCreditNote',
  summary: 'The credit note of a cancelled order as a PDF',
  description:
    'The GST credit note of an invoiced order that was cancelled, as a PDF: issued with the cancellation (CN/2627/000001, consecutive in the financial year), naming the invoice it credits, for what earlier returns had not credited; reprinted as issued. 409 when the order has none. The notes of returns: /api/orders/{id}/credit-notes/{serial}.',
  tags,
  auth: read,
  params: endpointIdParams,
  answer: endpointFile(PDF_MEDIA_TYPE, 'the credit note'),
});

/** A credit note's serial as a file names it: CN-2627-000001. */
export const creditNoteParams = endpointIdParams.extend({
  serial: z.string().regex(/^[A-Za-z0-9-]{1,16}$/, 'A credit note serial is like CN-2627-000001'),
});

/** `GET /api/orders/{id}/credit-notes/{serial}`: one of the order's credit notes. */
export const orderCreditNoteBySerialEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/:id/credit-notes/:serial',
  operationId: 'getOrdersByIdCreditNotesBySerial',
  summary: 'One of the order’s credit notes as a PDF',
  description:
    'One of the order’s GST credit notes as a PDF, by its serial as a file names it (CN-2627-000001 for CN/2627/000001): the note of a return (the returned lines) or of the cancellation, reprinted as issued. 404 when the order has no note with that serial.',
  tags,
  auth: read,
  params: creditNoteParams,
  answer: endpointFile(PDF_MEDIA_TYPE, 'the credit note'),
});

/** `GET /api/orders/{id}/documents`: the GST documents issued for the order. */
export const orderDocumentListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/:id/documents',
  operationId: 'getOrdersByIdDocuments',
  summary: 'The GST documents issued for an order',
  description:
    'The GST documents issued for the order: its tax invoice, then its credit notes in the order issued (one per return of goods after delivery, and the cancellation’s).',
  tags,
  auth: read,
  params: endpointIdParams,
  answer: orderDocumentList,
});

/** `GET /api/orders/{id}/packing-slip`: what to pack and where it goes. */
export const orderPackingSlipEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/:id/packing-slip',
  operationId: 'getOrdersByIdPackingSlip',
  summary: 'The order’s packing slip as a PDF',
  description: 'The order’s packing slip as a PDF: where it goes and what to pack, no prices.',
  tags,
  auth: read,
  params: endpointIdParams,
  answer: endpointFile(PDF_MEDIA_TYPE, 'the packing slip'),
});

/** `POST /api/orders/documents`: the selected orders' invoices or packing slips as one PDF. */
export const ordersDocumentsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/documents',
  operationId: 'postOrdersDocuments',
  summary: 'Invoices or packing slips of the selected orders',
  description:
    'The selected orders’ invoices (issued as for one order) or packing slips as one PDF, in the order sent. Any order that cannot be invoiced refuses the call (409 naming each).',
  tags,
  auth: write,
  body: orderDocumentsBody,
  answer: endpointFile(PDF_MEDIA_TYPE, 'the documents, one order after another'),
});

/** `GET /api/orders/pick-list`: the day's pick list. */
export const pickListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/pick-list',
  operationId: 'getOrdersPickList',
  summary: 'The day’s pick list',
  description:
    'Every product and variation to pick for the orders placed on a day (India time; today by default) in a status (Order Placed by default), summed across them, as PDF or xlsx.',
  tags,
  auth: read,
  query: pickListQuery,
  answer: endpointFile([PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE], 'the pick list'),
});

/** `POST /api/orders/bulk-status`: the selected orders moved to a status. */
export const bulkStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/bulk-status',
  operationId: 'postOrdersBulkStatus',
  summary: 'Move the selected orders to a status',
  description:
    'Moves each selected order to the status through the orders’ own save (the status rule, timeline, audit, restock), each in its own transaction; answers those moved and those refused with the reason.',
  tags,
  auth: write,
  body: bulkStatusBody,
  answer: bulkStatusAnswer,
});
