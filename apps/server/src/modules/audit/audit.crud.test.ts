import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminIdOf } from '../../../test/who';
import { entriesOf } from './audit.factories';

/** The crud kit records every write of a plain resource (taxes) with no line of its own. */
describe('audit of the generic CRUD (taxes)', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  let adminId: number;
  const ua = 'audit-test/1.0';
  const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    call(token, { method, url, payload, headers: { 'user-agent': ua } });

  beforeAll(async () => {
    token = await tokenFor();
    adminId = await adminIdOf(database, token);
  });

  it('records a create with every stored field, who and from where', async () => {
    const created = await write('POST', '/api/taxes', { name: 'Audit GST 5', rate: 5 });
    expect(created.status).toBe(201);
    const entries = await entriesOf(call, token, 'taxes', created.body.id);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      adminId,
      adminName: expect.stringMatching(/^Test Admin/),
      ip: '127.0.0.1',
      userAgent: ua,
      resource: 'taxes',
      recordId: String(created.body.id),
      action: 'create',
      importRun: null,
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Audit GST 5' },
        { field: 'rate', before: null, after: 5 },
        { field: 'enabled', before: null, after: true },
      ]),
    );
    const fields = (entry!.changes as { field: string }[]).map((change) => change.field);
    expect(fields).not.toContain('createdTimestamp');
    expect(fields).not.toContain('id');
  });

  it('records an update with only the fields that changed, before and after', async () => {
    const { body } = await write('POST', '/api/taxes', { name: 'Audit GST 12', rate: 12 });
    expect((await write('PATCH', `/api/taxes/${body.id}`, { name: 'Audit GST 12', rate: 18 })).status).toBe(
      200,
    );
    const entries = await entriesOf(call, token, 'taxes', body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes).toEqual([{ field: 'rate', before: 12, after: 18 }]);
  });

  it('records nothing for an update that changes nothing', async () => {
    const { body } = await write('POST', '/api/taxes', { name: 'Audit same', rate: 3 });
    expect((await write('PATCH', `/api/taxes/${body.id}`, { rate: 3 })).status).toBe(200);
    expect((await entriesOf(call, token, 'taxes', body.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('records the enabled toggle as disable and enable', async () => {
    const { body } = await write('POST', '/api/taxes', { name: 'Audit toggle', rate: 1 });
    expect((await write('PATCH', `/api/taxes/${body.id}`, { enabled: false })).body).toEqual({
      id: body.id,
      enabled: false,
    });
    await write('PATCH', `/api/taxes/${body.id}`, { enabled: true });
    const entries = await entriesOf(call, token, 'taxes', body.id);
    expect(entries.slice(1).map(({ action, changes }) => ({ action, changes }))).toEqual([
      { action: 'disable', changes: [{ field: 'enabled', before: true, after: false }] },
      { action: 'enable', changes: [{ field: 'enabled', before: false, after: true }] },
    ]);
  });

  it('records a delete with the values the row had', async () => {
    const { body } = await write('POST', '/api/taxes', { name: 'Audit gone', rate: 2 });
    expect((await write('DELETE', `/api/taxes/${body.id}`)).status).toBe(200);
    const entries = await entriesOf(call, token, 'taxes', body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Audit gone', after: null },
        { field: 'rate', before: 2, after: null },
      ]),
    );
  });

  it('records nothing for a refused write (409, 400, 404, 403)', async () => {
    const { body } = await write('POST', '/api/taxes', { name: 'Audit taken', rate: 4 });
    const count = async () =>
      (await call(token, { method: 'GET', url: '/api/audit?limit=1' })).body.total as number;
    const before = await count();
    expect((await write('POST', '/api/taxes', { name: 'audit TAKEN', rate: 4 })).status).toBe(409);
    expect((await write('POST', '/api/taxes', { name: 'Audit bad', rate: 400 })).status).toBe(400);
    expect((await write('PATCH', '/api/taxes/999999', { rate: 4 })).status).toBe(404);
    expect((await write('PATCH', '/api/taxes/999999', { enabled: false })).status).toBe(404);
    expect((await write('DELETE', '/api/taxes/999999')).status).toBe(404);
    const other = await tokenFor({ routes: ['product'] });
    expect(
      (await call(other, { method: 'PATCH', url: `/api/taxes/${body.id}`, payload: { rate: 9 } })).status,
    ).toBe(403);
    expect(await count()).toBe(before);
  });
});
