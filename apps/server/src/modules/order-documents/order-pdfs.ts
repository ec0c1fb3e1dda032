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

const day = (value: string | null) => (value ? formatDate(`${value}T00:00:00+05:30`) : '');
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

/** The title, seller and document details side by side, then the buyer. */
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
  const { seller, buyer, placeOfSupply: supply } = invoice;
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
  const buyerTop = doc.y;
  doc.y = block(doc, MARGIN, buyerTop, width, note ? 'Recipient (credited)' : 'Bill to / Ship to', [
    buyer.name,
    ...buyer.address,
    stateLine(buyer),
    buyer.gstNumber ? `GSTIN: ${buyer.gstNumber}` : 'GSTIN: Unregistered',
  ]);
  doc.x = MARGIN;
  doc.y += 8;
}

/** The lines with their taxable value and tax (CGST and SGST in the store's state, IGST elsewhere), and their total. */
function drawGstLines(doc: Doc, invoice: GstDocument, note: CreditNote | null) {
  const sameState = invoice.placeOfSupply.sameStateAsStore;
  const taxColumns = sameState
    ? [
        { header: 'CGST %', width: 34, align: 'right' as const },
        { header: 'CGST (₹)', width: 46, align: 'right' as const },
        { header: 'SGST %', width: 34, align: 'right' as const },
        { header: 'SGST (₹)', width: 46, align: 'right' as const },
      ]
    : [
        { header: 'IGST %', width: 36, align: 'right' as const },
        { header: 'IGST (₹)', width: 56, align: 'right' as const },
      ];
  const columns = fitColumns(doc, [
    { header: '#', width: 18 },
    { header: 'Description', width: 0, flex: true },
    { header: 'HSN', width: 42 },
    { header: 'Qty', width: 28, align: 'right' },
    { header: 'Unit', width: 26 },
    { header: 'Taxable value (₹)', width: 58, align: 'right' },
    ...taxColumns,
    { header: note ? 'Credited (₹)' : 'Amount (₹)', width: 58, align: 'right' },
  ]);
  const rows = invoice.lines.map((line, i) => [
    String(i + 1),
    pdfText(line.description),
    pdfText(line.hsnCode ?? ''),
    String(line.quantity),
    line.unit,
    figure(line.taxableValue),
    ...(sameState
      ? [percent(line.cgstRate), figure(line.cgst), percent(line.sgstRate), figure(line.sgst)]
      : [percent(line.igstRate), figure(line.igst)]),
    figure(line.amount),
  ]);
  const { totals } = invoice;
  rows.push([
    '',
    'Total',
    '',
    String(invoice.lines.reduce((sum, line) => sum + line.quantity, 0)),
    '',
    figure(totals.taxableValue),
    ...(sameState ? ['', figure(totals.cgst), '', figure(totals.sgst)] : ['', figure(totals.igst)]),
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
        : `Tax payable on reverse charge: No. Prices include GST.${
            invoice.placeOfSupply.sameStateAsStore ? '' : ' Supply to another state: IGST.'
          }`,
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
