import type { ProductType } from '../enums';

/** What a type switch needs to know of each variation of the product. */
export interface VariationSet {
  id: number;
  /** The one variation a simple product sells. */
  isDefault: boolean;
  /** Hidden by an earlier switch, waiting to be restored. */
  keptAside: boolean;
}

export interface TypeSwitchPlan {
  /** Variations to hide (kept, never deleted: orders may point at them). */
  setAside: number[];
  /** Hidden variations to show again. */
  restore: number[];
  /** The variation that becomes the default one, when it is not already. */
  makeDefault?: number;
}

const byId = (a: VariationSet, b: VariationSet) => a.id - b.id;

/**
 * Switching a product's type (spec 01 §4). To simple: one default variation stays (the one
 * marked default, else the first live one, else the first kept aside) and the others are
 * set aside. To variable: every variation set aside comes back beside the default one,
 * which stays as the first variation of the variable product.
 */
export function planTypeSwitch(
  variations: readonly VariationSet[],
  from: ProductType,
  to: ProductType,
): TypeSwitchPlan {
  if (from === to) return { setAside: [], restore: [] };
  const sorted = [...variations].sort(byId);
  if (to === 'variable') return { setAside: [], restore: sorted.filter((v) => v.keptAside).map((v) => v.id) };
  const chosen =
    sorted.find((v) => v.isDefault) ?? sorted.find((v) => !v.keptAside) ?? sorted.find((v) => v.keptAside);
  if (!chosen) return { setAside: [], restore: [] };
  return {
    setAside: sorted.filter((v) => v.id !== chosen.id && !v.keptAside).map((v) => v.id),
    restore: chosen.keptAside ? [chosen.id] : [],
    ...(chosen.isDefault ? {} : { makeDefault: chosen.id }),
  };
}
