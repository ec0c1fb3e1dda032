import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  attributes,
  attributesValues,
  productsAttributes,
  productsVariationsAttributes,
} from '../../db/schema';

/** The SQL of the attributes module beyond the generic CRUD. */
export const attributesRepository = {
  byIds(db: Executor, ids: number[]) {
    return db
      .select({ id: attributes.id, enabled: attributes.enabled, name: attributes.name })
      .from(attributes)
      .where(inArray(attributes.id, ids));
  },

  /** The values of these attributes, each attribute's in display order. */
  valuesOf(db: Executor, attributeIds: number[]) {
    return db
      .select({
        id: attributesValues.id,
        enabled: attributesValues.enabled,
        name: attributesValues.name,
        priority: attributesValues.priority,
        attributeId: attributesValues.attributeId,
      })
      .from(attributesValues)
      .where(inArray(attributesValues.attributeId, attributeIds))
      .orderBy(asc(attributesValues.priority), asc(attributesValues.id));
  },

  /** Products that use the attribute, on the product or on a variation. */
  async productUseCount(db: Executor, attributeId: number): Promise<number> {
    const [onProducts] = await db
      .select({ n: count() })
      .from(productsAttributes)
      .where(eq(productsAttributes.attributeId, attributeId));
    const [onVariations] = await db
      .select({ n: count() })
      .from(productsVariationsAttributes)
      .where(eq(productsVariationsAttributes.attributeId, attributeId));
    return Math.max(onProducts?.n ?? 0, onVariations?.n ?? 0);
  },
};
