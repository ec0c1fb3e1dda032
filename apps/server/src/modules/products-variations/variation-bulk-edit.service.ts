import {
  BULK_EDIT_FIELDS,
  type BulkEditBody,
  type BulkEditCurrent,
  type BulkEditRow,
  type bulkEditAnswer,
  bulkEditChangesOf,
  bulkEditRowErrors,
  bulkEditWrite,
  productStockStatus,
  type StockStatus,
} from '@mandi/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type AuditEvent, type Author, recordAudit } from '../../lib/audit';
import { badRequest, conflict, type FieldError, notFound } from '../../lib/errors';
import { presentRow } from '../../lib/list';
import type { ProductRow } from '../products/products.repository';
import { productsVariationsBinding } from './products-variations.binding';
import type { VariationRow } from './products-variations.repository';
import { type BulkWrite, bulkEditRepository as repository } from './variation-bulk-edit.repository';

type BulkEditAnswer = z.output<typeof bulkEditAnswer>;

/** What a stored variation is, as the grid's rules read it. */
function currentOf(row: VariationRow): BulkEditCurrent {
  const { mrp, unitPrice, salePrice, stockQuantity, stockStatus, enabled, manageStock } = row;
  return { mrp, unitPrice, salePrice, stockQuantity, stockStatus, enabled, manageStock };
}

/** The same id twice in one save: which value wins would be a guess. */
function repeatedIds(rows: readonly BulkEditRow[]): FieldError[] {
  const seen = new Set<number>();
  return rows.flatMap((row, index) => {
    const repeated = seen.has(row.id);
    seen.add(row.id);
    return repeated
      ? [{ field: `rows.${index}.id`, message: `Variation ${row.id} is twice in the save` }]
      : [];
  });
}

/** A 409 for rows changed by someone since the grid read them. */
function staleRows(rows: readonly BulkEditRow[], found: Map<number, VariationRow>): FieldError[] {
  return rows.flatMap((row, index) => {
    const stored = found.get(row.id)!;
    if (!row.updatedTimestamp) return [];
    if (new Date(row.updatedTimestamp).getTime() === stored.updatedTimestamp.getTime()) return [];
    const message = `${stored.sku} was changed by someone else since the grid was loaded: reload it`;
    return [{ field: `rows.${index}`, message }];
  });
}

/** Every refused cell, named `rows.{index}.{field}`, its message led by the variation's sku. */
function refusedCells(rows: readonly BulkEditRow[], found: Map<number, VariationRow>): FieldError[] {
  return rows.flatMap((row, index) => {
    const stored = found.get(row.id)!;
    return bulkEditRowErrors(currentOf(stored), bulkEditChangesOf(row)).map((error) => ({
      field: `rows.${index}.${error.field}`,
      message: `${stored.sku}: ${error.message}`,
    }));
  });
}

const summary = (errors: FieldError[], what: string) =>
  `${errors[0]!.message}${errors.length > 1 ? ` (and ${errors.length - 1} more ${what})` : ''}. Nothing was saved.`;

/** The audit's view of a variation: the fields the grid writes and what follows from them. */
const AUDITED = [...BULK_EDIT_FIELDS, 'discountAmount', 'discountPercentage'] as const;
const audited = (row: Record<string, unknown>) => Object.fromEntries(AUDITED.map((f) => [f, row[f]]));

/**
 * The stock status of each touched product after its variations changed (domain
 * productStockStatus, as the variation form's save keeps it), read and written in one
 * statement each: a save of 500 rows touches up to 500 products.
 */
async function syncProductsStock(tx: Tx, locked: readonly ProductRow[], touched: ReadonlySet<number>) {
  const products = locked.filter((product) => touched.has(product.id));
  const live = new Map<number, { enabled: boolean; stockStatus: StockStatus }[]>();
  for (const row of await repository.liveStockOf(
    tx,
    products.map((product) => product.id),
  )) {
    live.set(row.productId, [...(live.get(row.productId) ?? []), row]);
  }
  const changed = products.flatMap((product) => {
    const own = { manageStock: product.manageStock, stockQuantity: 0, stockStatus: product.stockStatus };
    const stockStatus = productStockStatus(live.get(product.id) ?? [], own);
    return stockStatus === product.stockStatus ? [] : [{ id: product.id, stockStatus }];
  });
  await repository.setProductStock(tx, changed);
}

/**
 * PATCH /products-variations/bulk: the grid's rows in one transaction, all or nothing. The
 * products are locked first (as the variation form's save does), the variations next; any
 * unknown id is a 404, any stale row a 409, any refused cell a 400 listing them all; then
 * one UPDATE writes every changed row, each product's stock status follows, and each variation
 * changed gets its audit entry.
 */
export async function bulkEditVariations(
  db: Db,
  body: BulkEditBody,
  author: Author,
): Promise<BulkEditAnswer> {
  const rows = body.rows as BulkEditRow[];
  const repeated = repeatedIds(rows);
  if (repeated.length > 0) throw badRequest(summary(repeated, 'rows'), repeated);
  const ids = rows.map((row) => row.id);
  return db.transaction(async (tx) => {
    const productRows = await repository.lockProductsOf(tx, ids);
    const found = new Map((await repository.lockLive(tx, ids)).map((row) => [row.id, row]));
    const missing = rows.find((row) => !found.has(row.id));
    if (missing) throw notFound('Variation', missing.id);
    const stale = staleRows(rows, found);
    if (stale.length > 0) throw conflict(summary(stale, 'rows'), stale);
    const refused = refusedCells(rows, found);
    if (refused.length > 0) throw badRequest(summary(refused, 'cells'), refused);

    const writes: BulkWrite[] = [];
    const events: AuditEvent[] = [];
    for (const row of rows) {
      const stored = found.get(row.id)!;
      const next = { id: row.id, ...bulkEditWrite(currentOf(stored), bulkEditChangesOf(row)) };
      const before = audited(stored);
      const after = audited(next);
      if (AUDITED.every((field) => before[field] === after[field])) continue;
      writes.push(next);
      events.push({ resource: 'products-variations', recordId: row.id, action: 'update', before, after });
    }
    const written = await repository.write(tx, writes, author.adminId);
    await syncProductsStock(tx, productRows, new Set(written.map((row) => row.productId)));
    await recordAudit(tx, author, events);
    return {
      updated: written.length,
      rows: written.map((row) => presentRow(productsVariationsBinding, row)) as BulkEditAnswer['rows'],
    };
  });
}
