import * as XLSX from '@e965/xlsx';

/**
 * An .xlsb (Excel's binary workbook) rewritten as an .xlsx, so the one .xlsx reader serves
 * both. SheetJS reads the binary records; exceljs, which cannot, reads the rest.
 * Undefined when the content is not a workbook SheetJS can read.
 */
export function xlsbAsXlsx(content: Buffer): Buffer | undefined {
  try {
    const workbook = XLSX.read(content, { type: 'buffer', cellDates: true });
    return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  } catch {
    return undefined;
  }
}
