import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';

/**
 * A streaming .xlsx writer: the sheet XML is written row by row into a deflating ZIP, and a
 * row is only made when the reader has taken what came before (backpressure end to end), so
 * an export of a million rows holds a few hundred KB whatever the client's speed.
 *
 * Written here rather than with exceljs's WorkbookWriter, which builds a row and cell object
 * model with a style lookup per cell (about 50,000 rows/s of CPU for ten columns, before the
 * database) and keeps writing while the client is slow (a 1,000,000-row export took the server
 * from 243 MB to 982 MB). The parts are the minimum Excel, LibreOffice, SheetJS and exceljs
 * read: inline strings (no shared-string table to hold), a bold header, dates as dates, money
 * as numbers in rupees.
 */

/**
 * How a column's values are written: dates and times as Excel dates in India time; 'number'
 * and 'money' also take a decimal as the database's text gives it (a numeric column read
 * without parsing), 'money' shown in rupees with Indian grouping (MONEY_FORMAT). 'value' writes
 * a value as its type says (number, boolean, Date, text). xlsx-export.ts's cellKindOf picks a
 * declared field's kind.
 */
export type XlsxKind = 'value' | 'number' | 'money' | 'date' | 'datetime';

/**
 * Rupees, two decimals, grouped (₹12,34,567.50 where the reader's locale groups in lakhs). The
 * ₹ is quoted: Excel's format grammar shows only a few symbols bare ($, €), and SheetJS
 * refuses a bare ₹ as Excel would.
 */
export const MONEY_FORMAT = '"₹"#,##,##0.00';

export interface XlsxColumn {
  header: string;
  width?: number;
  kind?: XlsxKind;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  /** The rows in batches (as the database reads them): one await per batch, not per row. */
  rows: AsyncIterable<readonly unknown[]>;
  /**
   * A row's cells in column order (default: the row is an array of them). Made as each row is
   * written, so they die young: made for a whole batch first, they outlived the young
   * generation's collections and were copied into the old one.
   */
  cells?: (row: unknown) => readonly unknown[];
}

const INDIA_OFFSET_MS = 330 * 60 * 1000; // Asia/Kolkata has had no daylight saving since 1945
const DAY_MS = 86_400_000;
const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel serial day
const MAX_CELL_TEXT = 32_767; // Excel's limit for one cell
// Rows go to the deflater in buffers of about this many bytes: each is a trip to zlib's
// thread and a checksum call.
const WRITE_BYTES = 256 * 1024;
// Room past WRITE_BYTES for the row that crosses it (a longer one gets a bigger buffer).
const ROW_ROOM = 16 * 1024;

/** Where the run of digits from `from` ends. */
function digitsEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length && text.charCodeAt(at) >= 0x30 && text.charCodeAt(at) <= 0x39) at++;
  return at;
}

/** A decimal as PostgreSQL writes numeric and integer values as text: `-?\d+(\.\d+)?`. */
function isDecimal(text: string): boolean {
  const start = text.charCodeAt(0) === 0x2d ? 1 : 0;
  const integerEnd = digitsEnd(text, start);
  if (integerEnd === start) return false;
  if (integerEnd === text.length) return true;
  if (text.charCodeAt(integerEnd) !== 0x2e) return false;
  const fractionEnd = digitsEnd(text, integerEnd + 1);
  return fractionEnd > integerEnd + 1 && fractionEnd === text.length;
}

const STYLE = { header: 1, datetime: 2, date: 3, money: 4 } as const;

// Characters XML 1.0 cannot carry at all; the rest are escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// Most cells need nothing: one test, and the text as it is.
const escapeXml = (text: string) =>
  NEEDS_ESCAPE.test(text) ? text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!) : text;

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** An Excel serial date: India wall time for a moment, the calendar day for a day. */
function serialOf(value: unknown, kind: 'date' | 'datetime'): number | undefined {
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return Date.parse(`${value}T00:00:00Z`) / DAY_MS + EXCEL_EPOCH_DAYS;
  }
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  if (!Number.isFinite(time)) return undefined;
  const days = (time + INDIA_OFFSET_MS) / DAY_MS + EXCEL_EPOCH_DAYS;
  return kind === 'date' ? Math.floor(days) : days;
}

// Only text with whitespace at an end (or a line break, tab) needs xml:space="preserve":
// 20 bytes a text cell less to build, checksum and deflate.
const NEEDS_PRESERVE = /^\s|\s$|[\t\n\r]/;

