import type { PlacementProduct } from '@mandi/domain';
import type { Order } from './order-screen';

/**
 * The change-items dialog's draft: one row per variation, the order's own first (with what it
 * had), then those added. A removed row stays, at 0, so it can be put back.
 */
export interface DraftLine {
  productsVariationId: number;
  name: string;
  sku: string | null;
  /** What the order has now (0 for an added product). */
  was: number;
  /** What it will have (0: removed). */
  quantity: number;
  /** The price charged as the staff see it before the quote answers. */
  price: number;
}

const charged = (line: { unitPrice: number; salePrice: number }) =>
  line.salePrice > 0 ? line.salePrice : line.unitPrice;

const lineName = (line: Order['lines'][number]) =>
  line.productType === 'simple' || !line.variationName
    ? line.productName
    : `${line.productName} ${line.variationName}`;

/** The order's lines, a variation on two lines added up. */
export function draftOf(order: Order): DraftLine[] {
  const rows = new Map<number, DraftLine>();
  for (const line of order.lines) {
    const row = rows.get(line.productsVariationId);
    if (row) {
      row.was += line.quantity;
      row.quantity += line.quantity;
      continue;
    }
    rows.set(line.productsVariationId, {
      productsVariationId: line.productsVariationId,
      name: lineName(line),
      sku: line.sku,
      was: line.quantity,
      quantity: line.quantity,
      price: charged(line),
    });
  }
  return [...rows.values()];
}

/** A product picked: one more of it when already a row (put back if removed), else a new row of 1. */
export function withProduct(draft: readonly DraftLine[], product: PlacementProduct): DraftLine[] {
  const known = draft.find((line) => line.productsVariationId === product.productsVariationId);
  if (known) return withQuantity(draft, known.productsVariationId, Math.min(9999, known.quantity + 1));
  return [
    ...draft,
    {
      productsVariationId: product.productsVariationId,
      name: product.name,
      sku: product.sku,
      was: 0,
      quantity: 1,
      price: charged(product),
    },
  ];
}

/** A row's new quantity; 0 removes it (an added row goes; one of the order's stays, at 0). */
export function withQuantity(draft: readonly DraftLine[], id: number, quantity: number): DraftLine[] {
  return draft.flatMap((line) => {
    if (line.productsVariationId !== id) return [line];
    if (quantity === 0 && line.was === 0) return [];
    return [{ ...line, quantity }];
  });
}

/** What the change sends: the rows kept, with their quantities. */
export const linesOf = (draft: readonly DraftLine[]) =>
  draft
    .filter((line) => line.quantity > 0)
    .map(({ productsVariationId, quantity }) => ({ productsVariationId, quantity }));

export const isChanged = (draft: readonly DraftLine[]) => draft.some((line) => line.quantity !== line.was);
