import { z } from 'zod';
import { cellText, definedOnly, type SheetColumn, yesNo } from '../import/sheet';
import { optionalText, text } from '../validation';
import { pincodeText } from './pincode-fields';

/**
 * The pincode import: the sheet's columns (the template's headers), one sheet row mapped to
 * a request row, and the rules a request row must pass. Rows are sent to
 * POST /pincodes/singleImport in batches of PINCODE_IMPORT_BATCH.
 */
export const PINCODE_IMPORT_BATCH = 100;

export const PINCODE_SHEET_COLUMNS = [
  { key: 'pincode', header: 'Pincode', aliases: ['pin code', 'pin', 'zip', 'zip code'], example: '400001' },
  {
    key: 'pincodeName',
    header: 'Pincode Name',
    aliases: ['name', 'post office', 'office name', 'area', 'locality'],
    example: 'Mumbai GPO',
  },
  { key: 'city', header: 'City', aliases: ['city name', 'district'], example: 'Mumbai' },
  { key: 'state', header: 'State', aliases: ['state name'], example: 'Maharashtra' },
  {
    key: 'isDeliverable',
    header: 'Deliverable',
    aliases: ['is deliverable', 'isdeliverable', 'delivery'],
    example: 'Y',
  },
  { key: 'enabled', header: 'Enabled', aliases: ['active'], example: 'Y' },
] as const satisfies readonly SheetColumn[];

export type PincodeSheetKey = (typeof PINCODE_SHEET_COLUMNS)[number]['key'];

/** Headers a sheet must have for its rows to mean anything. */
export const PINCODE_REQUIRED_COLUMNS: readonly PincodeSheetKey[] = ['pincode', 'pincodeName', 'city'];

/** One sheet row (cells by column key) as a row of POST /pincodes/singleImport. */
export function pincodeRowFromSheet(
  cells: Partial<Record<PincodeSheetKey, unknown>>,
  row: number,
): Record<string, unknown> {
  // Excel keeps 400001 as a number and people type "400 001"; a pincode is its digits.
  const pincode = cellText(cells.pincode)?.replace(/\s+/g, '');
  const answer: Record<string, unknown> = {
    row,
    pincode,
    pincodeName: cellText(cells.pincodeName),
    city: cellText(cells.city),
    state: cellText(cells.state),
    isDeliverable: yesNo(cells.isDeliverable),
    enabled: yesNo(cells.enabled),
  };
  return definedOnly(answer);
}

const yesNoField = (label: string) => z.boolean({ error: `${label} should be Y or N` }).default(true);

/** One row of POST /pincodes/singleImport; a bad row fails alone, with the first message. */
export const pincodeImportRow = z.object({
  /** The sheet row it came from, echoed in the failures. */
  row: z.number().int().positive().optional(),
  pincode: pincodeText,
  pincodeName: text({ required: 'Please enter Pincode', max: 100 }),
  city: text({ required: 'Please enter city', max: 50 }),
  state: optionalText({ max: 50 }),
  isDeliverable: yesNoField('Deliverable'),
  enabled: yesNoField('Enabled'),
});
export type PincodeImportRow = z.output<typeof pincodeImportRow>;