/**
 * Sheet XML written straight into bytes, a buffer at a time: a million rows' cells make no
 * string each to build, join and collect (the strings were most of what the young
 * generation's collections copied). Markup, references and numbers are ASCII.
 */
class XmlBytes {
  private buffer = Buffer.allocUnsafe(WRITE_BYTES + ROW_ROOM);
  length = 0;

  /** Room for `bytes` more: a bigger buffer when this one is short of it (a long text). */
  private room(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length, this.length + bytes));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }

  /**
   * Text known to be ASCII. Copied a character at a time: for the few characters of markup
   * and values a cell has, a loop the JIT compiles beats a call into the runtime.
   */
  ascii(text: string) {
    this.room(text.length);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** Any text, as UTF-8: copied as ASCII until a character that is not. */
  text(text: string) {
    this.room(text.length * 3); // UTF-8 takes at most three bytes per UTF-16 unit
    const buffer = this.buffer;
    const start = this.length;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        this.length = start + buffer.write(text, start, 'utf8');
        return;
      }
      buffer[start + i] = code;
    }
    this.length = start + text.length;
  }

  /**
   * Text that needs no escaping and no xml:space (printable ASCII but & < > ", no space at
   * either end), copied as it is; false, with nothing written, for any other text. Most cells
   * are such text: one pass over it instead of two regular expressions and a copy.
   */
  plain(text: string): boolean {
    const n = text.length;
    if (n === 0 || text.charCodeAt(0) === 0x20 || text.charCodeAt(n - 1) === 0x20) return false;
    this.room(n);
    const buffer = this.buffer;
    const start = this.length;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      if (code < 0x20 || code > 0x7e || code === 0x26 || code === 0x3c || code === 0x3e || code === 0x22) {
        return false;
      }
      buffer[start + i] = code;
    }
    this.length = start + n;
    return true;
  }

  /** The bytes so far, for the stream to keep; writing goes on in a new buffer. */
  take(): Buffer {
    const full = this.buffer.subarray(0, this.length);
    this.buffer = Buffer.allocUnsafe(WRITE_BYTES + ROW_ROOM);
    this.length = 0;
    return full;
  }
}

/** `<c r="{letter}{row}"` up to the reference's closing quote; `opening` is `<c r="{letter}`. */
function openCell(out: XmlBytes, opening: string, row: string) {
  out.ascii(opening);
  out.ascii(row);
}

const NUMBER_VALUE = {
  none: '"><v>',
  money: `" s="${STYLE.money}"><v>`,
  datetime: `" s="${STYLE.datetime}"><v>`,
  date: `" s="${STYLE.date}"><v>`,
};

function numberCell(
  out: XmlBytes,
  opening: string,
  row: string,
  number: string,
  style: keyof typeof NUMBER_VALUE,
) {
  openCell(out, opening, row);
  out.ascii(NUMBER_VALUE[style]);
  out.ascii(number);
  out.ascii('</v></c>');
}

/** One cell, nothing for an empty value. */
function writeCell(out: XmlBytes, opening: string, row: string, value: unknown, kind: XlsxKind) {
  if (value === null || value === undefined || value === '') return;
  if (kind === 'money') {
    if (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && isDecimal(value)) {
      return numberCell(out, opening, row, String(value), 'money');
    }
  } else if (kind === 'number' && typeof value === 'string' && isDecimal(value)) {
    return numberCell(out, opening, row, value, 'none');
  }
  if (kind === 'date' || kind === 'datetime') {
    const serial = serialOf(value, kind);
    if (serial !== undefined) return numberCell(out, opening, row, String(serial), kind);
  }
  if (typeof value === 'number') {
    if (Number.isFinite(value)) numberCell(out, opening, row, String(value), 'none');
    return;
  }
  if (typeof value === 'boolean') {
    openCell(out, opening, row);
    out.ascii(value ? '" t="b"><v>1</v></c>' : '" t="b"><v>0</v></c>');
    return;
  }
  if (value instanceof Date) return writeCell(out, opening, row, value, 'datetime');
  textCell(out, opening, row, typeof value === 'object' ? JSON.stringify(value) : String(value), '');
}

/** An inline string cell: clipped to Excel's limit, escaped, xml:space kept where it matters. */
function textCell(out: XmlBytes, opening: string, row: string, text: string, style: string) {
  const clipped = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  openCell(out, opening, row);
  out.ascii(style);
  out.ascii('" t="inlineStr"><is><t');
  const tagEnd = out.length;
  out.ascii('>');
  if (!out.plain(clipped)) {
    // Written again from the tag's end: the text may need xml:space first.
    out.length = tagEnd;
    const escaped = escapeXml(clipped);
    out.ascii(NEEDS_PRESERVE.test(escaped) ? ' xml:space="preserve">' : '>');
    out.text(escaped);
  }
  out.ascii('</t></is></c>');
}

