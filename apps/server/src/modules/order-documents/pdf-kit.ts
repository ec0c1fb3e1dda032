import PDFDocument from 'pdfkit';

/**
 * The documents' PDF helpers on pdfkit (docs/DECISIONS.md): A4 pages, the standard Helvetica
 * fonts (their text is extractable and nothing is embedded, so a thousand invoices stay
 * small), and one table drawer that carries long tables over to new pages under their header.
 */

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 36;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1,23,456.70: amounts without a symbol (the standard fonts have no ₹). */
export const money = (value: number) => rupees.format(value);
export const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** Text the standard fonts can draw: ₹ as Rs., other characters outside Latin-1 as '?'. */
export function pdfText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replaceAll('₹', 'Rs.')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .normalize('NFKC')
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, '?');
}

/** Draws into a new document and answers its bytes. */
export function pdfBuffer(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: pdfText(title), Creator: 'Mandi' },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
export const bottom = (doc: Doc) => doc.page.height - MARGIN;

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

const PAD = 3;

function rowHeight(doc: Doc, columns: readonly Column[], cells: readonly string[], size: number) {
  doc.fontSize(size);
  const line = doc.currentLineHeight(true);
  let height = line;
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const room = column.width - 2 * PAD;
    // Most cells (numbers, codes) fit on one line: measuring their width is much cheaper.
    if (text.includes('\n') || doc.widthOfString(text) > room) {
      height = Math.max(height, doc.heightOfString(text, { width: room }));
    }
  });
  return height + 2 * PAD;
}

function drawRow(
  doc: Doc,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  options: { bold?: boolean; size: number; shade?: boolean; height?: number },
) {
  doc.font(options.bold ? BOLD : FONT);
  const height = options.height ?? rowHeight(doc, columns, cells, options.size);
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (options.shade) doc.rect(MARGIN, y, width, height).fill('#eeeeee').fillColor('black');
  let x = MARGIN;
  doc.font(options.bold ? BOLD : FONT).fontSize(options.size);
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const room = column.width - 2 * PAD;
    const width = doc.widthOfString(text);
    if (!text.includes('\n') && width <= room) {
      // One line: placed by hand, which skips pdfkit's line wrapper (most of a table's cost).
      const align = column.align ?? 'left';
      const offset = align === 'right' ? room - width : align === 'center' ? (room - width) / 2 : 0;
      doc.text(text, x + PAD + offset, y + PAD, { lineBreak: false });
    } else {
      doc.text(text, x + PAD, y + PAD, { width: room, align: column.align ?? 'left' });
    }
    x += column.width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + width, y + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  return y + height;
}

/**
 * A table from the current y: its header shaded, rows below; a row that does not fit starts a
 * new page, which repeats the header. Leaves doc.y under the table.
 */
export function drawTable(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  size = 8,
) {
  const header = columns.map((column) => column.header);
  let y = drawRow(doc, columns, header, doc.y, { bold: true, size, shade: true });
  for (const cells of rows) {
    doc.font(FONT);
    const height = rowHeight(doc, columns, cells, size);
    if (y + height > bottom(doc)) {
      doc.addPage();
      y = drawRow(doc, columns, header, MARGIN, { bold: true, size, shade: true });
    }
    y = drawRow(doc, columns, cells, y, { size, height });
  }
  doc.x = MARGIN;
  doc.y = y + 6;
}

/** Moves to a new page when fewer than `height` points are left. */
export function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/** Columns sized to the page: fixed widths, the first flexible one takes the rest. */
export function fitColumns(doc: Doc, columns: readonly (Column & { flex?: boolean })[]): Column[] {
  const fixed = columns.filter((column) => !column.flex).reduce((sum, column) => sum + column.width, 0);
  const rest = contentWidth(doc) - fixed;
  return columns.map((column) => (column.flex ? { ...column, width: rest } : column));
}
