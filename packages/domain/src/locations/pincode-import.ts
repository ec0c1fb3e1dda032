import { z } from 'zod';
import { optionalText, text } from '../validation';
import { pincodeText } from './pincode-fields';

/**
 * The pincode import: the sheet's columns (the template's headers), one sheet row mapped to
 * a request row, and the rules a request row must pass. Rows are sent to
 * POST /pincodes/singleImport in batches of PINCODE_IMPORT_BATCH.
 */
export const PINCODE_IMPORT_BATCH = 100;

export interface SheetColumn<Key extends string = string> {
  key: Key;
  header: string;
  /** Other headers accepted for this column (lower case, single spaces). */
  aliases: readonly string[];
  /** Shown in the template's example row. */
  example: string;
}

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

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** The column each header of a sheet stands for (by position), or undefined for unknown ones. */
export function mapSheetHeaders<Key extends string>(
  headers: readonly unknown[],
  columns: readonly SheetColumn<Key>[],
): (Key | undefined)[] {
  return headers.map((header) => {
    const key = headerKey(String(header ?? ''));
    if (!key) return undefined;
    return columns.find(
      (column) =>
        headerKey(column.header) === key || column.aliases.includes(key) || column.key.toLowerCase() === key,
    )?.key;
  });
}

/** Headers a sheet must have for its rows to mean anything. */
export const PINCODE_REQUIRED_COLUMNS: readonly PincodeSheetKey[] = ['pincode', 'pincodeName', 'city'];

const YES = new Set(['y', 'yes', 'true', '1']);
const NO = new Set(['n', 'no', 'false', '0']);

/** Y/Yes/True/1 and N/No/False/0 in any case; blank is undefined; anything else stays as given. */
export function yesNo(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  if (word === '') return undefined;
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return String(value).trim();
}

function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

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
  return Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== undefined));
}

/** True when every cell of a sheet row is blank: such rows are skipped, not failed. */
export function isBlankRow(cells: Partial<Record<string, unknown>>): boolean {
  return Object.values(cells).every((value) => cellText(value) === undefined);
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

/** A row of the import's answer that could not be imported, and why. */
export interface ImportFailure {
  /** Position of the row in the batch sent, from 0. */
  index: number;
  row?: number;
  message: string;
}

export interface ImportAnswer {
  imported: number;
  failed: number;
  errors: ImportFailure[];
}
