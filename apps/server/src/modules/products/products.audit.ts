import type { ProductUpdate } from '@mandi/domain';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productsVariations, productsVariationsAttributes } from '../../db/schema';
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

/**
 * A product's live variations as the form answers them (presentVariations), with their
 * attribute values, read in one statement: the before of an update is the audit's own read.
 */
async function liveVariationsOf(tx: Tx, productId: number): Promise<Row[]> {
  // Written out: inside a select of one table the query builder names columns without it.
  const links = sql<{ attributeId: number; attributesValueId: number }[]>`coalesce((
    select json_agg(json_build_object('attributeId', link.attribute_id, 'attributesValueId', link.attributes_value_id) order by link.id)
    from ${productsVariationsAttributes} link where link.products_variation_id = ${sql.raw('"products_variations"."id"')}), '[]'::json)`;
  const rows = await tx
    .select({ ...getTableColumns(productsVariations), links })
    .from(productsVariations)
    .where(and(eq(productsVariations.productId, productId), eq(productsVariations.keptAside, false)))
    .orderBy(asc(productsVariations.id));
  return rows.map(({ links: attributeLinks, ...row }) => ({
    ...presentRow(productsVariationsBinding, row),
    productsVariationsAttribute: attributeLinks,
  }));
}

/**
 * The product before an update, reading only what the update may change: its row (already
 * locked), and its links or variations when the body sends them. Cheaper than the whole form's
 * answer read again (a product update is the busiest write the audit sits in).
 */
export async function productBefore(tx: Tx, existing: ProductRow, input: ProductUpdate) {
  const id = existing.id;
  const answer: Row = { ...presentRow(plainProductsBinding, existing as unknown as Row) };
  if (input.category) answer.category = await productsRepository.categoriesOf(tx, id);
  if (input.attribute) answer.attribute = await productsRepository.attributesOf(tx, id);
  if (input.relatedProduct) answer.relatedProduct = await productsRepository.relatedOf(tx, id);
  // A new type sets variations aside; dropped attributes drop the variations' values.
  const variations =
    input.productsVariation !== undefined || input.productType !== undefined || input.attribute !== undefined;
  if (variations) answer.productsVariation = await liveVariationsOf(tx, id);
  return { snapshot: productSnapshot(answer), variations };
}

/** The product after, narrowed to what `productBefore` read, so nothing unread reads as changed. */
export function productAfter(before: { snapshot: Row; variations: boolean }, answer: Row): Row {
  const after = productSnapshot(answer);
  return Object.fromEntries(
    Object.entries(after).filter(
      ([field]) =>
        Object.hasOwn(before.snapshot, field) || (before.variations && field.startsWith(VARIATION)),
    ),
  );
}
