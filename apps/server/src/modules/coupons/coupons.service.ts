import {
  categories as categoryDef,
  coupons as couponDef,
  couponProblem,
  couponSavedTerms,
} from '@mandi/domain';
import type { Tx } from '../../db/client';
import { categories, coupons, couponsCategories } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import { presentRow, type ResourceBinding, type Row } from '../../lib/list';
import { crudService } from '../crud/crud.service';
import { couponsRepository as repository } from './coupons.repository';

const categoryRef: ResourceBinding = { def: categoryDef, table: categories };
const plainCouponsBinding: ResourceBinding = { def: couponDef, table: coupons };

export const couponsBinding: ResourceBinding = {
  def: couponDef,
  table: coupons,
  relations: {
    category: {
      target: () => categoryRef,
      sourceColumn: coupons.id,
      targetColumn: categories.id,
      through: {
        table: couponsCategories,
        sourceColumn: couponsCategories.couponId,
        targetColumn: couponsCategories.categoryId,
      },
    },
  },
  // Sales, savings and times used are kept on the row from the orders (modules/sales-figures).
  present: (row: Row) => {
    // Added to the presented row, not spread into a copy (lists and exports present many).
    const answer = presentRow(plainCouponsBinding, row);
    answer.sales = Number(row.sales ?? 0);
    answer.savings = Number(row.savings ?? 0);
    answer.timesUsed = Number(row.timesUsed ?? 0);
    return answer;
  },
};

type CategoryInput = { id: number }[] | undefined;

/** The coupon as it will be stored (the change over the stored row) obeys the rules across fields. */
function beforeWrite(_tx: Tx, input: Row, existing: Row | undefined): Row {
  const merged = { ...existing, ...input } as Row;
  const problem = couponProblem(merged);
  if (problem) throw invalidField(problem.field, problem.message);
  const { category: _category, ...values } = input;
  return { ...values, ...couponSavedTerms(merged) };
}

/** The categories sent replace the coupon's, when sent; each must exist. */
async function afterWrite(tx: Tx, row: Row, input: Row) {
  const chosen = input.category as CategoryInput;
  if (chosen === undefined) return;
  const ids = [...new Set(chosen.map((category) => category.id))];
  const found = await repository.existingCategoryIds(tx, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw invalidField('category', `Category ${missing} not found`);
  await repository.setCategories(tx, row.id as number, ids);
}

export const couponsService = crudService({
  binding: couponsBinding,
  unique: [{ field: 'code', message: 'A coupon with this code already exists' }],
  beforeWrite,
  afterWrite,
  details: async (db, row) => ({ category: await repository.categoriesOf(db, row.id as number) }),
});
