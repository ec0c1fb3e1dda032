import {
  bulkStatusAnswer,
  bulkStatusBody,
  indiaDay,
  orders as orderDef,
  orderDocumentList,
  orderDocumentsBody,
  pickListQuery,
  serialFileName,
} from '@mandi/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound, refusals } from '../../lib/errors';
import { fileAnswer, PDF, XLSX } from '../../lib/openapi';
import { xlsxStream } from '../../lib/xlsx-writer';
import { idParams } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import type { ResourceCall } from '../crud/resource-service';
import { moveOrders } from './bulk-status.service';
import { creditNoteBySerial, creditNoteOf, documentsOf } from './credit-notes.service';
import { groupByOrder, invoicesOf } from './invoices.service';
import { linesFor, orderIdsOn, ordersFor, pickRows } from './order-documents.repository';
import { drawCreditNote, drawInvoice, drawPackingSlip, drawPickList } from './order-pdfs';
import { pdfBuffer } from './pdf-kit';

const sendPdf = (reply: FastifyReply, filename: string, bytes: Buffer) =>
  reply
    .header('content-type', PDF)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(bytes);

/** The packing slips of these orders, in the order asked, as one PDF. */
async function packingSlips(ctx: AppContext, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const [orders, lines] = await Promise.all([ordersFor(ctx.db, unique), linesFor(ctx.db, unique)]);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound('Order', missing.join(', '));
  const linesOf = groupByOrder(lines);
  return pdfBuffer(`Packing slips`, (doc) => {
    unique.forEach((id, i) => {
      if (i > 0) doc.addPage();
      drawPackingSlip(doc, byId.get(id)!, linesOf.get(id) ?? []);
    });
  });
}

async function invoicesPdf(call: ResourceCall, ids: readonly number[]) {
  const invoices = await invoicesOf(call, ids);
  const title = invoices.length === 1 ? `Tax invoice ${invoices[0]!.serial}` : 'Tax invoices';
  const bytes = await pdfBuffer(title, (doc) => {
    invoices.forEach((invoice, i) => {
      if (i > 0) doc.addPage();
      drawInvoice(doc, invoice);
    });
  });
  return { invoices, bytes };
}

