import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createState } from '../states/location.factories';

describe('/api/countries', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  beforeAll(async () => {
    token = await tokenFor();
  });

  it('lists India as country 1 with its zip code lengths', async () => {
    const res = await call(token, { method: 'GET', url: '/api/countries?filter=code||$eq||IN' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'India',
        zipCodeMinLength: 6,
        zipCodeMaxLength: 6,
        enabled: true,
      }),
    ]);
  });

  it('creates, reads, updates and deletes a country, code in capitals', async () => {
    const created = await call(token, {
      method: 'POST',
      url: '/api/countries/',
      payload: { code: 'np', name: 'Nepal', zipCodeMinLength: 5, zipCodeMaxLength: 5 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'NP', name: 'Nepal', enabled: true });
    const id = created.body.id;
    expect((await call(token, { method: 'GET', url: `/api/countries/${id}` })).body.name).toBe('Nepal');
    const updated = await call(token, {
      method: 'PATCH',
      url: `/api/countries/${id}`,
      payload: { zipCodeMaxLength: 6 },
    });
    expect(updated.body).toMatchObject({ zipCodeMinLength: 5, zipCodeMaxLength: 6 });
    const toggled = await call(token, {
      method: 'PATCH',
      url: `/api/countries/${id}`,
      payload: { enabled: false },
    });
    expect(toggled.body).toEqual({ id, enabled: false });
    expect((await call(token, { method: 'DELETE', url: `/api/countries/${id}` })).body).toEqual({ id });
  });

  it('keeps the zip code lengths a range, also when one bound is patched', async () => {
    const bad = await call(token, {
      method: 'POST',
      url: '/api/countries',
      payload: { code: 'BT', name: 'Bhutan', zipCodeMinLength: 6, zipCodeMaxLength: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'zipCodeMaxLength', message: 'Maximum length should not be less than minimum length' },
    ]);
    const patched = await call(token, {
      method: 'PATCH',
      url: '/api/countries/1',
      payload: { zipCodeMinLength: 7 },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.errors[0].field).toBe('zipCodeMaxLength');
  });

  it('refuses a duplicate code, deleting India, and deleting a country with states', async () => {
    const duplicate = await call(token, {
      method: 'POST',
      url: '/api/countries',
      payload: { code: 'in', name: 'Bharat' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]).toEqual({
      field: 'code',
      message: 'A country with this code already exists',
    });

    const india = await call(token, { method: 'DELETE', url: '/api/countries/1' });
    expect(india.status).toBe(409);

    const lk = await call(token, {
      method: 'POST',
      url: '/api/countries',
      payload: { code: 'LK', name: 'Sri Lanka' },
    });
    await createState(database.db, { name: 'Western Province', countryId: lk.body.id });
    const withStates = await call(token, { method: 'DELETE', url: `/api/countries/${lk.body.id}` });
    expect(withStates.status).toBe(409);
    expect(withStates.body.message).toBe('Sri Lanka has 1 state; delete them first');
  });

  it('lets the location screens read countries but only the country screen write them', async () => {
    const stateDesk = await tokenFor({ routes: ['state'] });
    expect((await call(stateDesk, { method: 'GET', url: '/api/countries/1' })).status).toBe(200);
    const res = await call(stateDesk, {
      method: 'PATCH',
      url: '/api/countries/1',
      payload: { name: 'Bharat' },
    });
    expect(res.status).toBe(403);
    const catalogue = await tokenFor({ routes: ['brand'] });
    expect((await call(catalogue, { method: 'GET', url: '/api/countries' })).status).toBe(403);
  });
});
