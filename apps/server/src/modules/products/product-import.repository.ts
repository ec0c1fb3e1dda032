import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { attributes, attributesValues, categories, taxes } from '../../db/schema';

const lowerIn = (column: AnyPgColumn, names: readonly string[]) =>
  inArray(
    sql<string>`lower(${column})`,
    names.map((name) => name.toLowerCase()),
  );

/** The SQL of the ZIP import: what a sheet names (category, tax rate, attributes, values) found by name. */
export const productImportRepository = {
  /** Categories of that name, any case. */
  categoriesNamed(tx: Tx, name: string) {
    return tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(sql`lower(${categories.name}) = lower(${name})`)
      .orderBy(asc(categories.id));
  },

  /** The tax with that rate: an enabled one first, then the oldest. */
  async taxWithRate(tx: Tx, rate: number) {
    const [row] = await tx
      .select({ id: taxes.id })
      .from(taxes)
      .where(eq(taxes.rate, rate))
      .orderBy(desc(taxes.enabled), asc(taxes.id))
      .limit(1);
    return row;
  },

  /** Attributes of those names, any case, oldest first. */
  attributesNamed(tx: Tx, names: readonly string[]) {
    if (names.length === 0) return Promise.resolve([]);
    return tx
      .select({ id: attributes.id, name: attributes.name })
      .from(attributes)
      .where(lowerIn(attributes.name, names))
      .orderBy(asc(attributes.id));
  },

  /** The values of an attribute among those names, any case. */
  valuesNamed(tx: Tx, attributeId: number, names: readonly string[]) {
    return tx
      .select({ id: attributesValues.id, name: attributesValues.name })
      .from(attributesValues)
      .where(and(eq(attributesValues.attributeId, attributeId), lowerIn(attributesValues.name, names)))
      .orderBy(asc(attributesValues.id));
  },

  /** A new value at the end of its attribute's list. */
  async insertValue(tx: Tx, attributeId: number, name: string, actorId: number) {
    const [top] = await tx
      .select({ top: max(attributesValues.priority) })
      .from(attributesValues)
      .where(eq(attributesValues.attributeId, attributeId));
    const [row] = await tx
      .insert(attributesValues)
      .values({
        attributeId,
        name,
        priority: (top?.top ?? 0) + 1,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .returning({ id: attributesValues.id, name: attributesValues.name });
    return row!;
  },
};
