import {
  type ProductCreate,
  type ProductUpdate,
  parseListQuery,
  slugify,
  stockStatusOf,
  uniqueSlug,
} from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { auditSnapshot, recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { type ListOptions, listRows, type RawQuery, sheetReads, streamRows } from '../../lib/list';
import { cachedParse } from '../../lib/list/parsed-query-cache';
import { removeFiles } from '../../lib/storage';
import { setEnabledAudited } from '../crud/enable-toggle';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { imagesRepository } from '../products-images/products-images.repository';
import { variationsRepository } from '../products-variations/products-variations.repository';
import { saveVariationSet, switchVariationSet, syncProductStock } from '../products-variations/variation-set';
import { countProducts } from './product-count';
import { checkReferences, idsOf } from './product-references';
import { lockForUpdate, productAfter, productSnapshot } from './products.audit';
import { productsBinding as binding } from './products.binding';
import { presentProduct } from './products.presenter';
import { productsRepository as repository } from './products.repository';
import type { ProductListAnswer } from './products.schemas';

const SLUG_TAKEN = 'A product with this slug already exists';
const HAS_ORDERS = 'This product has orders and cannot be deleted; disable it instead';

/** A slug from the name, made unique with -2, -3, ...; a slug the admin typed must be free. */
async function slugFor(tx: Tx, name: string, typed: string | null | undefined, exceptId?: number) {
  if (typed) {
    const taken = await repository.slugsLike(tx, typed, exceptId);
    if (taken.includes(typed)) throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
    return typed;
  }
  const base = slugify(name) || 'product';
  return uniqueSlug(base, await repository.slugsLike(tx, base, exceptId));
}

/** The links a product body may carry beside its own fields, written after the row. */
async function writeLinks(tx: Tx, id: number, input: ProductUpdate) {
  if (input.category) await repository.setCategories(tx, id, idsOf(input.category));
  if (input.attribute) await repository.setAttributes(tx, id, idsOf(input.attribute));
  if (input.relatedProduct) await repository.setRelated(tx, id, [...new Set(input.relatedProduct)]);
}

/** The product row's own columns of a body (links, variations and slug are written apart). */
function ownFields<T extends ProductUpdate>(input: T) {
  const {
    category: _c,
    attribute: _a,
    relatedProduct: _r,
    productsVariation: _v,
    slug: _s,
    ...fields
  } = input;
  return fields;
}

/**
 * Creates the product, its links and its variations inside the caller's transaction (the add
 * form's save and the ZIP import both come here). Answers the product row.
 */
export async function createProductIn(tx: Tx, input: ProductCreate, actorId: number) {
  await checkReferences(tx, input);
  const fields = ownFields(input);
  const row = await repository.insert(tx, {
    ...fields,
    slug: await slugFor(tx, input.name, input.slug),
    stockStatus: stockStatusOf({ ...fields, stockQuantity: 0 }),
    createdBy: actorId,
    updatedBy: actorId,
  });
  await writeLinks(tx, row.id, input);
  if (input.productsVariation) await saveVariationSet(tx, row, input.productsVariation, actorId);
  return syncProductStock(tx, row);
}

const parseProductQuery = (raw: RawQuery) => parseListQuery(raw, binding.def);

/**
 * The list's total on `db`. Made by a function, not written inline as `count: (q) => ...`:
 * `npm start` runs through tsx, which names such a closure with a defineProperty call each
 * time it is made (every request).
 */
const countOn =
  (db: Db): NonNullable<ListOptions['count']> =>
  (query) =>
    countProducts(db, query.where);

/** Use cases of products: list, count, export, read, and saves that are each one transaction. */
export const productsService = {
  def: binding.def,

  /** A page and its total; the total is counted where it is cheapest (product-count.ts). */
  async list({ db }: ResourceCall, raw: RawQuery): Promise<ProductListAnswer> {
    const query = cachedParse(parseProductQuery, raw);
    const result = await listRows(db, binding, query, { count: countOn(db) });
    return result as ProductListAnswer;
  },

  /** GET /products/count: how many products match the list's filters. */
  async count(db: Db, raw: RawQuery) {
    return { count: await countProducts(db, parseListQuery(raw, binding.def).where) };
  },

  /** The sheet shows only the product's own columns: only they are read. */
  exportRows({ db }: ResourceCall, raw: RawQuery) {
    return streamRows(db, binding, parseListQuery(raw, binding.def), { reads: sheetReads(binding.def) });
  },

  get({ db }: ResourceCall, id: number) {
    return presentProduct(db, id);
  },

  /** The product, its links and its variations in one transaction: a failure writes nothing. */
  async create(call: ResourceCall, input: ProductCreate) {
    return call.db.transaction(async (tx) => {
      const answer = await presentProduct(tx, (await createProductIn(tx, input, call.actor.id)).id);
      await recordAudit(tx, authorOf(call), {
        resource: 'products',
        recordId: answer.id,
        action: 'create',
        after: productSnapshot(answer),
      });
      return answer;
    });
  },

  /**
   * A change of type sets variations aside or restores them before the new set (if sent) is
   * saved; all in one transaction.
   */
  update(call: ResourceCall, id: number, input: ProductUpdate) {
    const { db, actor } = call;
    const actorId = actor.id;
    return db.transaction(async (tx) => {
      // The row locked and, when recording, its before for the audit: one statement.
      const locked = await lockForUpdate(tx, id, input);
      if (!locked) throw notFound('Product', id);
      const { existing, before, live } = locked;
      await checkReferences(tx, input, id);
      const values = { ...ownFields(input), updatedBy: actorId, updatedTimestamp: new Date() };
      const slug =
        input.slug === undefined ? undefined : await slugFor(tx, input.name ?? existing.name, input.slug, id);
      const newType =
        input.productType && input.productType !== existing.productType ? input.productType : undefined;
      if (newType) await switchVariationSet(tx, id, existing.productType, newType);
      const row = (await repository.update(tx, id, slug ? { ...values, slug } : values))!;
      await writeLinks(tx, id, input);
      // Variations stop naming values of attributes the product no longer has.
      if (input.attribute) await variationsRepository.dropLinksOutside(tx, id, idsOf(input.attribute));
      // A type switch changed the live set since the lock read it: the save reads it again then.
      if (input.productsVariation) {
        await saveVariationSet(tx, row, input.productsVariation, actorId, newType ? undefined : live);
      }
      await syncProductStock(tx, row);
      const answer = await presentProduct(tx, id);
      await recordAudit(tx, authorOf(call), {
        resource: 'products',
        recordId: id,
        action: 'update',
        before: before?.snapshot,
        after: before ? productAfter(before, answer) : undefined,
      });
      return answer;
    });
  },

  setEnabled(call: ResourceCall, id: number, enabled: boolean) {
    return setEnabledAudited(call, id, enabled, {
      resource: 'products',
      label: 'Product',
      find: (tx, productId) => repository.lockById(tx, productId),
      write: (tx, productId, values) => repository.update(tx, productId, values),
    });
  },

  /**
   * A product that was sold stays (orders point at it): disable it instead. Its images go
   * with it, and their files once the delete is committed.
   */
  async remove(call: ResourceCall, id: number) {
    const { db, files } = call;
    const images = await db.transaction(async (tx) => {
      if (!(await repository.lockById(tx, id))) throw notFound('Product', id);
      if (await repository.hasOrders(tx, id)) throw conflict(HAS_ORDERS);
      const before = await auditSnapshot(async () => productSnapshot(await presentProduct(tx, id)));
      const rows = await imagesRepository.ofProduct(tx, id);
      await repository.remove(tx, id);
      await recordAudit(tx, authorOf(call), { resource: 'products', recordId: id, action: 'delete', before });
      return rows;
    });
    await removeFiles(
      files.storage,
      images.flatMap((image) => [image.image, image.originalImage]),
      files.log,
    );
    return { id };
  },
};
