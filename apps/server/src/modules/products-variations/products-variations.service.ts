import { type Condition, type ListQuery, type ManageVariationsBody, parseListQuery } from '@mandi/domain';
import type { Db } from '../../db/client';
import { type Author, auditSnapshot, recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { listRows, type RawQuery, sheetReads, streamRows } from '../../lib/list';
import { productSnapshot } from '../products/products.audit';
import { presentProduct } from '../products/products.presenter';
import { productsRepository } from '../products/products.repository';
import type { VariationListAnswer } from '../products/products.schemas';
import { productsVariationsBinding as binding } from './products-variations.binding';
import { presentVariations, withAttributeLinks } from './products-variations.presenter';
import { variationsRepository as repository } from './products-variations.repository';
import { saveVariationSet, syncProductStock } from './variation-set';

const LIVE: Condition = { field: 'keptAside', operator: '$eq', value: false };

/** Lists and exports show the live variations only: those a type switch set aside wait hidden. */
function liveOnly(query: ListQuery): ListQuery {
  return { ...query, where: query.where ? { and: [query.where, LIVE] } : LIVE };
}

export const productsVariationsService = {
  /** POST /products-variations/manage: the product's whole variation set in one transaction. */
  manage(db: Db, body: ManageVariationsBody, author: Author) {
    return db.transaction(async (tx) => {
      const product = await productsRepository.lockById(tx, body.productId);
      if (!product) throw notFound('Product', body.productId);
      const before = await auditSnapshot(async () => productSnapshot(await presentProduct(tx, product.id)));
      const saved = await saveVariationSet(tx, product, body.productsVariation, author.adminId!);
      await syncProductStock(tx, product);
      // In the product's history, as the product form's own save of its variations.
      const after = await auditSnapshot(async () => productSnapshot(await presentProduct(tx, product.id)));
      await recordAudit(tx, author, {
        resource: 'products',
        recordId: product.id,
        action: 'update',
        before,
        after,
      });
      return { productId: product.id, productsVariation: await presentVariations(tx, saved) };
    });
  },

  async list(db: Db, raw: RawQuery): Promise<VariationListAnswer> {
    const result = await listRows(db, binding, liveOnly(parseListQuery(raw, binding.def)));
    return { ...result, data: await withAttributeLinks(db, result.data) };
  },

  /** Every matching live variation, with its product (for the Product Name column). */
  exportRows(db: Db, raw: RawQuery) {
    const query = liveOnly(parseListQuery(raw, binding.def));
    const join = query.join.some((j) => j.relation === 'product')
      ? query.join
      : [...query.join, { relation: 'product', fields: ['id', 'name'] }];
    // The sheet shows the variation's own columns and its product's name: only they are read.
    return streamRows(db, binding, { ...query, join, fields: undefined }, { reads: sheetReads(binding.def) });
  },

  async get(db: Db, id: number) {
    const row = await repository.findById(db, id);
    if (!row) throw notFound('Variation', id);
    const [answer] = await presentVariations(db, [row]);
    return answer!;
  },

  remove(db: Db, id: number, author: Author) {
    return db.transaction(async (tx) => {
      const row = await repository.findById(tx, id);
      if (!row) throw notFound('Variation', id);
      if ((await repository.soldAmong(tx, [id])).size > 0) {
        throw conflict(`Variation ${row.sku} has orders and cannot be deleted; disable it instead`);
      }
      const product = await productsRepository.lockById(tx, row.productId);
      await repository.remove(tx, [id]);
      if (product) await syncProductStock(tx, product);
      await recordAudit(tx, author, {
        resource: 'products-variations',
        recordId: id,
        action: 'delete',
        before: row,
      });
      return { id };
    });
  },
};
