import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');

/**
 * Reads a 200,000-row pincode sheet (~6 MB) through readSheetRows in a node process whose heap
 * is capped at 160 MB. Loaded whole, this sheet takes ~850 MB of heap and the process dies;
 * streamed, it is read to the end and refused as too long. A cap, not a sampled heap figure:
 * garbage not yet collected makes sampled figures depend on the machine's load.
 */
const script = `
import { PassThrough } from 'node:stream';
import { PINCODE_REQUIRED_COLUMNS, PINCODE_SHEET_COLUMNS, pincodeRowFromSheet } from '@mandi/domain';
import ExcelJS from 'exceljs';
import { readSheetRows } from './src/lib/sheet/sheet-workbook.ts';

const out = new PassThrough();
const chunks = [];
out.on('data', (chunk) => chunks.push(chunk));
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
const sheet = workbook.addWorksheet('Pincodes');
sheet.addRow(PINCODE_SHEET_COLUMNS.map((column) => column.header)).commit();
for (let i = 0; i < 200000; i++) sheet.addRow([String(100000 + i), 'Office ' + i, 'Mumbai', 'Maharashtra', 'Yes']).commit();
sheet.commit();
await workbook.commit();
const layout = { columns: PINCODE_SHEET_COLUMNS, required: PINCODE_REQUIRED_COLUMNS, toRow: pincodeRowFromSheet };
try {
  await readSheetRows(Buffer.concat(chunks), layout);
  console.log('ANSWER read');
} catch (error) {
  console.log('ANSWER ' + error.message);
}
`;

describe('readSheetRows memory', () => {
  it('reads a 200,000-row pincode sheet within a 160 MB heap', () => {
    // Beside package.json, so that the script resolves the server's packages and modules.
    const scriptInRoot = path.join(serverRoot, `.sheet-memory-${process.pid}.mts`);
    fs.writeFileSync(scriptInRoot, script);
    try {
      const run = spawnSync(process.execPath, ['--max-old-space-size=160', '--import', 'tsx', scriptInRoot], {
        cwd: serverRoot,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.stdout, run.stderr.slice(-2000)).toContain(
        'ANSWER The sheet has more than 20000 rows; please split it',
      );
    } finally {
      fs.rmSync(scriptInRoot, { force: true });
    }
  }, 150_000);
});
