import { isSystemAttribute, type ProductImportItem } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { productImportRepository as repository } from './product-import.repository';

/** What the sheet names by words, as ids: the category, the tax, attributes and their values. */
export interface ImportReferences {
  categoryId: number | null;
  taxId: number | null;
  /** The product's attributes, in the order the first row names them. */
  attributeIds: number[];
  /** Per variation (same order), its attribute values. */
  links: { attributeId: number; attributesValueId: number }[][];
}

/** What an item names: the variation import (products-variations) sends one variation and no category or tax. */
export type ImportNames = Pick<ProductImportItem, 'rows' | 'category' | 'taxRate'> & {
  variations: readonly Pick<ProductImportItem['variations'][number], 'row' | 'attributes'>[];
};

const refused = (row: number, field: string, message: string) =>
  badRequest(`Row ${row}: ${message}`, [{ field, message }]);

const key = (name: string) => name.toLowerCase();

/**
 * Finds what an import item names, inside the import's transaction: the category by name (any
 * case; unknown or shared by several categories fails the row), the tax by its rate, the
 * attributes by name (they must exist) and their values by name, a missing value being added
 * at the end of its attribute (not under the system attribute, whose values are fixed).
 */
export async function resolveImportReferences(
  tx: Tx,
  item: ImportNames,
  actorId: number,
): Promise<ImportReferences> {
  const row = item.rows[0]!;
  let categoryId: number | null = null;
  if (item.category) {
    const found = await repository.categoriesNamed(tx, item.category);
    if (found.length === 0) throw refused(row, 'category', `Category ${item.category} does not exist`);
    if (found.length > 1) {
      const message = `${found.length} categories are named ${item.category}; rename one to import into it`;
      throw refused(row, 'category', message);
    }
    categoryId = found[0]!.id;
  }

  let taxId: number | null = null;
  if (item.taxRate !== null) {
    const tax = await repository.taxWithRate(tx, item.taxRate);
    if (!tax) throw refused(row, 'taxRate', `No tax has the rate ${item.taxRate}%`);
    taxId = tax.id;
  }

  const pairs = item.variations.flatMap((variation) =>
    variation.attributes.map((pair) => ({ ...pair, row: variation.row })),
  );
  const attributeNames = [...new Map(pairs.map((pair) => [key(pair.attribute), pair.attribute])).values()];
  const attributes = await repository.attributesNamed(tx, attributeNames);
  const attributeOf = new Map<string, number>();
  for (const attribute of attributes) {
    if (!attributeOf.has(key(attribute.name))) attributeOf.set(key(attribute.name), attribute.id);
  }
  const missing = pairs.find((pair) => !attributeOf.has(key(pair.attribute)));
  if (missing) throw refused(missing.row, 'attributes', `Attribute ${missing.attribute} does not exist`);

  const valueIdOf = new Map<string, number>();
  for (const [attributeKey, attributeId] of attributeOf) {
    const wanted = pairs.filter((pair) => key(pair.attribute) === attributeKey);
    const found = await repository.valuesNamed(
      tx,
      attributeId,
      wanted.map((pair) => pair.value),
    );
    for (const value of found) valueIdOf.set(`${attributeId}:${key(value.name)}`, value.id);
    for (const pair of wanted) {
      const valueKey = `${attributeId}:${key(pair.value)}`;
      if (valueIdOf.has(valueKey)) continue;
      if (isSystemAttribute(attributeId)) {
        const message = `${pair.attribute} has no value ${pair.value}, and the system attribute takes no new values`;
        throw refused(pair.row, 'attributes', message);
      }
      valueIdOf.set(valueKey, (await repository.insertValue(tx, attributeId, pair.value, actorId)).id);
    }
  }

  return {
    categoryId,
    taxId,
    attributeIds: [...attributeOf.values()],
    links: item.variations.map((variation) =>
      variation.attributes.map((pair) => {
        const attributeId = attributeOf.get(key(pair.attribute))!;
        return { attributeId, attributesValueId: valueIdOf.get(`${attributeId}:${key(pair.value)}`)! };
      }),
    ),
  };
}
