import { SELECT_ATTRIBUTES_MESSAGE, type VariationInput } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { badRequest, conflict, type FieldError } from '../../lib/errors';
import { variationsRepository as repository } from './products-variations.repository';

const at = (index: number, field: string) => `productsVariation.${index}.${field}`;

/**
 * A variable product's variations each name one value of every attribute the product has
 * ('Select attributes' otherwise), no two the same. Answers each variation's default name:
 * its values joined ("1 kg / Organic").
 */
export async function checkVariationAttributes(
  tx: Tx,
  productId: number,
  items: readonly Pick<VariationInput, 'productsVariationsAttribute'>[],
): Promise<string[]> {
  const attributeIds = await repository.attributeIdsOf(tx, productId);
  const valueIds = items.flatMap((item) =>
    item.productsVariationsAttribute.map((link) => link.attributesValueId),
  );
  const values = new Map((await repository.valuesByIds(tx, [...new Set(valueIds)])).map((v) => [v.id, v]));
  const combinations = new Map<string, number>();
  return items.map((item, index) => {
    const links = item.productsVariationsAttribute;
    const field = at(index, 'productsVariationsAttribute');
    const stray = links.find((link) => !attributeIds.includes(link.attributeId));
    if (stray) {
      const message = `Attribute ${stray.attributeId} is not one of the product's attributes`;
      throw badRequest(message, [{ field, message }]);
    }
    const complete =
      links.length === attributeIds.length &&
      attributeIds.every((attributeId) => {
        const link = links.find((l) => l.attributeId === attributeId);
        return link !== undefined && values.get(link.attributesValueId)?.attributeId === attributeId;
      });
    if (!complete)
      throw badRequest(SELECT_ATTRIBUTES_MESSAGE, [{ field, message: SELECT_ATTRIBUTES_MESSAGE }]);
    if (attributeIds.length === 0) return '';
    const ordered = attributeIds.map(
      (attributeId) => links.find((l) => l.attributeId === attributeId)!.attributesValueId,
    );
    const key = ordered.join(',');
    if (combinations.has(key)) {
      const message = 'Another variation already has these attribute values';
      throw conflict(message, [{ field, message }]);
    }
    combinations.set(key, index);
    return ordered.map((valueId) => values.get(valueId)!.name).join(' / ');
  });
}

export const skuTakenMessage = (sku: string) => `SKU ${sku} already exists`;

/**
 * Skus are unique across every variation, without case: twice in the set, or held by a
 * variation outside it (`freedIds` are the set's own and those it deletes), is a 409 naming it.
 */
export async function checkSkus(tx: Tx, items: readonly Pick<VariationInput, 'sku'>[], freedIds: number[]) {
  const seen = new Map<string, number>();
  const errors: FieldError[] = [];
  items.forEach((item, index) => {
    const key = item.sku.toLowerCase();
    if (seen.has(key)) errors.push({ field: at(index, 'sku'), message: skuTakenMessage(item.sku) });
    seen.set(key, index);
  });
  if (errors.length === 0) {
    const holders = await repository.holdersOfSkus(
      tx,
      items.map((item) => item.sku),
      freedIds,
    );
    for (const holder of holders) {
      const index = items.findIndex((item) => item.sku.toLowerCase() === holder.sku.toLowerCase());
      errors.push({ field: at(index, 'sku'), message: skuTakenMessage(items[index]!.sku) });
    }
  }
  if (errors.length > 0) throw conflict(errors[0]!.message, errors);
}
