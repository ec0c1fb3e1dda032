/**
 * What every spreadsheet import shares: columns known by their headers (in any order, with
 * aliases), Y/N cells, blank rows skipped, and the answer of a batch call.
 */
export interface SheetColumn<Key extends string = string> {
  key: Key;
  header: string;
  /** Other headers accepted for this column (lower case, single spaces). */
  aliases: readonly string[];
  /** Shown in the template's example row. */
  example: string;
}

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

/** A cell as trimmed text; blank is undefined. */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * A cell as a number when it reads as one (Excel gives numbers; people type "1,250.50" or
 * "₹ 99"); blank is undefined; anything else stays as text so the row's rules can say why.
 */
export function cellNumber(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const text = cellText(value);
  if (text === undefined) return undefined;
  const plain = text.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** True when every cell of a sheet row is blank: such rows are skipped, not failed. */
export function isBlankRow(cells: Partial<Record<string, unknown>>): boolean {
  return Object.values(cells).every((value) => cellText(value) === undefined);
}

/** Drops the keys whose value is undefined, so a row sent as JSON carries only what was read. */
export function definedOnly(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
}

/** A row of a batch call's answer that could not be imported, and why. */
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
