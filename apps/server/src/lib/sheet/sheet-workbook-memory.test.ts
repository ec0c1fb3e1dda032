import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PINCODE_SHEET_COLUMNS } from '@mandi/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');

/**
 * Reads a 200,000-row pincode sheet (~6 MB, written by this test) through readSheetRows in a
 * node process whose heap is capped at 160 MB. Loaded whole, this sheet takes ~850 MB of heap and the process dies;
 * streamed, it is read to the end and refused as too long. A cap, not a sampled heap figure:
 * garbage not yet collected makes sampled figures depend on the machine's load.
 */
const script = `
import fs from 'node:fs';
import { PINCODE_REQUIRED_COLUMNS, PINCODE_SHEET_COLUMNS, pincodeRowFromSheet } from '@mandi/domain';
import { readSheetRows } from './src/lib/sheet/sheet-workbook.ts';

const layout = { columns: PINCODE_SHEET_COLUMNS, required: PINCODE_REQUIRED_COLUMNS, toRow: pincodeRowFromSheet };
try {
  await readSheetRows(fs.readFileSync(process.argv[2]), layout);
  console.log('ANSWER read');
} catch (error) {
  console.log('ANSWER ' + error.message);
}
`;

/** Writes the sheet here, outside the capped process: its writer's own memory is not measured. */
async function writePincodeSheet(file: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Pincodes');
  sheet.addRow(PINCODE_SHEET_COLUMNS.map((column) => column.header)).commit();
  for (let i = 0; i < 200_000; i++)
    sheet.addRow([String(100000 + i), `Office ${i}`, 'Mumbai', 'Maharashtra', 'Yes']).commit();
  sheet.commit();
  await workbook.commit();
}

describe('readSheetRows memory', () => {
  it('reads a 200,000-row pincode sheet within a 160 MB heap', async () => {
    // Beside package.json, so that the script resolves the server's packages and modules.
    const scriptInRoot = path.join(serverRoot, `.sheet-memory-${process.pid}.mts`);
    const sheetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-sheet-')), 'pincodes.xlsx');
    fs.writeFileSync(scriptInRoot, script);
    await writePincodeSheet(sheetFile);
    try {
      const args = ['--max-old-space-size=160', '--import', 'tsx', scriptInRoot, sheetFile];
      const run = spawnSync(process.execPath, args, {
        cwd: serverRoot,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.stdout, run.stderr.slice(-2000)).toContain(
        'ANSWER The sheet has more than 20000 rows; please split it',
      );
    } finally {
      fs.rmSync(scriptInRoot, { force: true });
      fs.rmSync(path.dirname(sheetFile), { recursive: true, force: true });
    }
  }, 150_000);
});
