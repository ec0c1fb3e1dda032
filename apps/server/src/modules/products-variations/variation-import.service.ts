import {
  type ImportAnswer,
  type ImportFailure,
  type VariationImportRow,
  variationImportRow,
  variationInput,
} from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { type Author, recordAudit } from '../../lib/audit';
import { badRequest, HttpError } from '../../lib/errors';
import { resolveImportReferences } from '../products/product-import-refs';
import { productsRepository } from '../products/products.repository';
import { variationsRepository as repository } from './products-variations.repository';
import { checkSkus, checkVariationAttributes } from './variation-checks';
import { syncProductStock, writeVariation } from './variation-set';
import { variationValues } from './variation-values';

/**
 * One row, inside its own transaction: the product is locked; the row changes the variation
 * its id names (a simple product's row without one, its one variation) or adds one. The
 * rules are those of the variation form and the product import: attribute~value pairs found
 * by name (a missing value is added, as the product import does), every attribute of the
 * product given a value, no two variations alike, skus unique, discount and stock worked out.
 */
async function importRow(tx: Tx, row: VariationImportRow, author: Author, importRun: string | null) {
  const actorId = author.adminId!;
  const product = await productsRepository.lockById(tx, row.productId);
  if (!product) throw badRequest(`No product has the id ${row.productId}`);
  const simple = product.productType === 'simple';
  const live = await repository.liveOf(tx, product.id);
  const targetId = row.id ?? (simple ? live[0]?.id : undefined);
  const target = live.find((variation) => variation.id === targetId);
  if (targetId !== undefined && !target)
    throw badRequest(`Variation ${targetId} is not a variation of ${product.name}`);

  let links: { attributeId: number; attributesValueId: number }[] = [];
  let name = '';
  if (!simple) {
    const refs = await resolveImportReferences(
      tx,
      {
        rows: [row.row ?? 1],
        category: null,
        taxRate: null,
        variations: [{ row: row.row ?? 1, attributes: row.attributes }],
      },
      actorId,
    );
    links = refs.links[0]!;
    const others = live.filter((variation) => variation.id !== targetId);
    const otherLinks = await repository.linksOf(
      tx,
      others.map((variation) => variation.id),
    );
    const sets = [
      ...others.map((variation) => ({
        productsVariationsAttribute: otherLinks.filter((link) => link.productsVariationId === variation.id),
      })),
      { productsVariationsAttribute: links },
    ];
    name = (await checkVariationAttributes(tx, product.id, sets)).at(-1)!;
  }

  const item = variationInput.parse({
    id: targetId,
    name: row.name ?? target?.name,
    enabled: row.enabled,
    image: target?.image,
    mrp: target?.mrp,
    lowStockThreshold: target?.lowStockThreshold,
    unitPrice: row.unitPrice,
    salePrice: row.salePrice,
    sku: row.sku,
    manageStock: row.manageStock,
    stockStatus: row.stockStatus,
    allowBackOrder: row.allowBackOrder,
    stockQuantity: row.stockQuantity,
    productsVariationsAttribute: links,
  });
  await checkSkus(tx, [item], targetId === undefined ? [] : [targetId]);
  const values = variationValues(item, name || product.name);
  const written = await writeVariation(tx, { product, simple, values, id: target?.id, links }, actorId);
  await syncProductStock(tx, product);
  await recordAudit(tx, author, {
    resource: 'products-variations',
    recordId: written.id,
    action: 'import',
    before: target,
    after: written,
    importRun,
  });
}

/** The reason of a refused row in the user's words, without the product import's "Row N: ". */
const reasonOf = (error: HttpError) => error.errors?.[0]?.message ?? error.message.replace(/^Row \d+: /, '');

/**
 * POST /products-variations/singleImport: one batch of variation rows. Each row passes or
 * fails alone, in its own transaction, so a failed row leaves nothing written (not even a
 * value its pairs added) and the rows before it stay imported.
 */
export async function importVariations(
  db: Db,
  rows: readonly unknown[],
  author: Author,
  importRun: string | null = null,
): Promise<ImportAnswer> {
  const errors: ImportFailure[] = [];
  let imported = 0;
  for (const [index, raw] of rows.entries()) {
    const sheetRow = (raw as { row?: unknown } | null)?.row;
    const fail = (message: string) =>
      errors.push({ index, ...(typeof sheetRow === 'number' ? { row: sheetRow } : {}), message });
    const read = variationImportRow(raw);
    if ('problem' in read) {
      fail(read.problem);
      continue;
    }
    try {
      await db.transaction((tx) => importRow(tx, read.row, author, importRun));
      imported += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      fail(reasonOf(error));
    }
  }
  return { imported, failed: errors.length, errors };
}
