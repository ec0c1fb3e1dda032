import { taxes as taxDef } from '@mandi/domain';
import { RequestQueryBuilder } from '@nestjsx/crud-request';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedCall } from '../../../test/typed-client';
import { adminIdOf, stampsOf } from '../../../test/who';
import { taxes } from '../../db/schema';

describe('/api/taxes (the generic CRUD module end to end)', async () => {
  const { call, tokenFor, app, database } = await createTestApp();
  let token: string;
  let adminId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    token = await tokenFor();
    adminId = await adminIdOf(database, token);
    for (const [name, rate] of [
      ['GST Exempt', 0],
      ['GST 5%', 5],
      ['GST 12%', 12],
      ['GST 18%', 18],
      ['GST 28%', 28],
    ] as const) {
      const res = await call(token, { method: 'POST', url: '/api/taxes', payload: { name, rate } });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
  });

  const list = (query: string) => call(token, { method: 'GET', url: `/api/taxes?${query}` });
  const api = () => typedCall(call, token, taxDef);

  it('creates with defaults, sets createdBy from the session and answers the row', async () => {
    const res = await api().get(ids['GST 5%']!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'GST 5%', rate: 5, enabled: true, countryId: 1 });
    expect(typeof res.body.createdTimestamp).toBe('string');
    expect((await stampsOf(database, taxes, ids['GST 5%']!)).createdBy).toBe(adminId);
  });

  it('answers a RequestQueryBuilder query with the right rows', async () => {
    const query = RequestQueryBuilder.create()
      .setFilter({ field: 'rate', operator: '$gte', value: 12 })
      .setFilter({ field: 'name', operator: '$contL', value: 'gst' })
      .sortBy({ field: 'rate', order: 'DESC' })
      .setLimit(2)
      .setPage(1)
      .query();
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { name: string }) => row.name)).toEqual(['GST 28%', 'GST 18%']);
    expect(res.body).toMatchObject({ count: 2, total: 3, page: 1, pageCount: 2 });
  });

  it('pages with the default size and sort id ascending', async () => {
    const res = await list('');
    expect(res.body.data.map((row: { id: number }) => row.id)).toEqual(
      Object.values(ids).sort((a, b) => a - b),
    );
    expect(res.body.total).toBe(5);

    // 13 taxes make two pages of 10 and 3. Cess names sort before GST, and the first tax is
    // rewritten so it is stored last: only an id order puts it first.
    const extra: number[] = [];
    for (let i = 1; i <= 8; i += 1) {
      extra.push(
        (await call(token, { method: 'POST', url: '/api/taxes', payload: { name: `Cess ${i}`, rate: i } }))
          .body.id,
      );
    }
    await database.db
      .update(taxes)
      .set({ updatedTimestamp: new Date() })
      .where(eq(taxes.id, ids['GST Exempt']!));
    const every = [...Object.values(ids), ...extra].sort((a, b) => a - b);
    const first = await list('');
    expect(first.body).toMatchObject({ total: 13, count: 10, page: 1, pageCount: 2 });
    expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(every.slice(0, 10));
    const second = await list('page=2');
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual(every.slice(10));
    for (const id of extra) await call(token, { method: 'DELETE', url: `/api/taxes/${id}` });
  });

  it('answers 400 naming a bad filter field or operator', async () => {
    const badField = await list('filter=nme||$eq||x');
    expect(badField.status).toBe(400);
    expect(badField.body.message).toMatch(/nme/);
    const badOperator = await list('filter=name||$like||x');
    expect(badOperator.status).toBe(400);
    expect(badOperator.body.message).toMatch(/\$like/);
  });

  it('validates with the spec messages and changes nothing', async () => {
    const res = await call(token, { method: 'POST', url: '/api/taxes', payload: { name: 'GS' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Length should be 3 to 150' },
        { field: 'rate', message: 'Please choose a rate' },
      ]),
    );
    expect((await list('')).body.total).toBe(5);
  });

  it('takes a compensation cess rate from 0 to 400 % with 2 decimals, 0 when not given', async () => {
    const bad = async (cessRate: number, message: string) => {
      const res = await call(token, {
        method: 'PATCH',
        url: `/api/taxes/${ids['GST 5%']}`,
        payload: { cessRate },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'cessRate', message }]);
    };
    await bad(400.01, 'Cess rate should be 0 to 400');
    await bad(-1, 'Cess rate should be 0 to 400');
    await bad(12.345, 'Cess rate can have at most 2 decimals');
    expect((await call(token, { method: 'GET', url: `/api/taxes/${ids['GST 5%']}` })).body.cessRate).toBe(0);
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/taxes/${ids['GST 5%']}`,
      payload: { cessRate: 12.5 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'GST 5%', rate: 5, cessRate: 12.5 });
    await call(token, { method: 'PATCH', url: `/api/taxes/${ids['GST 5%']}`, payload: { cessRate: 0 } });
  });

  it('refuses a duplicate name with 409', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/taxes/',
      payload: { name: 'gst 5%', rate: 5 },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].field).toBe('name');
  });

  it('updates one field without resetting the others and records updatedBy', async () => {
    await call(token, { method: 'PATCH', url: `/api/taxes/${ids['GST 12%']}`, payload: { enabled: false } });
    // Another admin changes it, so updatedBy cannot pass by being createdBy.
    const editor = await tokenFor();
    const res = await call(editor, {
      method: 'PATCH',
      url: `/api/taxes/${ids['GST 12%']}`,
      payload: { rate: 12.5 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rate: 12.5, enabled: false, name: 'GST 12%' });
    expect(await stampsOf(database, taxes, ids['GST 12%']!)).toEqual({
      createdBy: adminId,
      updatedBy: await adminIdOf(database, editor),
    });
  });

  it('toggles enabled and answers only the new value', async () => {
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/taxes/${ids['GST 18%']}`,
      payload: { enabled: false },
    });
    expect(res.body).toEqual({ id: ids['GST 18%'], enabled: false });
    const filtered = await list('filter=enabled||$eq||false');
    expect(filtered.body.data.map((row: { name: string }) => row.name)).toContain('GST 18%');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(token, { method: 'GET', url: '/api/taxes/999999' })).status).toBe(404);
    expect((await call(token, { method: 'GET', url: '/api/taxes/abc' })).status).toBe(400);
  });

  it('exports every matching row as xlsx with the list filters', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/taxes/export?filter=rate||$gt||0&sort=rate,ASC',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Name',
      'Rate (%)',
      'Cess rate (%)',
      'Enabled',
      'Created',
    ]);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(2).value).toBe('GST 5%');
  });

  it('deletes and answers the id', async () => {
    const res = await call(token, { method: 'DELETE', url: `/api/taxes/${ids['GST Exempt']}` });
    expect(res.body).toEqual({ id: ids['GST Exempt'] });
    expect((await call(token, { method: 'GET', url: `/api/taxes/${ids['GST Exempt']}` })).status).toBe(404);
  });

  it('lets a product editor read taxes but not change them', async () => {
    const productEditor = await tokenFor({ routes: ['product'] });
    expect((await call(productEditor, { method: 'GET', url: '/api/taxes' })).status).toBe(200);
    const res = await call(productEditor, {
      method: 'POST',
      url: '/api/taxes',
      payload: { name: 'Cess', rate: 1 },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('answers 401 without a token', async () => {
    expect((await call(null, { method: 'GET', url: '/api/taxes' })).status).toBe(401);
  });
});
