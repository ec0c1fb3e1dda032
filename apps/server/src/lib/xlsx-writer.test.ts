import { setTimeout as sleep } from 'node:timers/promises';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { RUPEE_FORMAT } from '../../test/exports';
import { xlsxStream } from './xlsx-writer';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The rows in batches of two, as a database read would give them. */
async function* rowsOf(rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 2) yield rows.slice(i, i + 2);
}

describe('xlsxStream', () => {
  it('writes sheets Excel readers read: headers, values in place, India dates, escaped text', async () => {
    const placed = new Date('2026-11-24T05:00:00Z'); // 10:30 in India
    const content = await bytesOf(
      xlsxStream([
        {
          name: 'Orders',
          columns: [
            { header: 'Id' },
            { header: 'Customer & note' },
            { header: 'Paid' },
            { header: 'Placed on', kind: 'datetime', width: 24 },
            { header: 'Day', kind: 'date' },
            { header: 'Total' },
            { header: 'Amount', kind: 'number' },
            { header: 'Price', kind: 'money' },
          ],
          rows: rowsOf([
            [1, 'Asha <Rao> & "sons"\u0007', true, placed, '2026-11-24', 1234.5, '1234.50', '1234567.50'],
            [2, null, false, placed.toISOString(), null, 0, -7, -12.5],
            [3, 'x'.repeat(40_000), undefined, 'not a time', '', { a: 1 }, '12 kg', 'free'],
          ]),
        },
        { name: 'Lines', columns: [{ header: 'Order' }], rows: rowsOf([[1], [2]]) },
      ]),
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    const [orders, lines] = workbook.worksheets;
    expect(orders!.name).toBe('Orders');
    expect(orders!.getRow(1).values).toEqual([
      undefined,
      'Id',
      'Customer & note',
      'Paid',
      'Placed on',
      'Day',
      'Total',
      'Amount',
      'Price',
    ]);
    expect(orders!.getRow(1).getCell(1).font?.bold).toBe(true);
    const first = orders!.getRow(2);
    expect(first.getCell(2).value).toBe('Asha <Rao> & "sons"');
    expect(first.getCell(3).value).toBe(true);
    // Excel dates carry no zone: the India wall time is written.
    expect((first.getCell(4).value as Date).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    // A number column takes the database's decimal text as a number; other text stays text.
    expect(orders!.getColumn(7).values).toEqual([undefined, 'Amount', 1234.5, -7, '12 kg']);
    expect(first.getCell(4).numFmt).toBe('dd mmm yyyy hh:mm');
    expect((first.getCell(5).value as Date).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(first.getCell(6).value).toBe(1234.5);
    // Money: a number (the database's text or a number) shown in rupees, Indian grouping.
    expect(orders!.getColumn(8).values).toEqual([undefined, 'Price', 1234567.5, -12.5, 'free']);
    expect(first.getCell(8).numFmt).toBe(RUPEE_FORMAT);
    expect(orders!.getRow(3).getCell(8).numFmt).toBe(RUPEE_FORMAT);
    expect(first.getCell(7).numFmt).toBeUndefined();
    expect(first.getCell(5).numFmt).toBe('dd mmm yyyy');
    const second = orders!.getRow(3);
    expect(second.getCell(2).value).toBeNull();
    expect((second.getCell(4).value as Date).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(second.getCell(6).value).toBe(0);
    const third = orders!.getRow(4);
    expect((third.getCell(2).value as string).length).toBe(32_767);
    expect(third.getCell(4).value).toBe('not a time');
    expect(third.getCell(6).value).toBe('{"a":1}');
    expect(lines!.getColumn(1).values).toEqual([undefined, 'Order', 1, 2]);

    // SheetJS reads it too (and so the .xlsb round trips the import tests use).
    const book = XLSX.read(content, { cellNF: true });
    expect(book.SheetNames).toEqual(['Orders', 'Lines']);
    // Cells of type n(umber), carrying their format: a date is a serial day, money a number.
    expect(book.Sheets.Orders!.D2).toMatchObject({ t: 'n', z: 'dd mmm yyyy hh:mm' });
    expect(book.Sheets.Orders!.E2).toMatchObject({ t: 'n', v: 46350, z: 'dd mmm yyyy' });
    expect(book.Sheets.Orders!.H2).toMatchObject({ t: 'n', v: 1234567.5, z: RUPEE_FORMAT });
    expect(XLSX.utils.sheet_to_json(book.Sheets.Lines!, { header: 1 })).toEqual([['Order'], [1], [2]]);
  });

  it('keeps spaces at the ends and line breaks, marking only those cells xml:space="preserve"', async () => {
    const texts = ['  padded  ', 'two\nlines', 'tab\there', 'plain words'];
    const content = await bytesOf(
      xlsxStream([{ name: 'Texts', columns: [{ header: 'Text' }], rows: rowsOf(texts.map((t) => [t])) }]),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getColumn(1).values).toEqual([undefined, 'Text', ...texts]);
    const book = XLSX.read(content);
    expect(XLSX.utils.sheet_to_json(book.Sheets.Texts!, { header: 1 })).toEqual([
      ['Text'],
      ...texts.map((t) => [t]),
    ]);
    const sheetXml = XLSX.read(content, { bookFiles: true, type: 'buffer' }) as unknown as {
      files: Record<string, { content: Uint8Array }>;
    };
    const xml = Buffer.from(sheetXml.files['xl/worksheets/sheet1.xml']!.content).toString();
    expect(xml.match(/xml:space="preserve"/g)).toHaveLength(3);
  });

  it('writes any text as UTF-8 and only decimals as numbers, across many buffers', async () => {
    const texts = ['आशा राव', 'Café ₹120', 'a&b', '€'.repeat(32_767), ' lead'];
    const amounts = ['NaN', '1.', '.5', '-0.25', '007', '1e5', '-'];
    // Enough rows for several of the writer's buffers (256 KB each).
    const filler = Array.from({ length: 6000 }, (_, i) => [`row ${i} ${'x'.repeat(80)}`, String(i)]);
    const rows = [
      ...texts.map((t, i) => [t, amounts[i] ?? null]),
      ...amounts.slice(5).map((a) => [null, a]),
      ...filler,
    ];
    const content = await bytesOf(
      xlsxStream([
        {
          name: 'Texts',
          columns: [{ header: 'Text' }, { header: 'Amount', kind: 'number' }],
          rows: rowsOf(rows),
        },
      ]),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getColumn(1).values.slice(2, 7)).toEqual(texts);
    expect(sheet.getColumn(2).values.slice(2, 9)).toEqual(['NaN', '1.', '.5', -0.25, 7, '1e5', '-']);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(rows.length + 1).values).toEqual([undefined, `row 5999 ${'x'.repeat(80)}`, 5999]);
  });

  it('reads rows only as fast as the reader takes the bytes', async () => {
    let pulled = 0;
    async function* many() {
      for (let i = 0; i < 1_000_000; i += 100) {
        pulled += 100;
        yield Array.from({ length: 100 }, (_, j) => [
          i + j,
          `Product name number ${i + j}`,
          'In Stock',
          123.45,
        ]);
      }
    }
    const started = Date.now();
    const stream = xlsxStream([
      {
        name: 'Export',
        columns: [{ header: 'Id' }, { header: 'Name' }, { header: 'Stock' }, { header: 'Price' }],
        rows: many(),
      },
    ]);
    // Nobody reads: the writer stops once the buffers between it and the reader are full.
    // Wait until it has stopped (longer on a loaded machine), then see where.
    let seen = -1;
    for (let quiet = 0; quiet < 3 && Date.now() < started + 15_000; ) {
      await sleep(100);
      quiet = pulled === seen ? quiet + 1 : 0;
      seen = pulled;
    }
    expect(pulled).toBeLessThan(50_000);
    stream.destroy();
  });
});
