import { defineResource, type ResourceDef, taxes as taxDef } from '@mandi/domain';
import { RequestQueryBuilder } from '@nestjsx/crud-request';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { countries, taxes } from '../../db/schema';
import type { ResourceBinding } from './binding';

/**
 * Test-only declarations over the real taxes and countries tables, with every kind of
 * relation: tax → country (to-one), country → taxes (to-many), tax ↔ tags (through a link
 * table the tests create).
 */
export const tags = pgTable('list_test_tags', { id: integer().primaryKey(), name: text().notNull() });
export const taxTags = pgTable('list_test_tax_tags', {
  taxId: integer().notNull(),
  tagId: integer().notNull(),
});

const base = {
  access: taxDef.access,
  create: z.object({}),
  update: z.object({}),
  row: z.object({}),
  savedMessage: 'Saved',
};

// updatedBy stays undeclared here: the tests read that a column not declared never leaves.
const { updatedBy: _undeclared, ...taxFields } = taxDef.fields;

export const taxResource = defineResource({
  ...taxDef,
  fields: taxFields,
  relations: {
    country: { resource: 'countries', many: false },
    tags: { resource: 'tags', many: true },
  },
});

export const countryResource = defineResource({
  ...base,
  name: 'countries',
  label: 'Country',
  titleField: 'name',
  fields: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    zipCodeMinLength: { type: 'integer' },
  },
  relations: {
    taxes: { resource: 'taxes', many: true },
    enabledTaxes: { resource: 'taxes', many: true },
  },
  defaultSort: [{ field: 'name', order: 'ASC' }],
  pageSize: 10,
});

export const tagResource = defineResource({
  ...base,
  name: 'tags',
  label: 'Tag',
  titleField: 'name',
  fields: { id: { type: 'integer' }, name: { type: 'string' } },
  defaultSort: [{ field: 'name', order: 'ASC' }],
  pageSize: 10,
});

export const registry: Record<string, ResourceDef> = {
  taxes: taxResource,
  countries: countryResource,
  tags: tagResource,
};

export const taxBinding: ResourceBinding = {
  def: taxResource,
  table: taxes,
  relations: {
    country: { target: () => countryBinding, sourceColumn: taxes.countryId, targetColumn: countries.id },
    tags: {
      target: () => tagBinding,
      sourceColumn: taxes.id,
      targetColumn: tags.id,
      through: { table: taxTags, sourceColumn: taxTags.taxId, targetColumn: taxTags.tagId },
    },
  },
};

export const countryBinding: ResourceBinding = {
  def: countryResource,
  table: countries,
  relations: {
    taxes: { target: () => taxBinding, sourceColumn: countries.id, targetColumn: taxes.countryId },
    // Narrowed: only enabled taxes are joined or matched.
    enabledTaxes: {
      target: () => taxBinding,
      sourceColumn: countries.id,
      targetColumn: taxes.countryId,
      where: (ref) => sql`${(ref as typeof taxes).enabled}`,
    },
  },
};

export const tagBinding: ResourceBinding = { def: tagResource, table: tags };

/** The querystring a nestjsx client sends for these params. */
export function nestjsxQuery(params: Parameters<typeof RequestQueryBuilder.create>[0]): string {
  return RequestQueryBuilder.create(params).query();
}

/** A querystring grouped as Fastify's parser groups it: repeated keys become arrays. */
export function rawQuery(querystring: string): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(querystring)) {
    const previous = raw[key];
    raw[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return raw;
}

/**
 * Three countries and ten taxes whose names hold LIKE's special characters, with equal
 * rates and timestamps (to test tie-breaking), a null, and tags through the link table.
 */
export async function seedTaxes(db: Db) {
  await db.insert(countries).values([
    { id: 2, code: 'NP', name: 'Nepal', zipCodeMinLength: 5 },
    { id: 3, code: 'BT', name: 'Bhutan', zipCodeMinLength: 5 },
  ]);
  const at = (text: string) => sql`${text}::timestamptz`;
  await db.insert(taxes).values([
    {
      id: 1,
      name: 'GST 5',
      rate: 5,
      countryId: 1,
      createdBy: 7,
      createdTimestamp: at('2024-01-01 10:00:00.000001+00'),
    },
    {
      id: 2,
      name: 'GST 12',
      rate: 12,
      countryId: 1,
      createdBy: 7,
      createdTimestamp: at('2024-01-01 10:00:00.000002+00'),
    },
    {
      id: 3,
      name: 'GST 18',
      rate: 18,
      countryId: 1,
      createdBy: null,
      createdTimestamp: at('2024-01-01 10:00:00.000002+00'),
    },
    {
      id: 4,
      name: 'GST 28',
      rate: 28,
      countryId: 1,
      enabled: false,
      createdTimestamp: at('2024-02-01 00:00:00+00'),
    },
    { id: 5, name: 'VAT 13', rate: 13, countryId: 2, createdTimestamp: at('2024-03-01 00:00:00+00') },
    { id: 6, name: '50% Cess', rate: 12, countryId: 2, createdTimestamp: at('2024-03-01 00:00:00+00') },
    { id: 7, name: 'Cess_A', rate: 1.5, countryId: 1, createdTimestamp: at('2024-03-02 00:00:00+00') },
    { id: 8, name: 'CessXA', rate: 2.25, countryId: 1, createdTimestamp: at('2024-03-03 00:00:00+00') },
    { id: 9, name: 'Back\\slash', rate: 0, countryId: 1, createdTimestamp: at('2024-03-04 00:00:00+00') },
    {
      id: 10,
      name: 'gst exempt',
      rate: 0,
      countryId: 1,
      createdBy: 9,
      createdTimestamp: at('2024-03-05 00:00:00+00'),
    },
  ]);
  // Rows above carry their ids; later inserts take the next free ones.
  await db.execute(sql`select setval(pg_get_serial_sequence('taxes', 'id'), 10)`);
  await db.execute(sql`select setval(pg_get_serial_sequence('countries', 'id'), 3)`);
  await db.execute(sql`create table list_test_tags (id integer primary key, name text not null)`);
  await db.execute(sql`create table list_test_tax_tags (tax_id integer not null, tag_id integer not null)`);
  await db.insert(tags).values([
    { id: 1, name: 'goods' },
    { id: 2, name: 'services' },
    { id: 3, name: 'luxury' },
  ]);
  await db.insert(taxTags).values([
    { taxId: 1, tagId: 1 },
    { taxId: 1, tagId: 2 },
    { taxId: 4, tagId: 3 },
    { taxId: 4, tagId: 1 },
    { taxId: 5, tagId: 2 },
  ]);
}
