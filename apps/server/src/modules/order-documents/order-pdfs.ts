import { type CreditNote, formatDate, type Invoice, type InvoiceParty } from '@mandi/domain';
import type { DocumentLine, DocumentOrder, PickRow } from './order-documents.repository';
import {
  BOLD,
  contentWidth,
  type Doc,
  drawTable,
  FONT,
  figure,
  fitColumns,
  keepSpace,
  MARGIN,
  money,
  pdfText,
  percent,
  write,
} from './pdf-kit';

// formatDate builds an Intl formatter per call (about a millisecond): a run of a thousand
// invoices prints the same few days, so each is formatted once.
const days = new Map<string, string>();
function day(value: string | null): string {
  if (!value) return '';
  let text = days.get(value);
  if (text === undefined) {
    text = formatDate(`${value}T00:00:00+05:30`);
    if (days.size > 1000) days.clear();
    days.set(value, text);
  }
  return text;
}
const stateLine = (party: InvoiceParty) =>
  party.stateName ? `State: ${party.stateName}${party.stateCode ? ` (code ${party.stateCode})` : ''}` : '';

function block(doc: Doc, x: number, y: number, width: number, title: string, lines: string[]) {
  doc.fontSize(8);
  let top = write(doc, pdfText(title), x, y, { width, bold: true });
  doc.fontSize(9);
  for (const line of lines.filter(Boolean)) top = write(doc, pdfText(line), x, top, { width });
  return top;
}

/** One GST tax invoice, from a new page. */
export function drawInvoice(doc: Doc, invoice: Invoice) {
  drawGstDocument(doc, invoice, null);
}

/** What a credit note reduces its invoice by, in its footer's words. */
function creditNoteScope(note: CreditNote): string {
  const invoice = `tax invoice ${note.invoiceSerial} of ${day(note.invoiceDate)}`;
  if (note.covers === 'returned goods')
    return `This credit note reduces ${invoice} by the value and tax of the goods returned, listed above.`;
  if (note.covers === 'rest of invoice')
    return `This credit note reduces ${invoice} by the value and tax not credited by its earlier credit notes (goods returned): the order was cancelled.`;
  return `This credit note reduces ${invoice} by the whole of its value and tax: the order was cancelled and the supply not made.`;
}

/** One GST credit note (the lines of the invoice it credits, as credited), from a new page. */
export function drawCreditNote(doc: Doc, note: CreditNote) {
  drawGstDocument(doc, note, note);
}

type GstDocument = Omit<Invoice, 'serial' | 'date'> & { serial: string; date: string };

/** The title, seller and document details side by side, then the bill-to and ship-to. */
function drawGstHeading(doc: Doc, invoice: GstDocument, note: CreditNote | null) {
  const width = contentWidth(doc);
  const half = width / 2 - 6;
  doc
    .font(BOLD)
    .fontSize(14)
    .text(note ? 'CREDIT NOTE' : 'TAX INVOICE', MARGIN, MARGIN, { width, align: 'center' });
  if (note) {
    doc
      .font(FONT)
      .fontSize(9)
      .text('(GST: issued under section 34 of the CGST Act)', { width, align: 'center' });
  }
  doc.moveDown(0.5);
  const top = doc.y;
  const { seller, placeOfSupply: supply } = invoice;
  const left = block(doc, MARGIN, top, half, note ? 'Issued by' : 'Sold by', [
    seller.name,
    ...seller.address,
    stateLine(seller),
    `GSTIN: ${seller.gstNumber ?? ''}`,
  ]);
  const right = block(doc, MARGIN + half + 12, top, half, note ? 'Credit note' : 'Invoice', [
    ...(note
      ? [
          `Credit Note No: ${note.serial}`,
          `Credit Note Date: ${day(note.date)}`,
          `Against Invoice No: ${note.invoiceSerial}`,
          `Invoice Date: ${day(note.invoiceDate)}`,
        ]
      : [`Invoice No: ${invoice.serial}`, `Invoice Date: ${day(invoice.date)}`]),
    `Order No: ${invoice.orderId}${invoice.orderReference ? ` (${invoice.orderReference})` : ''}`,
    invoice.orderDate ? `Order Date: ${day(invoice.orderDate)}` : '',
    `Place of Supply: ${supply.stateName}${supply.stateCode ? ` (${supply.stateCode})` : ''}`,
    note ? `Reason: ${note.reason}` : '',
  ]);
  doc.y = Math.max(left, right) + 8;
  drawParties(doc, invoice, half);
}

