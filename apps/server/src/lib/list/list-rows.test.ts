import { MAX_PAGE_SIZE, parseListQuery } from '@mandi/domain';
import type { CreateQueryParams } from '@nestjsx/crud-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { taxes } from '../../db/schema';
import type { ResourceBinding } from './binding';
import { nestjsxQuery, rawQuery, registry, seedTaxes, taxBinding } from './list-fixtures';
import { listRows } from './list-rows';

let db: Db;
beforeAll(async () => {
  const { database } = await createTestApp();
  db = database.db;
  await seedTaxes(db);
});

function list(params: CreateQueryParams, binding: ResourceBinding = taxBinding) {
  return listRows(db, binding, parseListQuery(rawQuery(nestjsxQuery(params)), binding.def, registry));
}
const idsOf = (result: { data: Record<string, unknown>[] }) => result.data.map((row) => row.id);

describe('listRows: the answer', () => {
  it('answers { data, count, total, page, pageCount } with the default page size and sort', async () => {
    const result = await list({});
    expect(result).toMatchObject({ count: 10, total: 10, page: 1, pageCount: 1 });
    expect(idsOf(result)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('presents only declared fields, money as numbers and timestamps as ISO-8601', async () => {
    const { data } = await list({ filter: { field: 'id', operator: '$eq', value: 7 } });
    expect(data[0]).toEqual({
      id: 7,
      enabled: true,
      name: 'Cess_A',
      countryId: 1,
      rate: 1.5,
      cessRate: 0,
      createdBy: null,
      createdTimestamp: '2024-03-02T00:00:00.000Z',
      updatedTimestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(data[0]).not.toHaveProperty('updatedBy');
  });

  it('uses a binding presenter when there is one', async () => {
    const binding: ResourceBinding = {
      ...taxBinding,
      present: (row) => ({ id: row.id, label: `${row.name} (${row.rate}%)`, audit: row.updatedBy ?? 'none' }),
    };
    const { data } = await list({ filter: { field: 'id', operator: '$eq', value: 7 } }, binding);
    expect(data).toEqual([{ id: 7, label: 'Cess_A (1.5%)', audit: 'none' }]);
  });

  it('answers an empty page with a total of 0', async () => {
    expect(await list({ filter: { field: 'name', operator: '$eq', value: 'none' } })).toEqual({
      data: [],
      count: 0,
      total: 0,
      page: 1,
      pageCount: 0,
    });
  });
});

describe('listRows: sort and pages', () => {
  it('sorts by several fields and pages through them', async () => {
    const sort: CreateQueryParams['sort'] = [
      { field: 'rate', order: 'DESC' },
      { field: 'name', order: 'ASC' },
    ];
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ sort, limit: 3, page })));
    expect(pages.map(idsOf)).toEqual([[4, 3, 5], [6, 2, 1], [8, 7, 9], [10]]);
    expect(pages[1]).toMatchObject({ count: 3, total: 10, page: 2, pageCount: 4 });
    expect(pages[3]).toMatchObject({ count: 1, total: 10, page: 4, pageCount: 4 });
  });

  it('breaks ties by id, so equal values keep one order', async () => {
    expect(idsOf(await list({ sort: { field: 'rate', order: 'ASC' }, limit: 2 }))).toEqual([9, 10]);
    expect(idsOf(await list({ sort: { field: 'rate', order: 'ASC' }, limit: 2, page: 2 }))).toEqual([7, 8]);
    // Taxes 2 and 3 share a timestamp to the microsecond.
    expect(idsOf(await list({ sort: { field: 'createdTimestamp', order: 'ASC' }, limit: 3 }))).toEqual([
      1, 2, 3,
    ]);
  });

  it('sorts nulls last ascending and first descending, as PostgreSQL does', async () => {
    const asc = idsOf(await list({ sort: { field: 'createdBy', order: 'ASC' }, limit: 4 }));
    const desc = idsOf(await list({ sort: { field: 'createdBy', order: 'DESC' }, limit: 4 }));
    expect(asc).toEqual([1, 2, 10, 3]);
    expect(desc).toEqual([3, 4, 5, 6]);
  });

  it('reads offset and the page it falls in', async () => {
    const result = await list({ offset: 7, limit: 5 });
    expect(idsOf(result)).toEqual([8, 9, 10]);
    expect(result).toMatchObject({ count: 3, total: 10, page: 2, pageCount: 2 });
  });

  it('caps the page size', async () => {
    const result = await listRows(
      db,
      taxBinding,
      parseListQuery(rawQuery('limit=100000'), taxBinding.def, registry),
    );
    expect(result.pageCount).toBe(Math.ceil(10 / MAX_PAGE_SIZE));
  });

  it('counts all matching rows, not the page', async () => {
    const result = await list({ filter: { field: 'name', operator: '$startsL', value: 'gst' }, limit: 2 });
    expect(result).toMatchObject({ count: 2, total: 5, pageCount: 3 });
  });
});

describe('listRows: fields', () => {
  it('answers only the asked fields, with id', async () => {
    const { data } = await list({ fields: ['name', 'rate'], limit: 2 });
    expect(data).toEqual([
      { id: 1, name: 'GST 5', rate: 5 },
      { id: 2, name: 'GST 12', rate: 12 },
    ]);
  });

  it('reads only the declared columns', async () => {
    await db.update(taxes).set({ updatedBy: 42 });
    const { data } = await list({ limit: 1 });
    expect(Object.keys(data[0]!)).not.toContain('updatedBy');
  });
});
