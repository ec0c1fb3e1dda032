import { parseListQuery, type RawQuery } from '@mandi/domain';
import type { CreateQueryParams } from '@nestjsx/crud-request';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { registerErrorHandler } from '../../plugins/error-handler';
import { nestjsxQuery, registry, seedTaxes, taxBinding } from './list-fixtures';
import { listRows } from './list-rows';

/**
 * Through Fastify's own querystring parser and the app's error handler: what a nestjsx
 * client sends (`filter[0]=...`, encoded) reaches the parser and comes back as rows or a 400.
 */
let app: FastifyInstance;
beforeAll(async () => {
  const { database } = await createTestApp();
  await seedTaxes(database.db);
  app = Fastify();
  registerErrorHandler(app, { spaFallback: false });
  app.get('/taxes', (request) =>
    listRows(database.db, taxBinding, parseListQuery(request.query as RawQuery, taxBinding.def, registry)),
  );
  await app.ready();
});
afterAll(() => app.close());

async function get(querystring: string) {
  const response = await app.inject({ method: 'GET', url: `/taxes?${querystring}` });
  return { status: response.statusCode, body: response.json() };
}
const getWith = (params: CreateQueryParams) => get(nestjsxQuery(params));

describe('a list over HTTP', () => {
  it('answers what RequestQueryBuilder asks for', async () => {
    const { status, body } = await getWith({
      fields: ['name', 'rate'],
      filter: [
        { field: 'name', operator: '$contL', value: 'gst' },
        { field: 'enabled', operator: '$eq', value: true },
      ],
      join: { field: 'country', select: ['code'] },
      sort: [{ field: 'rate', order: 'DESC' }],
      limit: 2,
      page: 2,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        { id: 1, name: 'GST 5', rate: 5, country: { id: 1, code: 'IN' } },
        { id: 10, name: 'gst exempt', rate: 0, country: { id: 1, code: 'IN' } },
      ],
      count: 2,
      total: 4,
      page: 2,
      pageCount: 2,
    });
  });

  it('reads s, or, per_page and offset as sent by hand', async () => {
    const s = encodeURIComponent(JSON.stringify({ $or: [{ id: 5 }, { 'country.code': { $in: ['NP'] } }] }));
    expect((await get(`s=${s}&per_page=1&offset=1`)).body).toMatchObject({
      data: [{ id: 6 }],
      total: 2,
      page: 2,
    });
    // (rate < 1 and rate >= 0) or (id = 1 and rate = 5)
    const repeated = await get('or=id||$eq||1&or=rate||$eq||5&filter[]=rate||$lt||1&filter[]=rate||$gte||0');
    expect(repeated.body.data.map((row: { id: number }) => row.id)).toEqual([1, 9, 10]);
  });

  it.each([
    ['filter=nme||$eq||x', "Unknown field 'nme' in filter", 'nme'],
    ['filter=name||$like||x', "Unknown operator '$like'", 'name'],
    ['sort=name,UP', "Invalid sort order 'UP' for 'name': use ASC or DESC", 'name'],
    ['filter=rate||$gt||abc', "'abc' is not a number for 'rate'", 'rate'],
    ['s={"name":', 'Invalid JSON in s', undefined],
    ['limit=0', 'limit must be a positive whole number', undefined],
    ['join=owner', "Unknown relation 'owner' in join", 'owner'],
  ])('answers 400 naming the problem: %s', async (querystring, message, field) => {
    expect(await get(querystring)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message,
        ...(field ? { errors: [{ field, message }] } : {}),
      },
    });
  });
});