/** Bill to (the buyer as its GSTIN says) and ship to (the delivery address) side by side. */
function drawParties(doc: Doc, invoice: GstDocument, half: number) {
  const { buyer, shipTo } = invoice;
  const top = doc.y;
  const left = block(doc, MARGIN, top, half, 'Bill to', [
    buyer.name,
    ...buyer.address,
    buyer.gstNumber ? `GSTIN: ${buyer.gstNumber}` : 'GSTIN: Unregistered',
    stateLine(buyer),
  ]);
  const right = block(
    doc,
    MARGIN + half + 12,
    top,
    half,
    'Ship to',
    shipTo ? [shipTo.name, ...shipTo.address, stateLine(shipTo)] : ['Store pickup: collected at the store'],
  );
  doc.x = MARGIN;
  doc.y = Math.max(left, right) + 8;
}

type Align = 'left' | 'right';
const column = (header: string, width: number, align: Align = 'right') => ({ header, width, align });

/** The tax columns: one GST rate, then CGST and SGST in the store's state or IGST elsewhere; cess when charged. */
function taxColumns(sameState: boolean, cess: boolean) {
  return [
    column('GST %', 28),
    ...(sameState ? [column('CGST (₹)', 40), column('SGST (₹)', 40)] : [column('IGST (₹)', 48)]),
    ...(cess ? [column('Cess %', 28), column('Cess (₹)', 38)] : []),
  ];
}

/**
 * The lines: list price, discount, taxable value, GST (CGST and SGST in the store's state, IGST
 * elsewhere), cess when any line carries it, and the amount (GST included, cess not), then their
 * total.
 */
function drawGstLines(doc: Doc, invoice: GstDocument, note: CreditNote | null) {
  const sameState = invoice.placeOfSupply.sameStateAsStore;
  const cess = invoice.lines.some((line) => line.cess > 0);
  const columns = fitColumns(doc, [
    column('#', 14, 'left'),
    { ...column('Description', 0, 'left'), flex: true },
    column('HSN', 34, 'left'),
    column('Qty', 34),
    column('Rate (₹)', 44),
    column('Discount (₹)', 42),
    column('Taxable value (₹)', 50),
    ...taxColumns(sameState, cess),
    column(note ? 'Credited (₹)' : 'Amount (₹)', 52),
  ]);
  const taxCells = (
    rate: string,
    figures: { cgst: number; sgst: number; igst: number; cess: number },
    cessRate: string,
  ) => [
    rate,
    ...(sameState ? [figure(figures.cgst), figure(figures.sgst)] : [figure(figures.igst)]),
    ...(cess ? [cessRate, figure(figures.cess)] : []),
  ];
  const rows = invoice.lines.map((line, i) => [
    String(i + 1),
    pdfText(line.description),
    pdfText(line.hsnCode ?? ''),
    `${line.quantity} ${line.unit}`,
    figure(line.unitPrice),
    figure(line.discount),
    figure(line.taxableValue),
    ...taxCells(percent(line.taxRate), line, percent(line.cessRate)),
    figure(line.amount),
  ]);
  const { totals } = invoice;
  rows.push([
    '',
    'Total',
    '',
    String(invoice.lines.reduce((sum, line) => sum + line.quantity, 0)),
    '',
    figure(invoice.lines.reduce((sum, line) => sum + Math.round(line.discount * 100), 0) / 100),
    figure(totals.taxableValue),
    ...taxCells('', totals, ''),
    figure(totals.lines),
  ]);
  drawTable(doc, columns, rows);
}

