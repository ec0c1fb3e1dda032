import { RequestQueryBuilder } from '@nestjsx/crud-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import { createCity, createState } from './location.factories';

describe('/api/states', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    token = await tokenFor();
    for (const name of ['Maharashtra', 'Karnataka', 'Goa']) {
      const res = await call(token, { method: 'POST', url: '/api/states/', payload: { name, priority: 1 } });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
  });

  it('creates in India by default and answers the row', async () => {
    const res = await call(token, { method: 'GET', url: `/api/states/${ids.Goa}` });
    expect(res.body).toMatchObject({ name: 'Goa', countryId: 1, priority: 1, enabled: true, code: null });
  });

  it('lists a country sorted by name by default, enabled filter and country join', async () => {
    await call(token, { method: 'PATCH', url: `/api/states/${ids.Karnataka}`, payload: { enabled: false } });
    const query = RequestQueryBuilder.create()
      .setFilter({ field: 'countryId', operator: '$eq', value: 1 })
      .setFilter({ field: 'enabled', operator: '$eq', value: true })
      .setJoin({ field: 'country' })
      .query();
    const res = await call(token, { method: 'GET', url: `/api/states?${query}` });
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { name: string }) => row.name)).toEqual(['Goa', 'Maharashtra']);
    expect(res.body.data[0].country).toMatchObject({ id: 1, name: 'India' });
  });

  it('validates name and priority with the spec messages', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/states',
      payload: { name: 'UP', priority: -1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Length should be 3 to 50' },
        { field: 'priority', message: 'Priority should be a whole number, at least 0' },
      ]),
    );
    const missing = await call(token, { method: 'POST', url: '/api/states', payload: { name: '' } });
    expect(missing.body.errors).toEqual([{ field: 'name', message: 'Please enter name' }]);
  });

  it('refuses a second state of the same name in a country, any case, on create and rename', async () => {
    const res = await call(token, { method: 'POST', url: '/api/states', payload: { name: 'goa' } });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'A state with this name already exists in this country' },
    ]);
    const rename = await call(token, {
      method: 'PATCH',
      url: `/api/states/${ids.Goa}`,
      payload: { name: 'MAHARASHTRA' },
    });
    expect(rename.status).toBe(409);
    const same = await call(token, {
      method: 'PATCH',
      url: `/api/states/${ids.Goa}`,
      payload: { name: 'Goa', priority: 2 },
    });
    expect(same.status).toBe(200);
  });

  it('refuses an unknown country', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/states',
      payload: { name: 'Atlantis', countryId: 999 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'countryId', message: 'Please choose a country' }]);
  });

  it('deletes an empty state and refuses one with cities', async () => {
    const kerala = await createState(database.db, { name: 'Kerala' });
    await createCity(database.db, kerala.id, { name: 'Kochi' });
    const refused = await call(token, { method: 'DELETE', url: `/api/states/${kerala.id}` });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Kerala has 1 city; delete them first');
    const empty = await createState(database.db, { name: 'Sikkim' });
    expect((await call(token, { method: 'DELETE', url: `/api/states/${empty.id}` })).body).toEqual({
      id: empty.id,
    });
  });

  it('exports the states the filter names as xlsx, by name', async () => {
    const res = await readExport({ app }, token, '/api/states/export?filter=enabled||$eq||true');
    expect(res.status).toBe(200);
    expect(res.headers).toEqual(['ID', 'Name', 'Code', 'Priority', 'Enabled']);
    // Karnataka is disabled; Kerala (with Kochi) is the factory's, enabled.
    expect(res.rows).toEqual([
      { ID: ids.Goa, Name: 'Goa', Code: null, Priority: 2, Enabled: true },
      { ID: expect.any(Number), Name: 'Kerala', Code: null, Priority: expect.any(Number), Enabled: true },
      { ID: ids.Maharashtra, Name: 'Maharashtra', Code: null, Priority: 1, Enabled: true },
    ]);
  });

  it('answers 403 to a role without the states screen, and lets the city screen read', async () => {
    const cityDesk = await tokenFor({ routes: ['city'] });
    expect((await call(cityDesk, { method: 'GET', url: '/api/states' })).status).toBe(200);
    expect(
      (await call(cityDesk, { method: 'POST', url: '/api/states', payload: { name: 'Assam' } })).status,
    ).toBe(403);
    const brands = await tokenFor({ routes: ['brand', 'category'] });
    expect((await call(brands, { method: 'GET', url: '/api/states' })).status).toBe(403);
    expect((await call(brands, { method: 'DELETE', url: `/api/states/${ids.Goa}` })).status).toBe(403);
  });
});
