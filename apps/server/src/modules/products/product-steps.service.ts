import type { AuditAction } from '@mandi/domain';
import {
  PRODUCT_STEP_MESSAGES,
  type ProductInventoryBody,
  type productImageOrder,
  salePriceError,
  type VariationInput,
} from '@mandi/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type Author, recordAudit } from '../../lib/audit';
import { badRequest, conflict, type FieldError, notFound } from '../../lib/errors';
import { productsImagesService } from '../products-images/products-images.service';
import { variationsRepository } from '../products-variations/products-variations.repository';
import { saveVariationSet, syncProductStock } from '../products-variations/variation-set';
import { checkReferences, idsOf } from './product-references';
import { productSnapshot } from './products.audit';
import { presentProduct } from './products.presenter';
import { type ProductRow, productsRepository as repository } from './products.repository';

const VARIABLE_STOCK = 'Stock of a variable product is set on each variation';

/**
 * One wizard step of a product, in a transaction with the product row locked and its
 * updatedBy stamped, recorded in the product's history; answers the product as the form reads it.
 */
async function step(
  db: Db,
  id: number,
  author: Author,
  write: (tx: Tx, product: ProductRow, actorId: number) => Promise<void>,
  action: AuditAction = 'update',
) {
  const actorId = author.adminId!;
  return db.transaction(async (tx) => {
    const product = await repository.lockById(tx, id);
    if (!product) throw notFound('Product', id);
    const before = productSnapshot(await presentProduct(tx, id));
    await write(tx, product, actorId);
    await repository.update(tx, id, { updatedBy: actorId, updatedTimestamp: new Date() });
    const answer = await presentProduct(tx, id);
    const after = productSnapshot(answer);
    await recordAudit(tx, author, { resource: 'products', recordId: id, action, before, after });
    return answer;
  });
}

/**
 * A simple product's default variation from the inventory step: the stock fields sent over
 * what it has. Creating it needs a sku and a unit price.
 */
function inventoryItem(body: ProductInventoryBody, current: VariationInput | undefined, product: ProductRow) {
  if (!current) {
    const errors: FieldError[] = [];
    if (body.sku === undefined) errors.push({ field: 'sku', message: 'Please enter sku' });
    if (body.unitPrice === undefined)
      errors.push({ field: 'unitPrice', message: 'Unit price should be at least 1' });
    if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  }
  const base: Omit<VariationInput, 'sku' | 'unitPrice'> = current ?? {
    name: product.name,
    enabled: true,
    salePrice: 0,
    manageStock: product.manageStock,
    stockStatus: product.stockStatus,
    allowBackOrder: false,
    stockQuantity: 0,
    productsVariationsAttribute: [],
  };
  const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const item = { ...base, ...defined } as VariationInput;
  // The sale price is checked against the unit price it will sit beside, sent or kept.
  const message = salePriceError(item.unitPrice, item.salePrice);
  if (message) throw badRequest(message, [{ field: 'salePrice', message }]);
  return item;
}

export const productStepsService = {
  messages: PRODUCT_STEP_MESSAGES,

  setCategories(db: Db, id: number, refs: { id: number }[], author: Author) {
    return step(db, id, author, async (tx) => {
      await checkReferences(tx, { category: refs });
      await repository.setCategories(tx, id, idsOf(refs));
    });
  },

  /** The attributes a variable product's variations are made of; dropped ones leave them. */
  setAttributes(db: Db, id: number, refs: { id: number }[], author: Author) {
    return step(db, id, author, async (tx) => {
      await checkReferences(tx, { attribute: refs });
      await repository.setAttributes(tx, id, idsOf(refs));
      await variationsRepository.dropLinksOutside(tx, id, idsOf(refs));
    });
  },

  setImages(db: Db, id: number, items: z.infer<typeof productImageOrder>[], author: Author) {
    return step(
      db,
      id,
      author,
      (tx, _product, actorId) => productsImagesService.arrange(tx, id, items, actorId),
      'reorder',
    );
  },

  /** Stock (and price, sku) of a simple product's default variation. */
  setInventory(db: Db, id: number, body: ProductInventoryBody, author: Author) {
    return step(db, id, author, async (tx, product, actorId) => {
      if (product.productType !== 'simple') throw conflict(VARIABLE_STOCK);
      const [live] = await variationsRepository.liveOf(tx, id);
      const current = live ? ({ ...live, productsVariationsAttribute: [] } as VariationInput) : undefined;
      const item = inventoryItem(body, current, product);
      const saved = await saveVariationSet(tx, product, [item], actorId);
      await syncProductStock(tx, { ...product, manageStock: saved[0]!.manageStock });
    });
  },
};
