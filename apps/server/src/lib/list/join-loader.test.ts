import { parseListQuery } from '@mandi/domain';
import type { CreateQueryParams } from '@nestjsx/crud-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import type { ResourceBinding } from './binding';
import { countryBinding, nestjsxQuery, rawQuery, registry, seedTaxes, taxBinding } from './list-fixtures';
import { listRows } from './list-rows';
import { deepFreeze } from './parsed-query-cache';

let db: Db;
beforeAll(async () => {
  const { database } = await createTestApp();
  db = database.db;
  await seedTaxes(db);
});

function list(params: CreateQueryParams, binding: ResourceBinding = taxBinding) {
  return listRows(db, binding, parseListQuery(rawQuery(nestjsxQuery(params)), binding.def, registry));
}

describe('join', () => {
  it('attaches a to-one relation as an object, with only the asked fields', async () => {
    const { data } = await list({
      fields: ['name'],
      join: { field: 'country', select: ['name'] },
      filter: { field: 'id', operator: '$in', value: [1, 5] },
    });
    expect(data).toEqual([
      { id: 1, name: 'GST 5', country: { id: 1, name: 'India' } },
      { id: 5, name: 'VAT 13', country: { id: 2, name: 'Nepal' } },
    ]);
  });

  it('attaches every declared field when the join names none', async () => {
    const { data } = await list({
      join: { field: 'country' },
      filter: { field: 'id', operator: '$eq', value: 6 },
    });
    expect(data[0]!.country).toEqual({ id: 2, code: 'NP', name: 'Nepal', zipCodeMinLength: 5 });
  });

  it('attaches a to-many relation as an array in the target default order, empty when none', async () => {
    const { data } = await list(
      { join: { field: 'taxes', select: ['name'] }, fields: ['code'], sort: { field: 'id', order: 'ASC' } },
      countryBinding,
    );
    expect(data).toEqual([
      {
        id: 1,
        code: 'IN',
        taxes: [
          { id: 1, name: 'GST 5' },
          { id: 2, name: 'GST 12' },
          { id: 3, name: 'GST 18' },
          { id: 4, name: 'GST 28' },
          { id: 7, name: 'Cess_A' },
          { id: 8, name: 'CessXA' },
          { id: 9, name: 'Back\\slash' },
          { id: 10, name: 'gst exempt' },
        ],
      },
      {
        id: 2,
        code: 'NP',
        taxes: [
          { id: 5, name: 'VAT 13' },
          { id: 6, name: '50% Cess' },
        ],
      },
      { id: 3, code: 'BT', taxes: [] },
    ]);
  });

  it('attaches a many-to-many relation through its link table', async () => {
    const { data } = await list({
      fields: ['name'],
      join: { field: 'tags' },
      filter: { field: 'id', operator: '$in', value: [1, 2, 4] },
    });
    expect(data).toEqual([
      {
        id: 1,
        name: 'GST 5',
        tags: [
          { id: 1, name: 'goods' },
          { id: 2, name: 'services' },
        ],
      },
      { id: 2, name: 'GST 12', tags: [] },
      {
        id: 4,
        name: 'GST 28',
        tags: [
          { id: 1, name: 'goods' },
          { id: 3, name: 'luxury' },
        ],
      },
    ]);
  });

  it('joins several relations and filters on one it does not join', async () => {
    const { data, total } = await list({
      fields: ['name'],
      join: [
        { field: 'country', select: ['code'] },
        { field: 'tags', select: ['name'] },
      ],
      filter: { field: 'tags.name', operator: '$eq', value: 'services' },
    });
    expect(total).toBe(2);
    expect(data).toEqual([
      {
        id: 1,
        name: 'GST 5',
        country: { id: 1, code: 'IN' },
        tags: [
          { id: 1, name: 'goods' },
          { id: 2, name: 'services' },
        ],
      },
      { id: 5, name: 'VAT 13', country: { id: 2, code: 'NP' }, tags: [{ id: 2, name: 'services' }] },
    ]);
  });

  it('joins and matches only the rows a narrowed relation keeps', async () => {
    const india = { filter: { field: 'id', operator: '$eq' as const, value: 1 }, fields: ['code'] };
    const { data } = await list(
      { ...india, join: { field: 'enabledTaxes', select: ['name'] } },
      countryBinding,
    );
    const names = (data[0]!.enabledTaxes as { name: string }[]).map((tax) => tax.name);
    expect(names).toHaveLength(7);
    expect(names).not.toContain('GST 28');
    const disabledOnly = { field: 'enabledTaxes.name', operator: '$eq' as const, value: 'GST 28' };
    expect((await list({ filter: disabledOnly }, countryBinding)).total).toBe(0);
    const anyTax = { field: 'taxes.name', operator: '$eq' as const, value: 'GST 28' };
    expect((await list({ filter: anyTax }, countryBinding)).total).toBe(1);
  });

  it('answers a kept parsed query again from its join plans, page by page', async () => {
    // A kept parse (parsed-query-cache.ts) brings the same join objects on every request:
    // their plans are reused, and nothing of one page's rows may stay in them.
    const query = deepFreeze(
      parseListQuery(
        rawQuery(
          nestjsxQuery({
            fields: ['name'],
            join: [{ field: 'country', select: ['code'] }, { field: 'tags' }],
            sort: { field: 'id', order: 'ASC' },
            limit: 2,
          }),
        ),
        taxBinding.def,
        registry,
      ),
    );
    const first = await listRows(db, taxBinding, query);
    expect((await listRows(db, taxBinding, query)).data).toEqual(first.data);
    const second = await listRows(db, taxBinding, { ...query, page: 3, offset: 4 });
    expect(second.data).toEqual([
      { id: 5, name: 'VAT 13', country: { id: 2, code: 'NP' }, tags: [{ id: 2, name: 'services' }] },
      { id: 6, name: '50% Cess', country: { id: 2, code: 'NP' }, tags: [] },
    ]);
    expect(first.data).toEqual([
      {
        id: 1,
        name: 'GST 5',
        country: { id: 1, code: 'IN' },
        tags: [
          { id: 1, name: 'goods' },
          { id: 2, name: 'services' },
        ],
      },
      { id: 2, name: 'GST 12', country: { id: 1, code: 'IN' }, tags: [] },
    ]);
  });
});
