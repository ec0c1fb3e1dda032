import {
  bulkStatusEndpoint,
  indiaDay,
  orderCreditNoteBySerialEndpoint,
  orderCreditNoteEndpoint,
  orderDocumentListEndpoint,
  orderInvoiceEndpoint,
  orderPackingSlipEndpoint,
  ordersDocumentsEndpoint,
  PDF_MEDIA_TYPE as PDF,
  type PickListQuery,
  pickListEndpoint,
  serialFileName,
  XLSX_MEDIA_TYPE as XLSX,
} from '@mandi/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { notFound } from '../../lib/errors';
import { xlsxStream } from '../../lib/xlsx-writer';
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

/** A credit note (of a return or of the cancellation) as a PDF, reprinted as issued. */
async function sendCreditNote(reply: FastifyReply, note: Awaited<ReturnType<typeof creditNoteOf>>) {
  const bytes = await pdfBuffer(`Credit note ${note.serial}`, (doc) => drawCreditNote(doc, note));
  return sendPdf(reply, `credit-note-${serialFileName(note.serial)}.pdf`, bytes);
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
async function sendPickList(ctx: AppContext, query: PickListQuery, reply: FastifyReply) {
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
 * The order documents (issue 17), declared in the domain (order-document-endpoints.ts): an
 * order's GST tax invoice, credit notes and packing slip, the selected orders' invoices or
 * slips as one PDF, the day's pick list (PDF or xlsx), and the selected orders moved at once.
 */
export async function orderDocumentsRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, orderInvoiceEndpoint, async ({ params, call, reply }) => {
    const { invoices, bytes } = await invoicesPdf(call(), [params.id]);
    return sendPdf(reply, `invoice-${serialFileName(invoices[0]!.serial)}.pdf`, bytes);
  });
  endpointRoute(app, ctx, orderCreditNoteEndpoint, async ({ params, reply }) =>
    sendCreditNote(reply, await creditNoteOf(ctx.db, params.id)),
  );
  endpointRoute(app, ctx, orderCreditNoteBySerialEndpoint, async ({ params, reply }) =>
    sendCreditNote(reply, await creditNoteBySerial(ctx.db, params.id, params.serial)),
  );
  endpointRoute(app, ctx, orderDocumentListEndpoint, ({ params }) => documentsOf(ctx.db, params.id));
  endpointRoute(app, ctx, orderPackingSlipEndpoint, async ({ params, reply }) =>
    sendPdf(reply, `packing-slip-${params.id}.pdf`, await packingSlips(ctx, [params.id])),
  );
  endpointRoute(app, ctx, ordersDocumentsEndpoint, async ({ body, call, reply }) => {
    if (body.kind === 'invoice') {
      const { bytes } = await invoicesPdf(call(), body.ids);
      return sendPdf(reply, 'invoices.pdf', bytes);
    }
    return sendPdf(reply, 'packing-slips.pdf', await packingSlips(ctx, body.ids));
  });
  endpointRoute(app, ctx, pickListEndpoint, ({ query, reply }) => sendPickList(ctx, query, reply));
  endpointRoute(app, ctx, bulkStatusEndpoint, ({ body, call }) => moveOrders(call(), body.ids, body.status));
}
