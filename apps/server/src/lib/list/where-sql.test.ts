import { parseListQuery } from '@mandi/domain';
import type { CreateQueryParams } from '@nestjsx/crud-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import type { ResourceBinding } from './binding';
import { countryBinding, nestjsxQuery, rawQuery, registry, seedTaxes, taxBinding } from './list-fixtures';
import { listRows } from './list-rows';
import { whereSql } from './where-sql';

let db: Db;
beforeAll(async () => {
  const { database } = await createTestApp();
  db = database.db;
  await seedTaxes(db);
});

/** Ids of the rows a nestjsx client's query finds, in the default order (id). */
async function ids(params: CreateQueryParams, binding: ResourceBinding = taxBinding) {
  const query = parseListQuery(rawQuery(nestjsxQuery({ limit: 100, ...params })), binding.def, registry);
  const result = await listRows(db, binding, query);
  return result.data.map((row) => row.id);
}

const filter = (field: string, operator: string, value?: unknown) =>
  ids({ filter: { field, operator: operator as never, value } });

describe('every operator, on the database', () => {
  it.each([
    ['name', '$eq', 'GST 5', [1]],
    ['createdBy', '$ne', 7, [3, 4, 5, 6, 7, 8, 9, 10]],
    ['rate', '$gt', 12, [3, 4, 5]],
    ['rate', '$lt', 1.5, [9, 10]],
    ['rate', '$gte', 12, [2, 3, 4, 5, 6]],
    ['rate', '$lte', 1.5, [7, 9, 10]],
    ['name', '$starts', 'GST', [1, 2, 3, 4]],
    ['name', '$ends', 'A', [7, 8]],
    ['name', '$cont', 'ess', [6, 7, 8]],
    ['name', '$excl', 'GST', [5, 6, 7, 8, 9, 10]],
    ['id', '$in', [1, 3, 5], [1, 3, 5]],
    ['createdBy', '$notin', [7], [3, 4, 5, 6, 7, 8, 9, 10]],
    ['createdBy', '$isnull', undefined, [3, 4, 5, 6, 7, 8, 9]],
    ['createdBy', '$notnull', undefined, [1, 2, 10]],
    ['rate', '$between', [2, 13], [1, 2, 5, 6, 8]],
    ['name', '$eqL', 'gst 5', [1]],
    ['name', '$neL', 'gst 5', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['name', '$startsL', 'gst', [1, 2, 3, 4, 10]],
    ['name', '$endsL', 'a', [7, 8]],
    ['name', '$contL', 'CESS', [6, 7, 8]],
    ['name', '$exclL', 'gst', [5, 6, 7, 8, 9]],
    ['name', '$inL', ['gst 5', 'VAT 13'], [1, 5]],
    ['name', '$notinL', ['gst 5', 'VAT 13'], [2, 3, 4, 6, 7, 8, 9, 10]],
  ])('%s %s %j', async (field, operator, value, expected) => {
    expect(await filter(field, operator, value)).toEqual(expected);
  });

  it('accepts the operator names without $', async () => {
    expect(await filter('name', 'cont', 'ess')).toEqual([6, 7, 8]);
    expect(await filter('createdBy', 'isnull')).toEqual([3, 4, 5, 6, 7, 8, 9]);
    // The client only knows the old names without $; the grammar takes the L ones too.
    const query = parseListQuery(rawQuery('filter=name||contL||CESS'), taxBinding.def, registry);
    expect((await listRows(db, taxBinding, query)).data.map((row) => row.id)).toEqual([6, 7, 8]);
  });

  it('matches %, _ and \\ in a value literally', async () => {
    expect(await filter('name', '$cont', '%')).toEqual([6]);
    expect(await filter('name', '$cont', '_')).toEqual([7]);
    expect(await filter('name', '$startsL', 'cess_')).toEqual([7]);
    expect(await filter('name', '$cont', '\\')).toEqual([9]);
    expect(await filter('name', '$excl', '%')).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10]);
  });

  it('matches numbers as text with the text operators', async () => {
    expect(await filter('id', '$cont', '1')).toEqual([1, 10]);
    expect(await filter('rate', '$ends', '.50')).toEqual([7]);
  });

  it('compares booleans and timestamps to the microsecond', async () => {
    expect(await filter('enabled', '$eq', false)).toEqual([4]);
    expect(await filter('createdTimestamp', '$gt', '2024-01-01T10:00:00.000001Z')).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(await filter('createdTimestamp', '$between', ['2024-01-01', '2024-02-01T05:30:00+05:30'])).toEqual(
      [1, 2, 3, 4],
    );
    expect(await filter('createdTimestamp', '$lt', '2024-01-01T15:30:00.000002+05:30')).toEqual([1]);
  });

  it('binds values, never splices them into the SQL', async () => {
    expect(await filter('name', '$eq', "x' or '1'='1")).toEqual([]);
    expect(await filter('name', '$contL', "'; drop table taxes; --")).toEqual([]);
    const query = parseListQuery(
      rawQuery("filter=name||$contL||O'Brien&filter=rate||$in||1,2"),
      taxBinding.def,
      registry,
    );
    const { sql, params } = db
      .select()
      .from(taxBinding.table)
      .where(whereSql(taxBinding, query.where))
      .toSQL();
    expect(sql).not.toContain('Brien');
    expect(params).toEqual(["%O'Brien%", [1, 2]]);
    expect(sql).toContain('ilike $1');
    expect(sql).toContain('= any($2::numeric[])');
  });
});

