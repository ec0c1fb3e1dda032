import { z } from 'zod';
import { defineResource, type ResourceDef } from '../resource';

/** Small resources for the parser's tests: every field type and every kind of relation. */
const base = {
  access: { read: [], write: 'superadmin' },
  create: z.object({}),
  update: z.object({}),
  row: z.object({}),
  savedMessage: 'Saved',
} as const;

export const products = defineResource({
  ...base,
  name: 'products',
  label: 'Product',
  titleField: 'name',
  fields: {
    id: { type: 'integer' },
    name: { type: 'string' },
    status: { type: 'string', values: ['draft', 'live', 'archived'] },
    price: { type: 'number' },
    enabled: { type: 'boolean' },
    brandId: { type: 'integer' },
    launchDate: { type: 'date' },
    createdTimestamp: { type: 'timestamp' },
    meta: { type: 'json' },
  },
  relations: {
    brand: { resource: 'brands', many: false },
    productsVariation: { resource: 'products-variations', many: true },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
});

export const brands = defineResource({
  ...base,
  name: 'brands',
  label: 'Brand',
  titleField: 'name',
  fields: { id: { type: 'integer' }, name: { type: 'string' }, enabled: { type: 'boolean' } },
  defaultSort: [{ field: 'name', order: 'ASC' }],
  pageSize: 20,
});

export const variations = defineResource({
  ...base,
  name: 'products-variations',
  label: 'Variation',
  titleField: 'sku',
  fields: {
    id: { type: 'integer' },
    sku: { type: 'string' },
    unitPrice: { type: 'number' },
    productId: { type: 'integer' },
  },
  relations: { product: { resource: 'products', many: false } },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
});

export const registry: Record<string, ResourceDef> = {
  products,
  brands,
  'products-variations': variations,
};

/** A querystring grouped the way Fastify's parser does: repeated keys become arrays. */
export function rawQuery(querystring: string): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(querystring)) {
    const previous = raw[key];
    raw[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return raw;
}
