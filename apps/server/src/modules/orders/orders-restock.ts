import { stockStatusOf } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { type AuditEvent, type Author, recordAudit } from '../../lib/audit';
import { syncProductStock } from '../products-variations/variation-set';
import { ordersRepository as repo } from './orders.repository';

/**
 * Goods back on the shelf (a cancelled sale, a return after delivery): each variation whose
 * stock is managed gets its quantity back (rows locked in id order), its stock status follows
 * the quantity (stockStatusOf), its product's history says so, and the products' own status
 * follows their variations. Variations whose stock is not managed are left as they are.
 */
export async function restockVariations(
  tx: Tx,
  quantities: ReadonlyMap<number, number>,
  author: Author,
): Promise<void> {
  if (quantities.size === 0) return;
  const variations = await repo.lockManagedVariations(tx, [...quantities.keys()]);
  const moves: AuditEvent[] = [];
  for (const variation of variations) {
    const stockQuantity = variation.stockQuantity + quantities.get(variation.id)!;
    const stock = { stockQuantity, stockStatus: stockStatusOf({ ...variation, stockQuantity }) };
    await repo.setStock(tx, variation.id, stock);
    // The product's history shows its variations' stock as its form names it (products.audit.ts).
    const key = `productsVariation[${variation.sku}]`;
    moves.push({
      resource: 'products',
      recordId: variation.productId,
      action: 'update',
      changes: [
        { field: `${key}.stockQuantity`, before: variation.stockQuantity, after: stock.stockQuantity },
        ...(stock.stockStatus !== variation.stockStatus
          ? [{ field: `${key}.stockStatus`, before: variation.stockStatus, after: stock.stockStatus }]
          : []),
      ],
    });
  }
  // Each variation restocked: an entry on its product, by whoever brought the goods back.
  await recordAudit(tx, author, moves);
  // The products' own status follows their variations (In Stock when any live one is).
  const productIds = [...new Set(variations.map((variation) => variation.productId))];
  if (productIds.length === 0) return;
  const touched = await repo.lockProducts(tx, productIds);
  for (const product of touched) await syncProductStock(tx, product);
}
