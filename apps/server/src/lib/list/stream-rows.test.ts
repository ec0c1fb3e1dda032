import { parseListQuery } from '@mandi/domain';
import type { CreateQueryParams } from '@nestjsx/crud-request';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { type Db, embeddedClient } from '../../db/client';
import { taxes } from '../../db/schema';
import type { ResourceBinding, Row } from './binding';
import { keysetAfter } from './keyset';
import { countryBinding, nestjsxQuery, rawQuery, registry, seedTaxes, taxBinding } from './list-fixtures';
import { listRows } from './list-rows';
import { nodePgClient } from './node-pg-query';
import { streamRows } from './stream-rows';

let db: Db;
beforeAll(async () => {
  const { database } = await createTestApp();
  db = database.db;
  await seedTaxes(db);
});

const parse = (params: CreateQueryParams, binding: ResourceBinding = taxBinding) =>
  parseListQuery(rawQuery(nestjsxQuery(params)), binding.def, registry);

async function collect(batches: AsyncIterable<Row[]>): Promise<Row[]> {
  const all: Row[] = [];
  for await (const batch of batches) all.push(...batch);
  return all;
}

describe('streamRows', () => {
  it.each<[string, CreateQueryParams['sort']]>([
    ['the default sort', undefined],
    [
      'rate DESC, name ASC',
      [
        { field: 'rate', order: 'DESC' },
        { field: 'name', order: 'ASC' },
      ],
    ],
    ['a nullable field ASC (nulls last)', { field: 'createdBy', order: 'ASC' }],
    ['a nullable field DESC (nulls first)', { field: 'createdBy', order: 'DESC' }],
    ['timestamps equal to the microsecond', { field: 'createdTimestamp', order: 'ASC' }],
    ['id DESC', { field: 'id', order: 'DESC' }],
    ['text', { field: 'name', order: 'DESC' }],
  ])('yields every row once, in the order of the list, by %s', async (_, sort) => {
    const query = parse({ sort, limit: 100 });
    const listed = (await listRows(db, taxBinding, query)).data;
    for (const batchSize of [1, 2, 3, 10, 1000]) {
      expect(await collect(streamRows(db, taxBinding, query, { batchSize }))).toEqual(listed);
    }
  });

  it('ignores the page: every matching row, with fields and joins', async () => {
    const query = parse({
      filter: { field: 'country.code', operator: '$eq', value: 'IN' },
      fields: ['name'],
      join: { field: 'tags', select: ['name'] },
      limit: 2,
      page: 3,
    });
    const rows = await collect(streamRows(db, taxBinding, query, { batchSize: 3 }));
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 7, 8, 9, 10]);
    expect(rows[0]).toEqual({
      id: 1,
      name: 'GST 5',
      tags: [
        { id: 1, name: 'goods' },
        { id: 2, name: 'services' },
      ],
    });
    expect(rows[1]).toEqual({ id: 2, name: 'GST 12', tags: [] });
  });

  it('hands a presenter the stored row without the keyset keys', async () => {
    const seen: string[][] = [];
    const present = (row: Row) => {
      seen.push(Object.keys(row));
      return row;
    };
    const binding: ResourceBinding = { ...taxBinding, present };
    const rows = await collect(
      streamRows(db, binding, parse({ sort: { field: 'rate', order: 'DESC' } }), { batchSize: 4 }),
    );
    expect(rows).toHaveLength(10);
    expect(seen.flat().filter((key) => key.startsWith('__'))).toEqual([]);
    expect(seen[0]).toContain('updatedBy');
  });

  it('streams a to-many parent once per row', async () => {
    const query = parse({ filter: { field: 'taxes.rate', operator: '$gte', value: 0 } }, countryBinding);
    const rows = await collect(streamRows(db, countryBinding, query, { batchSize: 1 }));
    expect(rows.map((row) => row.name)).toEqual(['India', 'Nepal']);
  });

  it('reads many rows in batches', async () => {
    await db.execute(
      sql`insert into taxes (id, name, rate, country_id) select g, 'Bulk ' || g, g % 7, 1 from generate_series(1001, 3500) g`,
    );
    // Every statement the kit sends goes through the session's prepareQuery, or straight to
    // the driver: PGlite on the embedded database, node-postgres's pool on PostgreSQL.
    const prepare = vi.spyOn(db._.session, 'prepareQuery');
    const embedded = embeddedClient(db);
    const direct = embedded ? vi.spyOn(embedded, 'query') : undefined;
    const pool = nodePgClient(db);
    const pooled = pool ? vi.spyOn(pool, 'query') : undefined;
    const query = parse({
      filter: { field: 'name', operator: '$starts', value: 'Bulk' },
      sort: { field: 'rate', order: 'DESC' },
    });
    const rows = await collect(streamRows(db, taxBinding, query, { batchSize: 1000 }));
    const texts = [
      ...prepare.mock.calls.map(([query]) => query.sql),
      ...(direct?.mock.calls.map(([text]) => text) ?? []),
      ...(pooled?.mock.calls.map(([config]) => config.text) ?? []),
    ];
    const selects = texts.filter((text) => /^select .* from "taxes"/.test(text)).length;
    prepare.mockRestore();
    direct?.mockRestore();
    pooled?.mockRestore();
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2500);
    expect(rows.map((row) => row.rate)).toEqual(
      [...rows.map((row) => row.rate as number)].sort((a, b) => b - a),
    );
    expect(selects).toBe(3);
    await db.delete(taxes).where(sql`${taxes.id} > 1000`);
  });
});

describe('keysetAfter', () => {
  const render = (sort: Parameters<typeof keysetAfter>[1], last: (string | null)[]) =>
    db
      .select()
      .from(taxes)
      .where(keysetAfter(taxBinding, sort, last))
      .toSQL();

  it('starts after the last row, comparing text keys cast back to the column type', () => {
    const { sql: text, params } = render(
      [
        { field: 'rate', order: 'DESC' },
        { field: 'id', order: 'ASC' },
      ],
      ['12.00', '6'],
    );
    expect(text).toContain('"taxes"."rate" < $1::numeric');
    expect(text).toContain('"taxes"."rate" = $2::numeric and "taxes"."id" > $3::bigint');
    expect(text).not.toMatch(/offset/i);
    expect(params).toEqual(['12.00', '12.00', '6']);
  });

  it('places nulls as ORDER BY does: last ascending, first descending', () => {
    const asc = render(
      [
        { field: 'createdBy', order: 'ASC' },
        { field: 'id', order: 'ASC' },
      ],
      ['7', '2'],
    ).sql;
    expect(asc).toContain('("taxes"."created_by" > $1::bigint or "taxes"."created_by" is null)');
    const afterNull = render(
      [
        { field: 'createdBy', order: 'DESC' },
        { field: 'id', order: 'ASC' },
      ],
      [null, '3'],
    ).sql;
    expect(afterNull).toContain('"taxes"."created_by" is not null');
    expect(afterNull).toContain('"taxes"."created_by" is null and "taxes"."id" > $1::bigint');
  });
});
