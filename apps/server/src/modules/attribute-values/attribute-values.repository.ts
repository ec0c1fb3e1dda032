import { count, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attributes, attributesValues, productsVariationsAttributes } from '../../db/schema';
import { nameTakenIn, rowExists } from '../../lib/row-checks';

/** The SQL of the attribute values module beyond the generic CRUD. */
export const attributeValuesRepository = {
  attributeExists(db: Executor, attributeId: number): Promise<boolean> {
    return rowExists(db, attributes, attributeId);
  },

  /** Is the name (any case) already a value of this attribute, other than `exceptId`? */
  nameTaken(db: Executor, attributeId: number, name: string, exceptId?: number): Promise<boolean> {
    const scope = eq(attributesValues.attributeId, attributeId);
    return nameTakenIn(db, attributesValues, attributesValues.name, name, { scope, exceptId });
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
