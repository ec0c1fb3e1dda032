import {
  type Condition,
  type FilterCondition,
  type FilterValue,
  isAnd,
  isIndianPincode,
  isOr,
  type ListQuery,
  ListQueryError,
  normalizeMobile,
  ORDER_CUSTOMER_FIELDS,
  ORDER_PINCODE_FIELD,
  ORDER_UNSORTABLE,
  orders as orderDef,
  orderSortOf,
  PINCODE_FORMAT_MESSAGE,
  parseListQuery,
  type RawQuery,
} from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pincodes } from '../../db/schema';

/** A mobile as typed ('+91 98765-43210') searched as the stored digits. */
function mobileValue(value: FilterValue): FilterValue {
  if (typeof value === 'string') return normalizeMobile(value).replace(/\D/g, '');
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? normalizeMobile(v).replace(/\D/g, '') : v));
  return value;
}

/**
 * The pincode filter: one exact six-digit pincode (India's rule), looked up on the order's
 * pincode row (unique pincode, then orders by pincodeId, status and placed-on: indexed).
 */
function onPincode(condition: FilterCondition): Condition {
  const { operator, value } = condition;
  if (operator !== '$eq' || typeof value !== 'string' || !isIndianPincode(value.trim())) {
    throw new ListQueryError(PINCODE_FORMAT_MESSAGE, 'pincode');
  }
  return { ...condition, field: ORDER_PINCODE_FIELD, value: value.trim() } satisfies FilterCondition;
}

/** The list's customer filters (customerName, ...) as the customer's own fields (user.fullName, ...). */
function onCustomer(condition: Condition): Condition {
  if (isAnd(condition)) return { and: condition.and.map(onCustomer) };
  if (isOr(condition)) return { or: condition.or.map(onCustomer) };
  if (condition.field === 'pincode') return onPincode(condition);
  const field = ORDER_CUSTOMER_FIELDS[condition.field as keyof typeof ORDER_CUSTOMER_FIELDS];
  if (!field) return condition;
  const value = condition.field === 'customerMobile' ? mobileValue(condition.value) : condition.value;
  return { ...condition, field, value } satisfies FilterCondition;
}

/** The status a view is on: a top-level `status||$eq||...` filter. */
export function statusOf(condition: Condition | undefined): string | undefined {
  if (!condition) return undefined;
  const terms = isAnd(condition) ? condition.and : [condition];
  for (const term of terms) {
    if (!isAnd(term) && !isOr(term) && term.field === 'status' && term.operator === '$eq') {
      return typeof term.value === 'string' ? term.value : undefined;
    }
  }
  return undefined;
}

/**
 * The order list's query: the list grammar over the declaration, the customer's filters on
 * the customer's row (a mobile by its digits), and, unless a sort is asked, the view's own
 * order: a cart list by id descending, every other by orderTimestamp descending.
 */
export function parseOrderQuery(raw: RawQuery): ListQuery {
  const query = parseListQuery(raw, orderDef);
  for (const sort of query.sort) {
    if (ORDER_UNSORTABLE.has(sort.field)) throw new ListQueryError(`sort: ${sort.field} cannot be sorted`);
  }
  const sorted =
    raw.sort !== undefined && raw.sort !== '' && !(Array.isArray(raw.sort) && raw.sort.length === 0);
  if (!sorted) query.sort = orderSortOf(statusOf(query.where));
  if (query.where) query.where = onCustomer(query.where);
  return query;
}

/** A pincode no row has: matches no order (ids start at 1). */
const NO_PINCODE_ROW = 0;

/**
 * The pincode filter as the pincode row's id, looked up once (`pincodeId = <id>`), so a page
 * reads the orders of that pincode and status in (pincodeId, status, orderTimestamp) index
 * order and stops at the page's end. The filter as parsed (a subquery on the pincode row)
 * answers the same rows, but PostgreSQL joins it and sorts every order of the pincode first.
 */
export async function withPincodeId(db: Db, query: ListQuery): Promise<ListQuery> {
  if (!query.where) return query;
  const where = await pincodeAsId(db, query.where);
  return where === query.where ? query : { ...query, where };
}

/** The condition with each pincode filter as its row's id; the same object when it has none. */
async function pincodeAsId(db: Db, condition: Condition): Promise<Condition> {
  if (isAnd(condition)) return { and: await Promise.all(condition.and.map((c) => pincodeAsId(db, c))) };
  if (isOr(condition)) return { or: await Promise.all(condition.or.map((c) => pincodeAsId(db, c))) };
  if (condition.field !== ORDER_PINCODE_FIELD || condition.operator !== '$eq') return condition;
  const [row] = await db
    .select({ id: pincodes.id })
    .from(pincodes)
    .where(eq(pincodes.pincode, String(condition.value)));
  return { field: 'pincodeId', operator: '$eq', value: row?.id ?? NO_PINCODE_ROW };
}
