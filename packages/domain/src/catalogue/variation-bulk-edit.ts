import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { STOCK_STATUSES, type StockStatus } from '../enums';
import {
  mrp,
  productsVariations,
  salePrice,
  stockQuantity,
  unitPrice,
  variationRow,
} from '../resources/products-variations';
import { idOf } from '../validation';
import { type Discount, discountOf } from './discount';
import { salePriceError } from './sale-price';
import { stockStatusOf } from './stock-status';

/**
 * The bulk price and stock grid (/product/bulk-edit, issue 31 §5): the cells a store manager
 * changes daily across many variations, checked cell by cell with the variation form's own
 * rules (packages/domain resources/products-variations) before anything is sent, and saved
 * by `PATCH /api/products-variations/bulk` in one transaction, all or nothing.
 */
export const BULK_EDIT_COLUMNS = [
  { field: 'mrp', label: 'MRP' },
  { field: 'unitPrice', label: 'Unit price' },
  { field: 'salePrice', label: 'Sale price' },
  { field: 'stockQuantity', label: 'Stock quantity' },
  { field: 'stockStatus', label: 'Stock status' },
  { field: 'enabled', label: 'Enabled' },
] as const;

export type BulkEditField = (typeof BULK_EDIT_COLUMNS)[number]['field'];
export const BULK_EDIT_FIELDS: readonly BulkEditField[] = BULK_EDIT_COLUMNS.map((c) => c.field);

/** Rows one save takes: a day's re-pricing of a large store, within the 3 s the issue allows. */
export const BULK_EDIT_MAX_ROWS = 1000;

/** The values of a variation the grid edits. */
export interface BulkEditValues {
  mrp: number | null;
  unitPrice: number;
  salePrice: number;
  stockQuantity: number;
  stockStatus: StockStatus;
  enabled: boolean;
}

/** A variation as the grid and the save read it: its values and whether its stock is managed. */
export interface BulkEditCurrent extends BulkEditValues {
  manageStock: boolean;
}

export type BulkEditChanges = Partial<BulkEditValues>;

/** One cell's refusal, named by the field as the request body names it. */
export interface BulkEditCellError {
  field: BulkEditField;
  message: string;
}

const STOCK_STATUS_MESSAGE = 'Stock status is In Stock or Out Of Stock';
const ENABLED_MESSAGE = 'Enabled is Yes or No';
export const MANAGED_STATUS_MESSAGE =
  'Stock status follows the stock quantity when stock is managed: change the quantity';

/** Each field's rule: the variation form's schema for it (the same messages). */
const FIELD_SCHEMAS = {
  mrp: mrp.nullable(),
  unitPrice,
  salePrice,
  stockQuantity,
  stockStatus: z.enum(STOCK_STATUSES, { error: STOCK_STATUS_MESSAGE }),
  enabled: z.boolean({ error: ENABLED_MESSAGE }),
} satisfies Record<BulkEditField, z.ZodType>;

const YES = new Set(['yes', 'y', 'true', '1', 'enabled', 'on']);
const NO = new Set(['no', 'n', 'false', '0', 'disabled', 'off']);

/** A number as a sheet shows it: "₹1,299.50", "1 299", "Rs. 45" read as 1299.5, 1299, 45. */
function sheetNumber(text: string): number | undefined {
  const plain = text.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return undefined;
  return Number(plain);
}

/** What a typed or pasted cell's text stands for, before its rule is checked. */
function cellValue(field: BulkEditField, text: string): unknown {
  const trimmed = text.trim();
  switch (field) {
    case 'mrp':
      return trimmed === '' ? null : (sheetNumber(trimmed) ?? trimmed);
    case 'salePrice':
      return trimmed === '' ? 0 : (sheetNumber(trimmed) ?? trimmed);
    case 'unitPrice':
    case 'stockQuantity':
      return sheetNumber(trimmed) ?? trimmed;
    case 'stockStatus':
      return (
        STOCK_STATUSES.find((s) => s.toLowerCase() === trimmed.toLowerCase().replace(/\s+/g, ' ')) ?? trimmed
      );
    case 'enabled':
      return YES.has(trimmed.toLowerCase()) ? true : NO.has(trimmed.toLowerCase()) ? false : trimmed;
  }
}

export type BulkCellReading =
  | { ok: true; value: BulkEditValues[BulkEditField] }
  | { ok: false; message: string };

/**
 * A cell's value checked by its field's own rule. Blank means no MRP, no sale (0); unit price
 * and stock quantity must be given.
 */
export function checkBulkCell(field: BulkEditField, value: unknown): BulkCellReading {
  const result = FIELD_SCHEMAS[field].safeParse(value);
  if (result.success) return { ok: true, value: result.data as BulkEditValues[BulkEditField] };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid value' };
}

/** A typed or pasted cell (text from a spreadsheet) read and checked. */
export function readBulkCell(field: BulkEditField, text: string): BulkCellReading {
  return checkBulkCell(field, cellValue(field, text));
}