describe('filter and or, on the database', () => {
  it('AND-s filters', async () => {
    expect(
      await ids({
        filter: [
          { field: 'rate', operator: '$gt', value: 12 },
          { field: 'enabled', operator: '$eq', value: true },
        ],
      }),
    ).toEqual([3, 5]);
  });

  it('one filter and one or: either', async () => {
    expect(
      await ids({
        filter: { field: 'name', operator: '$eq', value: 'GST 5' },
        or: { field: 'name', operator: '$eq', value: 'VAT 13' },
      }),
    ).toEqual([1, 5]);
  });

  it('several ors alone: any of them', async () => {
    expect(
      await ids({
        or: [
          { field: 'name', operator: '$eq', value: 'GST 5' },
          { field: 'name', operator: '$eq', value: 'GST 12' },
        ],
      }),
    ).toEqual([1, 2]);
  });

  it('several of each: (filters AND) OR (ors AND)', async () => {
    expect(
      await ids({
        filter: [
          { field: 'countryId', operator: '$eq', value: 2 },
          { field: 'rate', operator: '$gt', value: 12 },
        ],
        or: [
          { field: 'rate', operator: '$eq', value: 0 },
          { field: 'createdBy', operator: '$eq', value: 9 },
        ],
      }),
    ).toEqual([5, 10]);
  });
});

describe('s, on the database', () => {
  it('nests $or inside fields AND-ed together', async () => {
    expect(
      await ids({
        search: {
          enabled: true,
          $or: [{ name: { $contL: 'cess' } }, { rate: { $gte: 18, $lt: 28 } }],
        },
      }),
    ).toEqual([3, 6, 7, 8]);
  });

  it('ORs the operators under a field $or, with related fields', async () => {
    expect(await ids({ search: { 'country.code': 'NP', rate: { $or: { $eq: 13, $lt: 1 } } } })).toEqual([5]);
  });

  it('overrides filter', async () => {
    const qs = `${nestjsxQuery({ search: { id: 2 } })}&filter=id||$eq||1`;
    const result = await listRows(db, taxBinding, parseListQuery(rawQuery(qs), taxBinding.def, registry));
    expect(result.data.map((row) => row.id)).toEqual([2]);
  });
});

describe('dotted filters reach relations without multiplying rows', () => {
  it('to-one', async () => {
    expect(await filter('country.name', '$eq', 'Nepal')).toEqual([5, 6]);
    expect(await filter('country.code', '$in', ['NP', 'BT'])).toEqual([5, 6]);
    expect(await filter('country.name', '$ne', 'India')).toEqual([5, 6]);
  });

  it('to-many: a country matches when any of its taxes does, and is counted once', async () => {
    const query = parseListQuery(rawQuery('filter=taxes.rate||$gte||12'), countryBinding.def, registry);
    const result = await listRows(db, countryBinding, query);
    expect(result.data.map((row) => row.name)).toEqual(['India', 'Nepal']);
    expect(result.total).toBe(2);
  });

  it('many-to-many through a link table, and two levels deep', async () => {
    expect(await filter('tags.name', '$eq', 'goods')).toEqual([1, 4]);
    const query = parseListQuery(
      rawQuery('filter=taxes.tags.name||$eq||services'),
      countryBinding.def,
      registry,
    );
    const result = await listRows(db, countryBinding, query);
    expect(result).toMatchObject({ total: 2, count: 2 });
    expect(result.data.map((row) => row.code)).toEqual(['IN', 'NP']);
  });

  it('a relation back to the same table (tax → country → taxes) keeps its own alias', async () => {
    expect(await filter('country.taxes.name', '$eq', 'VAT 13')).toEqual([5, 6]);
  });
});
