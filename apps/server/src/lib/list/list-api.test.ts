import { MAX_PAGE_SIZE } from '@mandi/domain';
import type { CreateQueryParams } from '@nestjsx/crud-request';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { nestjsxQuery, seedTaxes } from './list-fixtures';

/** The grammar through the real `/api/taxes` route: auth, Fastify's parser, the error handler. */
describe('lists through /api/taxes', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  let token: string;
  beforeAll(async () => {
    token = await tokenFor();
    await seedTaxes(database.db);
  });

  const list = (params: CreateQueryParams) =>
    call(token, { method: 'GET', url: `/api/taxes?${nestjsxQuery(params)}` });

  it('answers s, sort, paging and fields as a nestjsx client sends them', async () => {
    const res = await list({
      search: { $or: [{ name: { $startsL: 'gst' } }, { countryId: 2 }], rate: { $gt: 0 } },
      sort: [
        { field: 'countryId', order: 'DESC' },
        { field: 'rate', order: 'ASC' },
      ],
      fields: ['name'],
      limit: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { id: 6, name: '50% Cess' },
        { id: 5, name: 'VAT 13' },
        { id: 1, name: 'GST 5' },
      ],
      count: 3,
      total: 6,
      page: 1,
      pageCount: 2,
    });
  });

  it('refuses what the taxes declaration does not offer, naming it', async () => {
    const related = await list({ filter: { field: 'country.name', operator: '$eq', value: 'India' } });
    expect(related).toMatchObject({
      status: 400,
      body: { message: "Unknown field 'country.name' in filter" },
    });
    const hidden = await list({ filter: { field: 'hsnCode', operator: '$isnull' } });
    expect(hidden).toMatchObject({ status: 400, body: { message: "Unknown field 'hsnCode' in filter" } });
    const join = await list({ join: { field: 'country' } });
    expect(join).toMatchObject({
      status: 400,
      body: { error: 'Bad Request', message: "Unknown relation 'country' in join" },
    });
  });

  it('exports every matching row, beyond the largest page', async () => {
    await database.db.execute(
      sql`insert into taxes (name, rate, country_id) select 'Bulk ' || g, 1, 1 from generate_series(1, ${MAX_PAGE_SIZE + 50}) g`,
    );
    const res = await app.inject({
      method: 'GET',
      url: `/api/taxes/export?${nestjsxQuery({ filter: { field: 'name', operator: '$starts', value: 'Bulk ' }, limit: 10 })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + MAX_PAGE_SIZE + 50);
    expect(sheet.getRow(2).getCell(2).value).toBe('Bulk 1');
  });
});
