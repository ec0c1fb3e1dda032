import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';

/** GET /api/audit and its export: who may read them, the list grammar, newest first. */
describe('GET /api/audit', async () => {
  const test = await createTestApp();
  const { call, tokenFor } = test;
  let token: string;
  let taxId: number;

  beforeAll(async () => {
    token = await tokenFor();
    const created = await call(token, {
      method: 'POST',
      url: '/api/taxes',
      payload: { name: 'List GST', rate: 5 },
    });
    taxId = created.body.id;
    await call(token, { method: 'PATCH', url: `/api/taxes/${taxId}`, payload: { rate: 12 } });
    await call(token, { method: 'POST', url: '/api/brands', payload: { name: 'List Brand' } });
  });

  it('answers 403 to a role without the audit screen, 401 without a token', async () => {
    const other = await tokenFor({ routes: ['tax', 'admin', 'admin-role', 'product'] });
    expect((await call(other, { method: 'GET', url: '/api/audit' })).status).toBe(403);
    expect((await call(other, { method: 'GET', url: '/api/audit/export' })).status).toBe(403);
    expect((await call(null, { method: 'GET', url: '/api/audit' })).status).toBe(401);
  });

  it('lets a role with the audit screen read it', async () => {
    const auditor = await tokenFor({ routes: ['audit'] });
    const res = await call(auditor, { method: 'GET', url: '/api/audit' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
  });

  it('answers newest first, 20 a page, in the list shape', async () => {
    const res = await call(token, { method: 'GET', url: '/api/audit' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageCount: 1 });
    const ids = res.body.data.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body.data[0]).toMatchObject({ resource: 'brands', action: 'create' });
  });

  it('filters by resource, record, action, staff member and date range', async () => {
    const byRecord = await call(token, {
      method: 'GET',
      url: `/api/audit?filter=resource||$eq||taxes&filter=recordId||$eq||${taxId}&filter=action||$eq||update`,
    });
    expect(byRecord.body.total).toBe(1);
    expect(byRecord.body.data[0].changes).toEqual([{ field: 'rate', before: 5, after: 12 }]);
    const adminId = byRecord.body.data[0].adminId;
    const byAdmin = await call(token, { method: 'GET', url: `/api/audit?filter=adminId||$eq||${adminId}` });
    expect(byAdmin.body.total).toBe(3);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const future = await call(token, { method: 'GET', url: `/api/audit?filter=at||$gte||${tomorrow}` });
    expect(future.body.total).toBe(0);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const range = await call(token, {
      method: 'GET',
      url: `/api/audit?filter=at||$between||${past},${tomorrow}`,
    });
    expect(range.body.total).toBe(3);
  });

  it('refuses an unknown field or action value with 400', async () => {
    expect((await call(token, { method: 'GET', url: '/api/audit?filter=secret||$eq||1' })).status).toBe(400);
    expect((await call(token, { method: 'GET', url: '/api/audit?sort=ip,SIDEWAYS' })).status).toBe(400);
  });

  it('exports the matching entries as xlsx with the staff member’s name', async () => {
    const file = await readExport(test, token, '/api/audit/export?filter=resource||$eq||taxes');
    expect(file.status).toBe(200);
    expect(file.headers).toEqual(
      expect.arrayContaining(['When', 'Staff member', 'Resource', 'Action', 'Changes']),
    );
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({
      Resource: 'taxes',
      Action: 'update',
      'Staff member': expect.any(String),
    });
    expect(String(file.rows[0]!.Changes)).toContain('"after":12');
  });
});
