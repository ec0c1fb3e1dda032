import type { ProductVariation, VariationLink } from '../product-screen';

/**
 * The Variations step's form rows and the rules it checks before sending: each variation names
 * one value of every attribute of the product ('Select attributes'), no two the same.
 */
export const DUPLICATE_VALUES_MESSAGE = 'Another variation already has these attribute values';

/** Chosen values by attribute id (a select per attribute). */
export type ValuePicks = Record<string, number | null | undefined>;

export interface VariationRow {
  /** The panel's key: `v{id}` for a saved variation, `n{n}` for a new one. */
  uid: string;
  id?: number;
  name: string;
  enabled: boolean;
  mrp: number | null;
  unitPrice?: number | null;
  salePrice: number | null;
  sku: string;
  manageStock: boolean;
  stockStatus: ProductVariation['stockStatus'];
  stockQuantity: number | null;
  allowBackOrder: boolean;
  lowStockThreshold: number | null;
  values: ValuePicks;
}

interface NamedAttribute {
  id: number;
  attributesValue: { id: number; name: string }[];
}

export function picksOf(links: readonly VariationLink[]): ValuePicks {
  return Object.fromEntries(links.map((link) => [String(link.attributeId), link.attributesValueId]));
}

export function linksOf(picks: ValuePicks, attributeIds: readonly number[]): VariationLink[] {
  return attributeIds.flatMap((attributeId) => {
    const value = picks[String(attributeId)];
    return typeof value === 'number' ? [{ attributeId, attributesValueId: value }] : [];
  });
}

/** True when every attribute of the product has a value picked. */
export function picksComplete(picks: ValuePicks, attributeIds: readonly number[]): boolean {
  return attributeIds.every((attributeId) => typeof picks[String(attributeId)] === 'number');
}

/** The same values in attribute order, as one key; two variations may not share it. */
export function combinationKey(picks: ValuePicks, attributeIds: readonly number[]): string {
  return attributeIds.map((attributeId) => picks[String(attributeId)] ?? '-').join(',');
}

/** The index of the first variation repeating an earlier one's values, or -1. */
export function repeatedCombination(
  rows: readonly { values: ValuePicks }[],
  attributeIds: readonly number[],
): number {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (!picksComplete(row.values, attributeIds)) continue;
    const key = combinationKey(row.values, attributeIds);
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}

/** "1 kg / Twin": the picked values' names in attribute order, as the server names a variation. */
export function nameOfPicks(picks: ValuePicks, attributes: readonly NamedAttribute[]): string {
  return attributes
    .flatMap((attribute) => {
      const id = picks[String(attribute.id)];
      const value = attribute.attributesValue.find((item) => item.id === id);
      return value ? [value.name] : [];
    })
    .join(' / ');
}

export function rowOfVariation(variation: ProductVariation): VariationRow {
  return {
    uid: `v${variation.id}`,
    id: variation.id,
    name: variation.name,
    enabled: variation.enabled,
    mrp: variation.mrp,
    unitPrice: variation.unitPrice,
    salePrice: variation.salePrice,
    sku: variation.sku,
    manageStock: variation.manageStock,
    stockStatus: variation.stockStatus,
    stockQuantity: variation.stockQuantity,
    allowBackOrder: variation.allowBackOrder,
    lowStockThreshold: variation.lowStockThreshold,
    values: picksOf(variation.productsVariationsAttribute),
  };
}

let fresh = 0;
/** A new variation of the picked values, in stock and on no sale until the admin says more. */
export function newRow(picks: ValuePicks, name: string): VariationRow {
  fresh += 1;
  return {
    uid: `n${fresh}`,
    name,
    enabled: true,
    mrp: null,
    unitPrice: null,
    salePrice: 0,
    sku: '',
    manageStock: false,
    stockStatus: 'In Stock',
    stockQuantity: 0,
    allowBackOrder: false,
    lowStockThreshold: null,
    values: { ...picks },
  };
}

/** One row as POST /products-variations/manage takes it (discount and status are the server's). */
export function bodyOfRow(row: VariationRow, attributeIds: readonly number[]): Record<string, unknown> {
  return {
    ...(row.id !== undefined ? { id: row.id } : {}),
    name: row.name?.trim() ? row.name.trim() : null,
    enabled: row.enabled,
    mrp: row.mrp ?? null,
    unitPrice: row.unitPrice ?? undefined,
    salePrice: row.salePrice ?? 0,
    sku: row.sku,
    manageStock: row.manageStock,
    stockStatus: row.stockStatus,
    stockQuantity: row.stockQuantity ?? 0,
    allowBackOrder: row.allowBackOrder,
    lowStockThreshold: row.lowStockThreshold ?? null,
    productsVariationsAttribute: linksOf(row.values ?? {}, attributeIds),
  };
}
