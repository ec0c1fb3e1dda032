import {
  becomesOwnAncestor,
  buildCategoryTree,
  categories as categoryDef,
  categoryLinkProblem,
  OWN_ANCESTOR_MESSAGE,
  slugOfName,
  uniqueSlug,
} from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { brands, categories } from '../../db/schema';
import { conflict, invalidField } from '../../lib/errors';
import type { ResourceBinding, Row } from '../../lib/list';
import { brandsBinding } from '../brands/brands.service';
import { crudService } from '../crud/crud.service';
import { categoriesRepository as repository } from './categories.repository';

export const categoriesBinding: ResourceBinding = {
  def: categoryDef,
  table: categories,
  relations: {
    parent: {
      target: () => categoriesBinding,
      sourceColumn: categories.parentId,
      targetColumn: categories.id,
    },
    children: {
      target: () => categoriesBinding,
      sourceColumn: categories.id,
      targetColumn: categories.parentId,
    },
    brand: { target: () => brandsBinding, sourceColumn: categories.brandId, targetColumn: brands.id },
  },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The parent must exist and may not be the category itself or one below it. */
async function checkParent(tx: Tx, parentId: number, existing: Row | undefined) {
  if (!(await repository.exists(tx, parentId))) {
    throw invalidField('parentId', 'Please choose an existing parent category');
  }
  if (!existing) return;
  await repository.lockTree(tx);
  const chain = await repository.chainFrom(tx, parentId);
  if (becomesOwnAncestor(existing.id as number, parentId, chain)) {
    throw conflict(OWN_ANCESTOR_MESSAGE, [{ field: 'parentId', message: OWN_ANCESTOR_MESSAGE }]);
  }
}

/** The slug to store: the typed one if free, a fresh one from the name when there is none. */
async function slugFor(tx: Tx, input: Row, existing: Row | undefined): Promise<string | undefined> {
  const exceptId = existing?.id as number | undefined;
  if (typeof input.slug === 'string') {
    if (await repository.slugTaken(tx, input.slug, exceptId)) {
      const message = 'A category with this slug already exists';
      throw conflict(message, [{ field: 'slug', message }]);
    }
    return input.slug;
  }
  // An edit that leaves the slug alone keeps it: links to the category keep working.
  if (existing && input.slug === undefined) return undefined;
  const base = slugOfName(String(input.name ?? existing?.name ?? ''));
  return uniqueSlug(base, await repository.slugsLike(tx, base, exceptId));
}

async function beforeWrite(tx: Tx, input: Row, existing: Row | undefined): Promise<Row> {
  const merged = { ...existing, ...input } as Row;
  const link = categoryLinkProblem(merged);
  if (link) throw invalidField(link.field, link.message);
  if (typeof input.parentId === 'number') await checkParent(tx, input.parentId, existing);
  if (typeof input.brandId === 'number' && !(await repository.brandExists(tx, input.brandId))) {
    throw invalidField('brandId', 'Please choose an existing brand');
  }
  if (typeof input.productId === 'number' && !(await repository.productExists(tx, input.productId))) {
    throw invalidField('productId', 'Please choose an existing product');
  }
  const slug = await slugFor(tx, input, existing);
  const values = { ...input };
  if (slug === undefined) delete values.slug;
  else values.slug = slug;
  return values;
}

/** A category with subcategories or products is not deleted: they would lose their place. */
async function beforeDelete(tx: Tx, existing: Row) {
  const { children, products } = await repository.dependants(tx, existing.id as number);
  if (children === 0 && products === 0) return;
  const held = [
    children > 0 ? plural(children, 'subcategory', 'subcategories') : '',
    products > 0 ? plural(products, 'product', 'products') : '',
  ].filter(Boolean);
  throw conflict(`${existing.name} cannot be deleted: it still has ${held.join(' and ')}. Move them first.`);
}

export const categoriesService = {
  ...crudService({
    binding: categoriesBinding,
    beforeWrite,
    beforeDelete,
    fileFields: ['icon', 'image', 'banner'],
  }),

  /** The store's tree: enabled categories under enabled parents. */
  async storeTree(db: Db) {
    return buildCategoryTree(await repository.storeTreeRows(db));
  },

  /** Every category, enabled or not, for the admin's pickers: names and places, no pictures but the icon. */
  async adminTree(db: Db) {
    return buildCategoryTree(await repository.adminTreeRows(db));
  },
};
