import { type DeliveryRunDetail, formatDate, fromPaise, toPaise } from '@mandi/domain';
import type { Executor } from '../../db/client';
import type { ResourceCall } from '../crud/resource-service';
import { drawPickList } from '../order-documents/order-pdfs';
import {
  BOLD,
  contentWidth,
  type Doc,
  drawTable,
  FONT,
  figure,
  fitColumns,
  MARGIN,
  money,
  pdfBuffer,
  pdfText,
} from '../order-documents/pdf-kit';
import { readRun } from './delivery-runs.present';
import { deliveryRunsRepository as repo } from './delivery-runs.repository';

type PickRows = Awaited<ReturnType<typeof repo.pickRowsOf>>;

/** The run's heading: which run, which day, who rides it. */
function drawHeading(doc: Doc, run: DeliveryRunDetail) {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(14).text(`DELIVERY RUN #${run.id}`, MARGIN, MARGIN, { width, align: 'center' });
  const rider = [run.riderName, run.riderMobile].filter(Boolean).join(', ');
  doc
    .font(FONT)
    .fontSize(10)
    .text(
      `${formatDate(`${run.runDate}T00:00:00+05:30`)} - Rider: ${pdfText(rider)} - ${run.stops.length} stops`,
      {
        width,
        align: 'center',
      },
    );
  doc.moveDown(0.8);
}

/**
 * The stops in sheet order (pincode, then the walk): who, where, how many items, the cash to
 * collect (what the order owes now) and room for the customer's signature.
 */
function drawStops(doc: Doc, run: DeliveryRunDetail) {
  const columns = fitColumns(doc, [
    { header: '#', width: 18 },
    { header: 'Order', width: 40 },
    { header: 'Customer', width: 80 },
    { header: 'Mobile', width: 66 },
    { header: 'Address', width: 0, flex: true },
    { header: 'Pincode', width: 44 },
    { header: 'Items', width: 30, align: 'right' },
    { header: 'Cash to collect (₹)', width: 58, align: 'right' },
    { header: 'Signature', width: 70 },
  ]);
  const rows = run.stops.map((stop, i) => [
    String(i + 1),
    `#${stop.orderId}`,
    pdfText(stop.customerName),
    pdfText(stop.mobile),
    pdfText(stop.address),
    pdfText(stop.pincode),
    String(stop.itemsCount),
    figure(stop.due),
    '',
  ]);
  drawTable(doc, columns, rows, 8);
  const items = run.stops.reduce((sum, stop) => sum + stop.itemsCount, 0);
  const cash = fromPaise(run.stops.reduce((sum, stop) => sum + toPaise(stop.due), 0));
  doc
    .font(BOLD)
    .fontSize(10)
    .text(`${run.stops.length} stops, ${items} items, ${money(cash)} to collect`, MARGIN, doc.y + 6, {
      width: contentWidth(doc),
    });
  doc.moveDown(2);
  doc
    .font(FONT)
    .fontSize(9)
    .text('Cash handed in: ____________________     Received by: ____________________');
}

/** The run sheet: the stops, then on a new page the run's pick list. */
export function drawRunSheet(doc: Doc, run: DeliveryRunDetail, pickRows: PickRows) {
  drawHeading(doc, run);
  drawStops(doc, run);
  doc.addPage();
  drawPickList(doc, {
    day: run.runDate,
    status: `Run #${run.id}, ${run.riderName ?? 'rider'}`,
    orders: run.stops.length,
    rows: pickRows,
  });
}

/** GET /delivery-runs/{id}/sheet: the PDF's bytes (403 for another rider's run). */
export async function runSheet(call: ResourceCall, id: number): Promise<{ bytes: Buffer; filename: string }> {
  const run = await readRun(call, id);
  const rows = await repo.pickRowsOf(call.db as Executor, id);
  const bytes = await pdfBuffer(`Delivery run ${run.id}`, (doc) => drawRunSheet(doc, run, rows));
  return { bytes, filename: `delivery-run-${run.id}-${run.runDate}.pdf` };
}
