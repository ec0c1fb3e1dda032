/** Pack sizes as the demo catalogue writes them: '500 g', '1.2 l', '1 dozen', '25 bags'. */
export interface Size {
  label: string;
  amount: number;
  unit: string;
}

const BASE: Record<string, number> = { g: 1, kg: 1000, ml: 1, l: 1000, pc: 1, dozen: 12, bags: 1 };

export function parseSize(label: string): Size {
  const match = /^(\d+(?:\.\d+)?) (g|kg|ml|l|pc|dozen|bags)$/.exec(label);
  if (!match) throw new Error(`bad pack size ${label}`);
  return { label, amount: Number(match[1]), unit: match[2]! };
}

/** Grams, millilitres or pieces, to order sizes of one kind. */
export const baseAmount = (size: Size) => size.amount * BASE[size.unit]!;

/** The measurement unit a size is counted in (tea bags are pieces). */
export const measurementCode = (size: Size) => (size.unit === 'bags' ? 'pc' : size.unit);

/** For skus: '500G', '1.2L', '1DOZEN'. */
export const compactSize = (size: Size) => `${size.amount}${size.unit}`.toUpperCase();
