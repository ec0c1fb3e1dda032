import {
  type Condition,
  type FilterValue,
  isAnd,
  isOr,
  type ListQuery,
  mobileSearchPrefix,
  parseListQuery,
  type RawQuery,
  type totalPurchaseBody,
  USER_EMAIL_TAKEN,
  USER_HAS_ORDERS,
  USER_MOBILE_TAKEN,
  userCreate,
} from '@mandi/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, invalidField, notFound } from '../../lib/errors';
import { listRows, type Row, sheetReads, streamRows } from '../../lib/list';
import { compileWhere } from '../../lib/list/compiled-where';
import { countRows } from '../../lib/list/statement';
import { hashPassword } from '../../lib/password';
import { crudService } from '../crud/crud.service';
import type { ResourceCall, ResourceService } from '../crud/resource-service';
import { usersBinding } from './users.binding';
import { usersRepository } from './users.repository';

const ROLE_REQUIRED = 'Please enter choose a role';
const ORGANIZATION_REQUIRED = 'Please choose an organization';

/**
 * Every customer write goes through the crud kit (crudService): its transaction, its
 * uniqueness checks and whatever it records of each write. This file adds the customer's own
 * rules: the role and organization must exist, the password is stored as its argon2id hash, a
 * customer with orders is disabled rather than deleted.
 */
const crud = crudService({
  binding: usersBinding,
  unique: [
    { field: 'emailAddress', message: USER_EMAIL_TAKEN },
    { field: 'mobileNumber', message: USER_MOBILE_TAKEN },
  ],
  async beforeWrite(tx: Tx, input: Row) {
    if (typeof input.usersRoleId === 'number' && !(await usersRepository.roleExists(tx, input.usersRoleId)))
      throw invalidField('usersRoleId', ROLE_REQUIRED);
    if (
      typeof input.organizationId === 'number' &&
      !(await usersRepository.organizationExists(tx, input.organizationId))
    )
      throw invalidField('organizationId', ORGANIZATION_REQUIRED);
    return input;
  },
  async beforeDelete(tx: Tx, existing: Row) {
    if (await usersRepository.hasOrders(tx, existing.id as number)) {
      throw conflict(USER_HAS_ORDERS, [{ field: 'id', message: USER_HAS_ORDERS }]);
    }
  },
  details: async (db, row) => ({
    organizationName: await usersRepository.organizationName(db, row.organizationId as number | null),
    latestOrders: (await usersRepository.latestOrders(db, row.id as number)).map((order) => ({
      ...order,
      orderTimestamp: order.orderTimestamp?.toISOString() ?? null,
    })),
  }),
});

/** A body's password, if any, becomes its hash (made before the write's transaction opens). */
async function withPasswordHash(input: Row): Promise<Row> {
  const { password, ...rest } = input;
  if (typeof password !== 'string') return rest;
  return { ...rest, passwordHash: await hashPassword(password) };
}

/** Mobile filters look for digits: '+91 98765-43210' finds 9876543210. */
function mobileValue(value: FilterValue): FilterValue {
  if (typeof value === 'string') return mobileSearchPrefix(value);
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? mobileSearchPrefix(item) : item));
  return value;
}

function normalizeCondition(condition: Condition): Condition {
  if (isAnd(condition)) return { and: condition.and.map(normalizeCondition) };
  if (isOr(condition)) return { or: condition.or.map(normalizeCondition) };
  if (condition.field !== 'mobileNumber') return condition;
  return { ...condition, value: mobileValue(condition.value) };
}

/**
 * The customer list's own reading of a query: mobile filters by digits, and customers who
 * never ordered after those who did when sorting by the last order descending (PostgreSQL
 * puts nulls first there).
 */
export function customerQuery(query: ListQuery): ListQuery {
  const [first] = query.sort;
  const byLastOrder =
    first?.order === 'DESC' && (first.field === 'lastOrderTotal' || first.field === 'lastOrderTimestamp');
  return {
    ...query,
    ...(query.where ? { where: normalizeCondition(query.where) } : {}),
    sort: byLastOrder ? [{ field: 'hasPlacedOrder', order: 'DESC' }, ...query.sort] : query.sort,
  };
}

/** Each row with its organization's name (one query for the rows given). */
async function withOrganizationNames(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => row.organizationId).filter((id) => typeof id === 'number'))];
  const names = await usersRepository.organizationNames(db, ids as number[]);
  for (const row of rows) {
    if (typeof row.organizationId === 'number') row.organizationName = names.get(row.organizationId) ?? null;
    else if ('organizationId' in row) row.organizationName = null;
  }
  return rows;
}

const parse = (raw: RawQuery) => customerQuery(parseListQuery(raw, usersBinding.def));

async function create(call: ResourceCall, input: Row) {
  return crud.create(call, await withPasswordHash(input));
}

async function update(call: ResourceCall, id: number, input: Row) {
  return crud.update(call, id, await withPasswordHash(input));
}

const resource = {
  def: crud.def,
  async list({ db }: ResourceCall, raw: RawQuery) {
    const result = await listRows(db, usersBinding, parse(raw));
    await withOrganizationNames(db, result.data);
    return result;
  },
  /** Every matching customer, with their role's and organization's names, in batches. */
  async *exportRows({ db }: ResourceCall, raw: RawQuery) {
    const query = parse(raw);
    if (!query.join.some((join) => join.relation === 'usersRole')) query.join.push({ relation: 'usersRole' });
    // Only the sheet's columns are read, and the organization each name is looked up by.
    const reads = [...sheetReads(usersBinding.def), 'organizationId'];
    for await (const batch of streamRows(db, usersBinding, query, { reads }))
      yield await withOrganizationNames(db, batch);
  },
  get: crud.get,
  create,
  update,
  setEnabled: crud.setEnabled,
  remove: crud.remove,
} satisfies ResourceService;

export const usersService = {
  ...resource,

  /** POST /users/manage: the staff form creates without an id (password required), updates with it. */
  async manage(call: ResourceCall, body: Row): Promise<{ created: boolean; row: Row }> {
    const { id, ...fields } = body;
    if (typeof id === 'number') return { created: false, row: await update(call, id, fields) };
    const parsed = userCreate.safeParse(fields);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      throw badRequest(errors[0]!.message, errors);
    }
    return { created: true, row: await create(call, parsed.data as Row) };
  },

  /** GET /users/count: how many customers match the list's filters. */
  async count({ db }: ResourceCall, raw: RawQuery) {
    const query = parse(raw);
    return { count: await countRows(db, usersBinding.table, compileWhere(db, usersBinding, query.where)) };
  },

  /** POST /orders/total-purchase: what a customer bought between two India days. */
  async totalPurchase({ db }: ResourceCall, body: z.infer<typeof totalPurchaseBody>) {
    if (!(await usersRepository.exists(db, body.userId))) throw notFound('Customer', body.userId);
    const { total, count } = await usersRepository.totalPurchase(
      db,
      body.userId,
      body.startDate,
      body.endDate,
    );
    return { ...body, totalPurchase: total, orders: count };
  },
};
