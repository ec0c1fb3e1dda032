import type { ProductUpdate } from '@mandi/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, productsVariations, productsVariationsAttributes } from '../../db/schema';
import { auditRecording } from '../../lib/audit';
import { presentRow, type Row } from '../../lib/list';
import { productsVariationsBinding } from '../products-variations/products-variations.binding';
import { plainProductsBinding } from './products.binding';
import { type ProductRow, productsRepository } from './products.repository';

/** Fields of the form's answer the audit leaves out: names of authors, pictures (own entries). */
const SKIPPED = new Set(['createdByName', 'updatedByName', 'productsImage', 'productsVariation']);
const VARIATION = 'productsVariation[';

/**
 * A product as its audit entries compare it: the form's answer (presentProduct) with its
 * variations flattened to `productsVariation[<sku>].<field>`, so a price change reads
 * `productsVariation[ATTA-5KG].unitPrice: 250 → 265` in the product's history.
 */
export function productSnapshot(answer: Row): Row {
  const snapshot: Row = {};
  for (const [field, value] of Object.entries(answer)) if (!SKIPPED.has(field)) snapshot[field] = value;
  // The pictures' order and cover: a drag in the Images step reads as a reorder.
  if (answer.productsImage !== undefined) {
    const images = answer.productsImage as Row[];
    snapshot.productsImage = images.map((image) => image.id);
    snapshot.coverImage = images.find((image) => image.isCover)?.id ?? null;
  }
  const variations = (answer.productsVariation ?? []) as Row[];
  for (const variation of variations) {
    const key = `${VARIATION}${String(variation.sku ?? variation.id)}]`;
    for (const [field, value] of Object.entries(variation)) {
      if (field === 'id' || field === 'productId') continue;
      snapshot[`${key}.${field}`] = value;
    }
  }
  return snapshot;
}

/** Whether an update may change the live variations (so its before reads them). */
const touchesVariations = (input: ProductUpdate) =>
  input.productsVariation !== undefined || input.productType !== undefined || input.attribute !== undefined;

// The schema's columns are named in snake_case when the query is built (casing: 'snake_case').
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** A variation's column keys by their stored names, to read a row the database wrote as JSON. */
const VARIATION_KEYS = new Map(
  Object.keys(getTableColumns(productsVariations)).map((key) => [snake(key), key]),
);

/**
 * A product's live variations, as one JSON value of a statement that reads the product: each
 * the stored row as PostgreSQL writes it (`json_agg` of the row: stored names, cheaper to build
 * than naming thirty columns one by one) with its attribute values.
 */
function liveVariationsJson() {
  return sql<{ row: Row; links: Row[] }[]>`coalesce((
    select json_agg(json_build_object('row', variation,
      'links', coalesce((
        select json_agg(json_build_object('attributeId', link.attribute_id, 'attributesValueId', link.attributes_value_id) order by link.id)
        from ${productsVariationsAttributes} link where link.products_variation_id = variation.id), '[]'::json)
    ) order by variation.id)
    from ${productsVariations} variation
    where variation.product_id = ${sql.raw('"products"."id"')} and not variation.kept_aside), '[]'::json)`;
}

/** A variation as the form answers it (presentVariations: declared fields, with its attribute values). */
function presentLiveVariation({ row, links }: { row: Row; links: Row[] }): Row {
  const stored: Row = {};
  for (const [name, value] of Object.entries(row)) stored[VARIATION_KEYS.get(name) ?? name] = value;
  return { ...presentRow(productsVariationsBinding, stored), productsVariationsAttribute: links };
}

/**
 * Locks the product an update changes and takes its before for the audit in the same
 * statement: its row, and its live variations when the body may change them. Only what the
 * update may change is read (a product update is the busiest write the audit sits in); its
 * links when the body sends them. Answers the live variations it read too (`live`), for the
 * variation set's save. Undefined when there is no such product.
 */
export async function lockForUpdate(tx: Tx, id: number, input: ProductUpdate) {
  if (!auditRecording.enabled) {
    const existing = await productsRepository.lockById(tx, id);
    return existing && { existing, before: undefined };
  }
  const variations = touchesVariations(input);
  const [row] = await tx
    .select({ ...getTableColumns(products), ...(variations ? { __variations: liveVariationsJson() } : {}) })
    .from(products)
    .where(eq(products.id, id))
    .limit(1)
    .for('update', { of: products });
  if (!row) return undefined;
  const { __variations: live, ...existing } = row as ProductRow & {
    __variations?: { row: Row; links: Row[] }[];
  };
  const answer: Row = { ...presentRow(plainProductsBinding, existing as unknown as Row) };
  if (input.category) answer.category = await productsRepository.categoriesOf(tx, id);
  if (input.attribute) answer.attribute = await productsRepository.attributesOf(tx, id);
  if (input.relatedProduct) answer.relatedProduct = await productsRepository.relatedOf(tx, id);
  if (live) answer.productsVariation = live.map(presentLiveVariation);
  return {
    existing: existing as ProductRow,
    before: { snapshot: productSnapshot(answer), variations },
    // Read with the lock: the variation set's save need not read them again.
    live: live?.map(({ row }) => ({ id: row.id as number, sku: row.sku as string })),
  };
}

/** The product after, narrowed to what `lockForUpdate` read, so nothing unread reads as changed. */
export function productAfter(before: { snapshot: Row; variations: boolean }, answer: Row): Row {
  const after = productSnapshot(answer);
  return Object.fromEntries(
    Object.entries(after).filter(
      ([field]) =>
        Object.hasOwn(before.snapshot, field) || (before.variations && field.startsWith(VARIATION)),
    ),
  );
}
