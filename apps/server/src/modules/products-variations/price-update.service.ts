import {
  discountOf,
  type ImportAnswer,
  type ImportFailure,
  type PriceUpdateRow,
  priceRowNameError,
  priceUpdateRow,
} from '@mandi/domain';
import type { Db } from '../../db/client';
import { type AuditEvent, type Author, recordAudit } from '../../lib/audit';
import { variationsRepository } from './products-variations.repository';

/**
 * POST /products-variations/updatePrices: one batch of price-sheet rows. Each row passes or
 * fails alone (bad price, unknown id, a name that is not the variation's, the same id twice);
 * the rows that pass are written together in one transaction, with their discount worked out
 * again from the new prices.
 */
export async function updatePrices(
  db: Db,
  rows: readonly unknown[],
  author: Author,
  importRun: string | null = null,
): Promise<ImportAnswer> {
  const actorId = author.adminId;
  const errors: ImportFailure[] = [];
  const fail = (index: number, message: string) => {
    const row = (rows[index] as { row?: unknown } | null)?.row;
    errors.push({ index, ...(typeof row === 'number' ? { row } : {}), message });
  };

  const parsed: { index: number; row: PriceUpdateRow }[] = [];
  rows.forEach((raw, index) => {
    const result = priceUpdateRow.safeParse(raw);
    if (result.success) parsed.push({ index, row: result.data });
    else fail(index, result.error.issues[0]?.message ?? 'Invalid row');
  });

  const found = new Map(
    (
      await variationsRepository.namesByIds(
        db,
        parsed.map(({ row }) => row.id),
      )
    ).map((variation) => [variation.id, variation]),
  );
  const seen = new Set<number>();
  const passing = parsed.filter(({ index, row }) => {
    const variation = found.get(row.id);
    const problem = !variation
      ? `No variation has the id ${row.id}`
      : seen.has(row.id)
        ? `Id ${row.id} is repeated in the sheet`
        : priceRowNameError(row, variation);
    seen.add(row.id);
    if (problem) fail(index, problem);
    return !problem;
  });

  await db.transaction(async (tx) => {
    const old = new Map(
      (
        await variationsRepository.pricesOf(
          tx,
          passing.map(({ row }) => row.id),
        )
      ).map((variation) => [variation.id, variation]),
    );
    const events: AuditEvent[] = [];
    for (const { row } of passing) {
      const prices = { unitPrice: row.unitPrice, salePrice: row.salePrice };
      const next = { ...prices, ...discountOf(row.unitPrice, row.salePrice) };
      await variationsRepository.setPrices(tx, row.id, next, actorId);
      // In the product's history, named as its form's changes are: productsVariation[<sku>].unitPrice.
      const before = old.get(row.id)!;
      const key = `productsVariation[${before.sku}]`;
      const changes = (Object.keys(next) as (keyof typeof next)[])
        .filter((field) => before[field] !== next[field])
        .map((field) => ({ field: `${key}.${field}`, before: before[field], after: next[field] }));
      if (changes.length > 0) {
        events.push({
          resource: 'products',
          recordId: before.productId,
          action: 'price-update',
          changes,
          importRun,
        });
      }
    }
    await recordAudit(tx, author, events);
  });

  errors.sort((a, b) => a.index - b.index);
  return { imported: passing.length, failed: errors.length, errors };
}