/** The values a row takes: the variation's, with its changes over them. */
export function bulkEditNext(current: BulkEditCurrent, changes: BulkEditChanges): BulkEditValues {
  const merged = { ...current, ...changes };
  return {
    mrp: merged.mrp,
    unitPrice: merged.unitPrice,
    salePrice: merged.salePrice,
    stockQuantity: merged.stockQuantity,
    stockStatus: merged.stockStatus,
    enabled: merged.enabled,
  };
}

/**
 * Everything wrong with one row's changes: each changed cell by its own rule, then the rules
 * across cells on the values the row would take: sale price 0 to unit price minus 1 (blamed
 * on the sale price), and no stock status typed against a managed quantity.
 */
export function bulkEditRowErrors(current: BulkEditCurrent, changes: BulkEditChanges): BulkEditCellError[] {
  const errors: BulkEditCellError[] = [];
  for (const field of BULK_EDIT_FIELDS) {
    if (!(field in changes)) continue;
    const reading = checkBulkCell(field, changes[field]);
    if (!reading.ok) errors.push({ field, message: reading.message });
  }
  const bad = new Set(errors.map((e) => e.field));
  const next = bulkEditNext(current, changes);
  if (!bad.has('unitPrice') && !bad.has('salePrice')) {
    const message = salePriceError(next.unitPrice, next.salePrice);
    if (message) errors.push({ field: 'salePrice', message });
  }
  if (
    current.manageStock &&
    'stockStatus' in changes &&
    !bad.has('stockStatus') &&
    !bad.has('stockQuantity')
  ) {
    if (next.stockStatus !== stockStatusOf({ ...current, ...next })) {
      errors.push({ field: 'stockStatus', message: MANAGED_STATUS_MESSAGE });
    }
  }
  return errors;
}

/**
 * What a valid row writes: its values, managed stock's status from the quantity (spec 01 §4)
 * and the discount from the prices.
 */
export function bulkEditWrite(current: BulkEditCurrent, changes: BulkEditChanges): BulkEditValues & Discount {
  const next = bulkEditNext(current, changes);
  const stockStatus = stockStatusOf({ ...current, ...next });
  return { ...next, stockStatus, ...discountOf(next.unitPrice, next.salePrice) };
}

/** One row of the save: a variation's id, the time it was read (for a 409 when stale), its changes. */
export const bulkEditRow = z.object({
  id: idOf('Id should be a variation id'),
  updatedTimestamp: z.iso
    .datetime({ offset: true, error: 'updatedTimestamp should be the time the row was read (ISO-8601)' })
    .optional()
    .describe("the variation's updatedTimestamp as the grid read it: a row changed since is a 409"),
  // Numbers are checked by the service with bulkEditRowErrors, so that one 400 names every
  // refused cell with its variation's sku, not only the first the body's schema meets.
  mrp: z.number().nullable().optional(),
  unitPrice: z.number().optional(),
  salePrice: z.number().optional(),
  stockQuantity: z.number().optional(),
  stockStatus: FIELD_SCHEMAS.stockStatus.optional(),
  enabled: FIELD_SCHEMAS.enabled.optional(),
});
export type BulkEditRow = z.output<typeof bulkEditRow>;

export const bulkEditBody = z.object({
  rows: z
    .array(bulkEditRow)
    .min(1, 'Nothing to save')
    .max(BULK_EDIT_MAX_ROWS, `At most ${BULK_EDIT_MAX_ROWS} rows in one save`),
});
export type BulkEditBody = z.input<typeof bulkEditBody>;

export const bulkEditAnswer = z.object({
  updated: z.number().int().describe('variations written'),
  rows: z.array(variationRow),
});

/** The changes a row sends: the fields of BULK_EDIT_FIELDS it names. */
export function bulkEditChangesOf(row: BulkEditRow): BulkEditChanges {
  const changes: Record<string, unknown> = {};
  for (const field of BULK_EDIT_FIELDS) if (row[field] !== undefined) changes[field] = row[field];
  return changes as BulkEditChanges;
}

/** `PATCH /api/products-variations/bulk`: the grid's save. */
export const variationBulkEditEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/products-variations/bulk',
  operationId: 'bulkEditProductsVariations',
  summary: 'Save the bulk price and stock grid',
  description:
    "MRP, unit price, sale price, stock quantity, stock status and enabled of up to 1000 variations in one transaction, all or nothing. Each row names a variation, optionally the updatedTimestamp it was read with, and only the fields it changes. Each cell is checked by the variation form's rules (sale price 0 to unit price minus 1 on the values the row would take, whole stock quantities at least 0, money with at most 2 decimals); a managed stock's status follows its quantity (a status typed against it is refused). Discounts are worked out again, each product's stock status follows its variations, and each variation changed gets an audit entry. 400: any refused cell; `errors` lists every one as `rows.{index}.{field}` with the message in the staff's words, and nothing is saved. 404: an id that is no live variation. 409: a row changed since it was read (its updatedTimestamp differs), listed in `errors`.",
  tags: ['Product variations'],
  auth: { access: productsVariations.access, action: 'write' },
  body: bulkEditBody,
  answer: bulkEditAnswer,
});
