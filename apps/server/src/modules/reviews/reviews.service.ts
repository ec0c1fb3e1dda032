import { reviews as def, parseListQuery, REVIEW_MESSAGES } from '@mandi/domain';
import type { Db, Executor } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import { inOrder } from '../../lib/in-order';
import type { RawQuery, ResourceBinding, Row } from '../../lib/list';
import { compileWhere } from '../../lib/list/compiled-where';
import { countRows } from '../../lib/list/statement';
import { crudService } from '../crud/crud.service';
import type { ResourceCall, ResourceService } from '../crud/resource-service';
import { usersBinding } from '../users/users.binding';
import { reviewsRepository as repository } from './reviews.repository';

export const reviewsBinding: ResourceBinding = {
  def,
  table: reviews,
  relations: {
    user: { target: () => usersBinding, sourceColumn: reviews.userId, targetColumn: users.id },
  },
};

const ids = (rows: Row[], key: string) => [
  ...new Set(rows.map((row) => row[key]).filter((id): id is number => typeof id === 'number')),
];

/**
 * The customer's name and the order's reference beside each row that carries their ids (a
 * `fields=` leaving the ids out leaves the names out): two queries a page, whatever its size.
 */
async function withNames(db: Executor, rows: Row[]): Promise<Row[]> {
  const [names, references] = await inOrder(db, [
    () => repository.customerNames(db, ids(rows, 'userId')),
    () => repository.orderReferences(db, ids(rows, 'orderId')),
  ]);
  for (const row of rows) {
    if ('userId' in row) row.customerName = names.get(row.userId as number) ?? null;
    if ('orderId' in row) row.orderReference = references.get(row.orderId as number) ?? null;
  }
  return rows;
}

/** A review is of an order that exists, and its customer is that order's customer. */
const base = crudService({
  binding: reviewsBinding,
  async beforeWrite(tx, input) {
    const orderId = input.orderId as number | undefined;
    if (orderId === undefined) return input;
    const order = await repository.orderCustomer(tx, orderId);
    if (!order) throw invalidField('orderId', REVIEW_MESSAGES.orderMissing(orderId));
    return { ...input, userId: order.userId };
  },
});

const one = async (db: Db, row: Promise<Row>) => (await withNames(db, [await row]))[0]!;

export const reviewsService = {
  ...base,

  async list(call: ResourceCall, raw: RawQuery) {
    const page = await base.list(call, raw);
    await withNames(call.db, page.data);
    return page;
  },

  async *exportRows(call: ResourceCall, raw: RawQuery) {
    for await (const batch of base.exportRows(call, raw)) yield await withNames(call.db, batch);
  },

  get: (call: ResourceCall, id: number) => one(call.db, base.get(call, id)),
  create: (call: ResourceCall, input: Row) => one(call.db, base.create(call, input)),
  update: (call: ResourceCall, id: number, input: Row) => one(call.db, base.update(call, id, input)),

  /** GET /reviews/count: how many reviews match the list's filters. */
  async count({ db }: ResourceCall, raw: RawQuery) {
    const query = parseListQuery(raw, def);
    return { count: await countRows(db, reviews, compileWhere(db, reviewsBinding, query.where)) };
  },
} satisfies ResourceService & Record<string, unknown>;
