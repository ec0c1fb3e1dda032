import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createPincode, createState } from '../states/location.factories';

describe('/api/cities', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let maharashtra: { id: number };
  let bihar: { id: number };
  let nepalState: { id: number; countryId: number };

  beforeAll(async () => {
    token = await tokenFor();
    maharashtra = await createState(db, { name: 'Maharashtra' });
    bihar = await createState(db, { name: 'Bihar' });
    const nepal = await call(token, {
      method: 'POST',
      url: '/api/countries',
      payload: { code: 'NP', name: 'Nepal' },
    });
    nepalState = await createState(db, { name: 'Bagmati', countryId: nepal.body.id });
  });

  it('creates with only the state and fills the country from it', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/cities/',
      payload: { name: 'Pune', stateId: maharashtra.id },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Pune', stateId: maharashtra.id, countryId: 1, enabled: true });
    const abroad = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Kathmandu', stateId: nepalState.id, countryId: 1 },
    });
    expect(abroad.body.countryId).toBe(nepalState.countryId);
  });

  it('validates with "Length should be 3 to 50" and a known state', async () => {
    const short = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Ra', stateId: bihar.id },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'name', message: 'Length should be 3 to 50' }]);
    const noState = await call(token, { method: 'POST', url: '/api/cities', payload: { name: 'Patna' } });
    expect(noState.body.errors).toEqual([{ field: 'stateId', message: 'Please choose a state' }]);
    const unknown = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Patna', stateId: 99999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'stateId', message: 'Please choose a state' }]);
  });

  it('allows one name in two states but not twice in one', async () => {
    const first = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Aurangabad', stateId: maharashtra.id },
    });
    const second = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Aurangabad', stateId: bihar.id },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    const again = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'aurangabad', stateId: bihar.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { field: 'name', message: 'A city with this name already exists in this state' },
    ]);
  });

  it('takes the whole form back on update and moves pincodes with the city', async () => {
    const created = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Gaya', stateId: maharashtra.id },
    });
    const pincode = await createPincode(
      db,
      { id: created.body.id, stateId: maharashtra.id },
      { pincode: '823001' },
    );
    const form = {
      ...created.body,
      stateId: bihar.id,
      state: { id: maharashtra.id, name: 'Maharashtra' },
      countryId: 7,
    };
    const res = await call(token, { method: 'PATCH', url: `/api/cities/${created.body.id}`, payload: form });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Gaya', stateId: bihar.id, countryId: 1 });
    const moved = await call(token, { method: 'GET', url: `/api/pincodes/${pincode.id}` });
    expect(moved.body).toMatchObject({ stateId: bihar.id, countryId: 1 });
  });

  it('lists the cities of a state with the state joined', async () => {
    const res = await call(token, {
      method: 'GET',
      url: `/api/cities?filter=stateId||$eq||${bihar.id}&join=state&sort=name,ASC`,
    });
    expect(res.body.data.map((row: { name: string }) => row.name)).toEqual(['Aurangabad', 'Gaya']);
    expect(res.body.data[0].state).toMatchObject({ id: bihar.id, name: 'Bihar' });
  });

  it('toggles, and deletes only a city without pincodes', async () => {
    const list = await call(token, { method: 'GET', url: `/api/cities?filter=name||$eq||Gaya` });
    const gaya = list.body.data[0];
    expect(
      (await call(token, { method: 'PATCH', url: `/api/cities/${gaya.id}`, payload: { enabled: false } }))
        .body,
    ).toEqual({ id: gaya.id, enabled: false });
    const refused = await call(token, { method: 'DELETE', url: `/api/cities/${gaya.id}` });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Gaya has 1 pincode; delete them first');
    const pune = (await call(token, { method: 'GET', url: '/api/cities?filter=name||$eq||Pune' })).body
      .data[0];
    expect((await call(token, { method: 'DELETE', url: `/api/cities/${pune.id}` })).body).toEqual({
      id: pune.id,
    });
  });

  it('answers 403 to a role without the cities screen', async () => {
    const stateDesk = await tokenFor({ routes: ['state'] });
    expect((await call(stateDesk, { method: 'GET', url: '/api/cities' })).status).toBe(403);
    const payload = { name: 'Nashik', stateId: maharashtra.id };
    expect((await call(stateDesk, { method: 'POST', url: '/api/cities', payload })).status).toBe(403);
    const pincodeDesk = await tokenFor({ routes: ['pincode'] });
    expect((await call(pincodeDesk, { method: 'GET', url: '/api/cities' })).status).toBe(200);
  });
});
