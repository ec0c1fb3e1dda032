import type { Row } from '../../lib/list';

/** Fields of the form's answer the audit leaves out: names of authors, pictures (own entries). */
const SKIPPED = new Set(['createdByName', 'updatedByName', 'productsImage', 'productsVariation']);

/**
 * A product as its audit entries compare it: the form's answer (presentProduct) with its
 * variations flattened to `productsVariation[<sku>].<field>`, so a price change reads
 * `productsVariation[ATTA-5KG].unitPrice: 250 → 265` in the product's history.
 */
export function productSnapshot(answer: Row): Row {
  const snapshot: Row = {};
  for (const [field, value] of Object.entries(answer)) if (!SKIPPED.has(field)) snapshot[field] = value;
  // The pictures' order and cover: a drag in the Images step reads as a reorder.
  const images = (answer.productsImage ?? []) as Row[];
  snapshot.productsImage = images.map((image) => image.id);
  snapshot.coverImage = images.find((image) => image.isCover)?.id ?? null;
  const variations = (answer.productsVariation ?? []) as Row[];
  for (const variation of variations) {
    const key = `productsVariation[${String(variation.sku ?? variation.id)}]`;
    for (const [field, value] of Object.entries(variation)) {
      if (field === 'id' || field === 'productId') continue;
      snapshot[`${key}.${field}`] = value;
    }
  }
  return snapshot;
}