/** A sheet's XML up to its rows: the frozen header's pane and the columns' widths. */
function sheetHead(columns: readonly XlsxColumn[]): string {
  const widths = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 20}" customWidth="1"/>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    // The header stays in view while scrolling.
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData>`
  );
}

// The header cells' style, after the reference's closing quote: `<c r="A1" s="1" …`.
const HEADER_STYLE = `" s="${STYLE.header}`;

function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

/** Writes one sheet's XML into `out`, waiting whenever `out` is full. */
async function writeSheet(out: PassThrough, sheet: XlsxSheet) {
  const kinds = sheet.columns.map((c) => c.kind ?? 'value');
  const openings = sheet.columns.map((_, i) => `<c r="${columnLetters(i)}`);
  const write = async (bytes: Buffer) => {
    if (!out.write(bytes)) await drainedOrClosed(out);
    // The reader went away (the download was cancelled): stop reading rows.
    if (out.destroyed) throw new Error('the export was cancelled');
  };
  const xml = new XmlBytes();
  xml.ascii(sheetHead(sheet.columns));
  xml.ascii('<row r="1">');
  for (const [i, column] of sheet.columns.entries())
    textCell(xml, openings[i]!, '1', column.header, HEADER_STYLE);
  xml.ascii('</row>');
  let number = 1;
  const cellsOf = sheet.cells ?? ((row: unknown) => row as readonly unknown[]);
  for await (const batch of sheet.rows) {
    for (const stored of batch) {
      const cells = cellsOf(stored);
      const row = String(++number);
      xml.ascii('<row r="');
      xml.ascii(row);
      xml.ascii('">');
      for (let i = 0; i < openings.length; i++) writeCell(xml, openings[i]!, row, cells[i], kinds[i]!);
      xml.ascii('</row>');
      if (xml.length >= WRITE_BYTES) await write(xml.take());
    }
  }
  xml.ascii('</sheetData></worksheet>');
  out.end(xml.take());
}

const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="3"><numFmt numFmtId="164" formatCode="dd mmm yyyy hh:mm"/><numFmt numFmtId="165" formatCode="dd mmm yyyy"/>' +
  `<numFmt numFmtId="166" formatCode="${escapeXml(MONEY_FORMAT)}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function packageParts(names: readonly string[]): { name: string; xml: string }[] {
  const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const sheets = names.map((_, i) => i + 1);
  return [
    {
      name: '[Content_Types].xml',
      xml:
        `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        sheets
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      xml:
        `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      xml:
        `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>` +
        names
          .map(
            (name, i) =>
              `<sheet name="${escapeXml(name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
          )
          .join('') +
        '</sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml:
        `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        sheets
          .map(
            (n) =>
              `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${names.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
        '</Relationships>',
    },
    { name: 'xl/styles.xml', xml: STYLES_XML },
  ];
}

/**
 * The workbook as a stream. Sheets are written one after the other, each pulling its rows
 * only as the reader takes the bytes; a failure while reading rows destroys the stream.
 */
export function xlsxStream(sheets: readonly XlsxSheet[]): Readable {
  // A small buffer after the deflater: 64 KB of it holds some 10,000 rows already.
  // Deflate level 1: sheet XML still shrinks about eightfold, for some 15% less CPU than level 6
  // (a file about 20% larger). Its output in pieces of up to 256 KB, not zlib's 16 KB: fewer
  // callbacks and socket writes.
  const zip = archiver('zip', { zlib: { level: 1, chunkSize: 256 * 1024 }, highWaterMark: 64 * 1024 });
  for (const part of packageParts(sheets.map((s) => s.name))) zip.append(part.xml, { name: part.name });
  let current: PassThrough | undefined;
  zip.once('close', () => current?.destroy());
  const write = async () => {
    for (const [i, sheet] of sheets.entries()) {
      current = new PassThrough({ highWaterMark: 2 * WRITE_BYTES });
      zip.append(current, { name: `xl/worksheets/sheet${i + 1}.xml` });
      await writeSheet(current, sheet);
    }
    await zip.finalize();
  };
  write().catch((error: unknown) => {
    if (!zip.destroyed) zip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return zip;
}