/** The figures under the table, right-aligned, ending with the grand total (or the total credited). */
function drawGstSummary(doc: Doc, invoice: GstDocument, note: CreditNote | null) {
  const width = contentWidth(doc);
  const { totals } = invoice;
  keepSpace(doc, 160);
  const labelWidth = 150;
  const valueWidth = 90;
  const x = MARGIN + width - labelWidth - valueWidth;
  const tax = note ? ' credited' : '';
  const summary: [string, string][] = [
    [note ? 'Taxable value credited' : 'Taxable value', money(totals.taxableValue)],
    ...(invoice.placeOfSupply.sameStateAsStore
      ? ([
          [`CGST${tax}`, money(totals.cgst)],
          [`SGST${tax}`, money(totals.sgst)],
        ] as [string, string][])
      : ([[`IGST${tax}`, money(totals.igst)]] as [string, string][])),
    ['Items total (GST included)', money(totals.lines)],
    ...(totals.cess > 0 ? ([[`Compensation cess${tax}`, money(totals.cess)]] as [string, string][]) : []),
    ...(totals.discount > 0 ? ([['Discount', money(-totals.discount)]] as [string, string][]) : []),
    ['Delivery charges', money(totals.shipping)],
  ];
  for (const [label, value] of summary) {
    const y = doc.y;
    doc.font(FONT).fontSize(9).text(label, x, y, { width: labelWidth });
    doc.text(value, x + labelWidth, y, { width: valueWidth, align: 'right' });
  }
  const y = doc.y + 2;
  doc
    .font(BOLD)
    .fontSize(10)
    .text(note ? 'Total credited' : 'Grand total', x, y, { width: labelWidth });
  doc.text(money(totals.grandTotal), x + labelWidth, y, { width: valueWidth, align: 'right' });
}

/** The amount in words, what the document covers, and the signature. */
function drawGstFooter(doc: Doc, invoice: GstDocument, note: CreditNote | null) {
  const width = contentWidth(doc);
  doc.moveDown(0.8);
  doc
    .font(BOLD)
    .fontSize(9)
    .text(note ? 'Amount credited in words: ' : 'Amount in words: ', MARGIN, doc.y, {
      continued: true,
      width,
    });
  doc.font(FONT).text(invoice.amountInWords);
  doc.moveDown(0.5);
  doc
    .fontSize(8)
    .text(
      note
        ? `${creditNoteScope(note)} Tax payable on reverse charge: No.`
        : `Tax payable on reverse charge: No. Prices include GST; discounts are off the list price (Rate).${
            invoice.totals.cess > 0
              ? ' Compensation cess is charged on the taxable value, on top of the price.'
              : ''
          }${invoice.placeOfSupply.sameStateAsStore ? '' : ' Supply to another state: IGST.'}`,
      { width },
    );
  doc.moveDown(1.5);
  doc.fontSize(9);
  write(doc, `For ${pdfText(invoice.seller.name)}`, MARGIN, doc.y, { width, align: 'right', bold: true });
  doc.moveDown(1.5);
  doc.font(FONT).fontSize(8).text('Authorised signatory', MARGIN, doc.y, { width, align: 'right' });
  doc.moveDown(0.5);
  doc.text(`This is a computer-generated ${note ? 'credit note' : 'invoice'}.`, { width, align: 'center' });
}

/** A GST tax invoice or, with `note`, the credit note against it. */
function drawGstDocument(doc: Doc, invoice: GstDocument, note: CreditNote | null) {
  drawGstHeading(doc, invoice, note);
  drawGstLines(doc, invoice, note);
  drawGstSummary(doc, invoice, note);
  drawGstFooter(doc, invoice, note);
}

