import { and, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attributes, attributesValues, productsVariationsAttributes } from '../../db/schema';

/** The SQL of the attribute values module beyond the generic CRUD. */
export const attributeValuesRepository = {
  async attributeExists(db: Executor, attributeId: number): Promise<boolean> {
    const rows = await db
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.id, attributeId))
      .limit(1);
    return rows.length > 0;
  },

  /** Is the name (any case) already a value of this attribute, other than `exceptId`? */
  async nameTaken(db: Executor, attributeId: number, name: string, exceptId?: number): Promise<boolean> {
    const conditions = [
      eq(attributesValues.attributeId, attributeId),
      sql`lower(${attributesValues.name}) = lower(${name})`,
    ];
    if (exceptId !== undefined) conditions.push(ne(attributesValues.id, exceptId));
    const rows = await db
      .select({ id: attributesValues.id })
      .from(attributesValues)
      .where(and(...conditions))
      .limit(1);
    return rows.length > 0;
  },

  async maxPriority(db: Executor, attributeId: number): Promise<number> {
    const [row] = await db
      .select({ top: max(attributesValues.priority) })
      .from(attributesValues)
      .where(eq(attributesValues.attributeId, attributeId));
    return row?.top ?? 0;
  },

  /** Variations that name this value: it cannot go while they do. */
  async variationUseCount(db: Executor, valueId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(productsVariationsAttributes)
      .where(eq(productsVariationsAttributes.attributesValueId, valueId));
    return row?.n ?? 0;
  },
};
