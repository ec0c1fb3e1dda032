import PDFDocument from 'pdfkit';
import { fontBytes, fontName, type Run, SCRIPTS, scriptRuns } from './fonts';
import { layOutPlainly } from './plain-layout';

/**
 * The documents' PDF helpers on pdfkit (docs/DECISIONS.md): A4 pages, embedded Noto Sans
 * fonts (Latin and ₹, and each Indian script's family; subset by pdfkit, so a document carries
 * only the glyphs it draws), text of any script drawn run by run in its script's font, and one
 * table drawer that carries long tables over to new pages under their header.
 */

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 36;
/** The Latin fonts, for the documents' own words (labels, headings, figures). */
export const FONT = fontName('latin', false);
export const BOLD = fontName('latin', true);
/** Noto Sans's ascent: every run of a line sits on the baseline this far under its top. */
const ASCENT = 1.069;
/** A line that draws an Indian script: room for its marks below (Noto's descent is 0.41). */
const INDIC_LINE = 1.5;

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** ₹1,23,456.70: the rupee sign and Indian digit grouping; a negative amount as -₹12.00. */
export const money = (value: number) => `${value < 0 ? '-' : ''}₹${rupees.format(Math.abs(value))}`;
/** 1,23,456.70: a figure in a column already headed in ₹. */
export const figure = (value: number) => rupees.format(value);
export const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** Text as the documents print it: composed (NFC), without control characters. */
export function pdfText(value: string | null | undefined): string {
  if (!value) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return value.normalize('NFC').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
}

/** Draws into a new document (its fonts registered) and answers its bytes. */
export function pdfBuffer(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: pdfText(title), Creator: 'Mandi' },
  });
  // Registering only names the bytes: a font is parsed and embedded when first drawn with.
  for (const script of SCRIPTS) {
    doc.registerFont(fontName(script, false), fontBytes(script, false));
    doc.registerFont(fontName(script, true), fontBytes(script, true));
  }
  // The Latin fonts lay text out glyph by glyph (plain-layout.ts); regular is the current font.
  doc.font(BOLD);
  layOutPlainly(doc);
  doc.font(FONT);
  layOutPlainly(doc);
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

/** The current font size (pdfkit keeps it, its types do not show it). */
const sizeOf = (doc: Doc) => (doc as unknown as { _fontSize: number })._fontSize;

const isPlain = (runs: readonly Run[]) =>
  runs.length === 0 || (runs.length === 1 && runs[0]!.script === 'latin');

/** The width of text of any script at the current size. */
export function widthOf(doc: Doc, text: string, bold = false): number {
  return runsWidth(doc, scriptRuns(text), bold);
}

function runsWidth(doc: Doc, runs: readonly Run[], bold: boolean) {
  let width = 0;
  for (const run of runs) width += doc.font(fontName(run.script, bold)).widthOfString(run.text);
  return width;
}

function lineHeightOf(doc: Doc, runs: readonly Run[]) {
  return isPlain(runs) ? doc.font(FONT).currentLineHeight(true) : INDIC_LINE * sizeOf(doc);
}

/** Splits text into lines of at most `width` (at spaces; a longer word gets a line of its own). */
function wrap(doc: Doc, text: string, width: number, bold: boolean): Run[][] {
  const lines: Run[][] = [];
  for (const paragraph of text.split('\n')) {
    const whole = scriptRuns(paragraph);
    if (runsWidth(doc, whole, bold) <= width) {
      lines.push(whole);
      continue;
    }
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && widthOf(doc, next, bold) > width) {
        lines.push(scriptRuns(line));
        line = word;
      } else line = next;
    }
    lines.push(scriptRuns(line));
  }
  return lines;
}

function drawRuns(doc: Doc, runs: readonly Run[], x: number, y: number, bold: boolean) {
  const baseline = -ASCENT * sizeOf(doc);
  let at = x;
  for (const run of runs) {
    doc.font(fontName(run.script, bold));
    doc.text(run.text, at, y, { lineBreak: false, baseline });
    at += doc.widthOfString(run.text);
  }
}

export interface WriteOptions {
  width: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
}

/**
 * Writes text of any script from (x, y), wrapped to the width, each run in its script's font
 * on one baseline. Leaves doc.x at x and doc.y under the text, like pdfkit's text().
 */
export function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions) {
  const bold = options.bold ?? false;
  let top = y;
  for (const runs of wrap(doc, text, options.width, bold)) {
    const height = lineHeightOf(doc, runs);
    const width = options.align && options.align !== 'left' ? runsWidth(doc, runs, bold) : 0;
    const offset =
      options.align === 'right'
        ? options.width - width
        : options.align === 'center'
          ? (options.width - width) / 2
          : 0;
    drawRuns(doc, runs, x + offset, top, bold);
    top += height;
  }
  doc.font(bold ? BOLD : FONT);
  doc.x = x;
  doc.y = top;
  return top;
}

/** The height text of any script takes wrapped to the width. */
export function heightOf(doc: Doc, text: string, width: number, bold = false) {
  return wrap(doc, text, width, bold).reduce((sum, runs) => sum + lineHeightOf(doc, runs), 0);
}

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
export const bottom = (doc: Doc) => doc.page.height - MARGIN;

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

const PAD = 3;

function rowHeight(
  doc: Doc,
  columns: readonly Column[],
  cells: readonly string[],
  size: number,
  bold = false,
) {
  doc.fontSize(size);
  let height = doc.font(FONT).currentLineHeight(true);
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const runs = scriptRuns(text);
    // Most cells (numbers, codes) fit on one line: measuring their width is much cheaper.
    if (!text.includes('\n') && runsWidth(doc, runs, bold) <= column.width - 2 * PAD) {
      if (!isPlain(runs)) height = Math.max(height, lineHeightOf(doc, runs));
    } else height = Math.max(height, heightOf(doc, text, column.width - 2 * PAD, bold));
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
  const bold = options.bold ?? false;
  const height = options.height ?? rowHeight(doc, columns, cells, options.size, bold);
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (options.shade) doc.rect(MARGIN, y, width, height).fill('#eeeeee').fillColor('black');
  let x = MARGIN;
  doc.fontSize(options.size);
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const room = column.width - 2 * PAD;
    const runs = scriptRuns(text);
    const width = runsWidth(doc, runs, bold);
    if (!text.includes('\n') && width <= room) {
      // One line: placed by hand, which skips the line wrapper (most of a table's cost).
      const align = column.align ?? 'left';
      const offset = align === 'right' ? room - width : align === 'center' ? (room - width) / 2 : 0;
      drawRuns(doc, runs, x + PAD + offset, y + PAD, bold);
    } else {
      write(doc, text, x + PAD, y + PAD, { width: room, align: column.align ?? 'left', bold });
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