/** One packing slip (what to pack and where it goes, no prices), from a new page. */
export function drawPackingSlip(doc: Doc, order: DocumentOrder, lines: DocumentLine[]) {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(14).text('PACKING SLIP', MARGIN, MARGIN, { width, align: 'center' });
  doc.moveDown(0.5);
  const top = doc.y;
  const half = width / 2 - 6;
  const address = order.shippingAddress ?? order.address;
  const left = block(doc, MARGIN, top, half, 'Deliver to', [
    order.customerName,
    order.customerMobile ? `Mobile: ${order.customerMobile}` : '',
    ...(order.deliveryType === 'Store Pickup'
      ? ['Store Pickup']
      : address
        ? [
            address.line1 ?? '',
            address.line2 ?? '',
            [address.city, address.state, address.pincode].filter(Boolean).join(', '),
          ]
        : []),
  ]);
  const right = block(doc, MARGIN + half + 12, top, half, 'Order', [
    `Order No: ${order.id}${order.orderReference ? ` (${order.orderReference})` : ''}`,
    order.orderTimestamp ? `Ordered on: ${formatDate(order.orderTimestamp)}` : '',
    `Delivery: ${order.deliveryType ?? 'Home Delivery'}`,
    `Payment: ${order.paymentMethod === 'cod' ? 'Cash on delivery' : (order.paymentMethod ?? '')}`,
    `Status: ${order.status}`,
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(left, right) + 10;
  const columns = fitColumns(doc, [
    { header: '#', width: 20 },
    { header: 'Product', width: 0, flex: true },
    { header: 'Variation', width: 90 },
    { header: 'SKU', width: 100 },
    { header: 'Qty', width: 36, align: 'right' },
    { header: 'Packed', width: 42, align: 'center' },
  ]);
  drawTable(
    doc,
    columns,
    lines.map((line, i) => [
      String(i + 1),
      pdfText(line.productName),
      pdfText(line.variationName),
      pdfText(line.sku),
      String(line.quantity),
      '[   ]',
    ]),
    9,
  );
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  doc.font(BOLD).fontSize(10).text(`${lines.length} products, ${quantity} items`, { width });
  if (order.comments) {
    doc.moveDown(0.5);
    doc.fontSize(9);
    write(doc, `Notes: ${pdfText(order.comments)}`, MARGIN, doc.y, { width });
  }
  doc.moveDown(2);
  doc.font(FONT).fontSize(9).text('Packed by: ____________________     Checked by: ____________________');
}

/** The day's pick list: every product and variation summed across the orders. */
export function drawPickList(
  doc: Doc,
  options: { day: string; status: string; orders: number; rows: PickRow[] },
) {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(14).text('PICK LIST', MARGIN, MARGIN, { width, align: 'center' });
  doc
    .font(FONT)
    .fontSize(10)
    .text(`${day(options.day)} - ${options.status} - ${options.orders} orders`, { width, align: 'center' });
  doc.moveDown(0.8);
  const columns = fitColumns(doc, [
    { header: '#', width: 24 },
    { header: 'Product', width: 0, flex: true },
    { header: 'Variation', width: 90 },
    { header: 'SKU', width: 100 },
    { header: 'Quantity', width: 50, align: 'right' },
    { header: 'Orders', width: 40, align: 'right' },
    { header: 'Picked', width: 40, align: 'center' },
  ]);
  drawTable(
    doc,
    columns,
    options.rows.map((row, i) => [
      String(i + 1),
      pdfText(row.productName),
      pdfText(row.variationName),
      pdfText(row.sku),
      String(row.quantity),
      String(row.orders),
      '[   ]',
    ]),
    9,
  );
  const total = options.rows.reduce((sum, row) => sum + row.quantity, 0);
  doc
    .font(BOLD)
    .fontSize(10)
    .text(
      options.rows.length === 0
        ? 'Nothing to pick: no orders in this status on this day.'
        : `${options.rows.length} products and variations, ${total} items`,
      { width },
    );
}