/** The pick list of a day and status: summed rows as a PDF, or streamed as an xlsx. */
async function sendPickList(ctx: AppContext, query: z.infer<typeof pickListQuery>, reply: FastifyReply) {
  const { status, format } = query;
  const day = query.date ?? indiaDay(new Date());
  const [rows, orderIds] = await Promise.all([
    pickRows(ctx.db, day, status),
    orderIdsOn(ctx.db, day, status),
  ]);
  if (format === 'pdf') {
    const bytes = await pdfBuffer(`Pick list ${day}`, (doc) =>
      drawPickList(doc, { day, status, orders: orderIds.length, rows }),
    );
    return sendPdf(reply, `pick-list-${day}.pdf`, bytes);
  }
  async function* cells() {
    yield rows.map((row) => [row.productName, row.variationName, row.sku, row.quantity, row.orders]);
  }
  const stream = xlsxStream([
    {
      name: 'Pick list',
      columns: [
        { header: 'Product', width: 40 },
        { header: 'Variation', width: 16 },
        { header: 'SKU', width: 20 },
        { header: 'Quantity', width: 10 },
        { header: 'Orders', width: 10 },
      ],
      rows: cells(),
    },
  ]);
  stream.on('error', (error) => reply.log.error({ err: error }, 'pick list failed'));
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="pick-list-${day}.xlsx"`)
    .send(stream);
}

/**
 * The order documents (issue 17): an order's GST tax invoice and packing slip, the selected
 * orders' invoices or slips as one PDF, the day's pick list (PDF or xlsx), and the selected
 * orders moved at once. Route key `order`; issuing invoices and moving orders are writes.
 */
export async function orderDocumentsRoutes(app: FastifyInstance, ctx: AppContext) {
  gstDocumentRoutes(app, ctx);
  slipsPickListAndMoveRoutes(app, ctx);
}

/** What every route here shares: the typed router, the order screen's read and write, the tag. */
function documentRouteKit(app: FastifyInstance, ctx: AppContext) {
  const access = orderDef.access;
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    read: { auth: { access, action: 'read' as const } },
    write: { auth: { access, action: 'write' as const } },
    tags: ['Order'],
    callOf: (request: FastifyRequest) => resourceCallOf(ctx, request),
  };
}

/** One order's GST documents: its invoice, its credit notes and their list. */
function gstDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { r, read, write, tags, callOf } = documentRouteKit(app, ctx);

  r.get(
    '/api/orders/:id/invoice',
    {
      config: write,
      schema: {
        tags,
        description:
          'The order’s GST tax invoice as a PDF. Its serial (INV/2627/000123, unique in the financial year) is given on the first call and kept; later calls reprint the invoice as issued. 409 for a cart, a cancelled order never invoiced, or missing store details.',
        params: idParams,
        response: { 200: fileAnswer(PDF, 'the tax invoice'), ...refusals },
      },
    },
    async (request, reply) => {
      const { invoices, bytes } = await invoicesPdf(callOf(request), [request.params.id]);
      return sendPdf(reply, `invoice-${serialFileName(invoices[0]!.serial)}.pdf`, bytes);
    },
  );

  r.get(
    '/api/orders/:id/credit-note',
    {
      config: read,
      schema: {
        tags,
        description:
          'The GST credit note of an invoiced order that was cancelled, as a PDF: issued with the cancellation (CN/2627/000001, consecutive in the financial year), naming the invoice it credits, for what earlier returns had not credited; reprinted as issued. 409 when the order has none. The notes of returns: /api/orders/{id}/credit-notes/{serial}.',
        params: idParams,
        response: { 200: fileAnswer(PDF, 'the credit note'), ...refusals },
      },
    },
    async (request, reply) => {
      const note = await creditNoteOf(ctx.db, request.params.id);
      const bytes = await pdfBuffer(`Credit note ${note.serial}`, (doc) => drawCreditNote(doc, note));
      return sendPdf(reply, `credit-note-${serialFileName(note.serial)}.pdf`, bytes);
    },
  );

  r.get(
    '/api/orders/:id/credit-notes/:serial',
    {
      config: read,
      schema: {
        tags,
        description:
          'One of the order’s GST credit notes as a PDF, by its serial as a file names it (CN-2627-000001 for CN/2627/000001): the note of a return (the returned lines) or of the cancellation, reprinted as issued. 404 when the order has no note with that serial.',
        params: idParams.extend({
          serial: z.string().regex(/^[A-Za-z0-9-]{1,16}$/, 'A credit note serial is like CN-2627-000001'),
        }),
        response: { 200: fileAnswer(PDF, 'the credit note'), ...refusals },
      },
    },
    async (request, reply) => {
      const note = await creditNoteBySerial(ctx.db, request.params.id, request.params.serial);
      const bytes = await pdfBuffer(`Credit note ${note.serial}`, (doc) => drawCreditNote(doc, note));
      return sendPdf(reply, `credit-note-${serialFileName(note.serial)}.pdf`, bytes);
    },
  );

  r.get(
    '/api/orders/:id/documents',
    {
      config: read,
      schema: {
        tags,
        description:
          'The GST documents issued for the order: its tax invoice, then its credit notes in the order issued (one per return of goods after delivery, and the cancellation’s).',
        params: idParams,
        response: { 200: orderDocumentList, ...refusals },
      },
    },
    (request) => documentsOf(ctx.db, request.params.id),
  );
}

/** Packing slips, the selected orders' documents, the day's pick list and moving orders at once. */
function slipsPickListAndMoveRoutes(app: FastifyInstance, ctx: AppContext) {
  const { r, read, write, tags, callOf } = documentRouteKit(app, ctx);

  r.get(
    '/api/orders/:id/packing-slip',
    {
      config: read,
      schema: {
        tags,
        description: 'The order’s packing slip as a PDF: where it goes and what to pack, no prices.',
        params: idParams,
        response: { 200: fileAnswer(PDF, 'the packing slip'), ...refusals },
      },
    },
    async (request, reply) => {
      const bytes = await packingSlips(ctx, [request.params.id]);
      return sendPdf(reply, `packing-slip-${request.params.id}.pdf`, bytes);
    },
  );

  r.post(
    '/api/orders/documents',
    {
      config: write,
      schema: {
        tags,
        description:
          'The selected orders’ invoices (issued as for one order) or packing slips as one PDF, in the order sent. Any order that cannot be invoiced refuses the call (409 naming each).',
        body: orderDocumentsBody,
        response: { 200: fileAnswer(PDF, 'the documents, one order after another'), ...refusals },
      },
    },
    async (request, reply) => {
      const { ids, kind } = request.body;
      if (kind === 'invoice') {
        const { bytes } = await invoicesPdf(callOf(request), ids);
        return sendPdf(reply, 'invoices.pdf', bytes);
      }
      return sendPdf(reply, 'packing-slips.pdf', await packingSlips(ctx, ids));
    },
  );

  r.get(
    '/api/orders/pick-list',
    {
      config: read,
      schema: {
        tags,
        description:
          'Every product and variation to pick for the orders placed on a day (India time; today by default) in a status (Order Placed by default), summed across them, as PDF or xlsx.',
        querystring: pickListQuery,
        response: {
          200: fileAnswer([PDF, XLSX], 'the pick list'),
          ...refusals,
        },
      },
    },
    (request, reply) => sendPickList(ctx, request.query, reply),
  );

  r.post(
    '/api/orders/bulk-status',
    {
      config: write,
      schema: {
        tags,
        description:
          'Moves each selected order to the status through the orders’ own save (the status rule, timeline, audit, restock), each in its own transaction; answers those moved and those refused with the reason.',
        body: bulkStatusBody,
        response: { 200: bulkStatusAnswer, ...refusals },
      },
    },
    (request) => moveOrders(callOf(request), request.body.ids, request.body.status),
  );
}
