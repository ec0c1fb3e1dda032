import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createCity, createState } from '../states/location.factories';

describe('/api/pincodes', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let mumbai: { id: number; stateId: number };
  let pune: { id: number; stateId: number };

  beforeAll(async () => {
    token = await tokenFor();
    const maharashtra = await createState(db, { name: 'Maharashtra' });
    mumbai = await createCity(db, maharashtra.id, { name: 'Mumbai' });
    pune = await createCity(db, maharashtra.id, { name: 'Pune' });
  });

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/pincodes/', payload });

  it('creates with the city only and fills state and country from it', async () => {
    const res = await create({ pincodeName: 'Mumbai GPO', pincode: '400001', cityId: mumbai.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      pincode: '400001',
      pincodeName: 'Mumbai GPO',
      isDeliverable: true,
      enabled: true,
      cityId: mumbai.id,
      stateId: mumbai.stateId,
      countryId: 1,
    });
  });

  it('asks for both fields with "Please enter Pincode"', async () => {
    const res = await create({ pincodeName: '', pincode: '', cityId: mumbai.id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'pincodeName', message: 'Please enter Pincode' },
        { field: 'pincode', message: 'Please enter Pincode' },
      ]),
    );
  });

  it('refuses what is not an Indian pincode: six digits, not starting with 0', async () => {
    for (const pincode of ['040001', '40001', '4000012']) {
      const res = await create({ pincodeName: 'Fort', pincode, cityId: mumbai.id });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'pincode', message: 'Pincode should be 6 digits and cannot start with 0' },
      ]);
    }
    const letters = await create({ pincodeName: 'Fort', pincode: '40000A', cityId: mumbai.id });
    expect(letters.body.errors).toEqual([
      { field: 'pincode', message: 'Pincode should contain digits only' },
    ]);
  });

  it('refuses a duplicate pincode with 409, also on update', async () => {
    const res = await create({ pincodeName: 'Another GPO', pincode: '400001', cityId: pune.id });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'pincode', message: 'This pincode already exists' }]);
    const other = await create({ pincodeName: 'Shivajinagar', pincode: '411005', cityId: pune.id });
    const update = await call(token, {
      method: 'PATCH',
      url: `/api/pincodes/${other.body.id}`,
      payload: { pincode: '400001' },
    });
    expect(update.status).toBe(409);
  });

  it('updates deliverability, moves to another city, toggles and deletes', async () => {
    const created = await create({ pincodeName: 'Kothrud', pincode: '411038', cityId: mumbai.id });
    const id = created.body.id;
    const moved = await call(token, {
      method: 'PATCH',
      url: `/api/pincodes/${id}`,
      payload: { cityId: pune.id, isDeliverable: false },
    });
    expect(moved.body).toMatchObject({ cityId: pune.id, isDeliverable: false, pincode: '411038' });
    expect(
      (await call(token, { method: 'PATCH', url: `/api/pincodes/${id}`, payload: { enabled: false } })).body,
    ).toEqual({
      id,
      enabled: false,
    });
    expect((await call(token, { method: 'DELETE', url: `/api/pincodes/${id}` })).body).toEqual({ id });
    expect((await call(token, { method: 'GET', url: `/api/pincodes/${id}` })).status).toBe(404);
  });

  it('lists the pincodes of a city and filters deliverable ones', async () => {
    const res = await call(token, {
      method: 'GET',
      url: `/api/pincodes?filter=cityId||$eq||${pune.id}&filter=isDeliverable||$eq||true&join=city`,
    });
    expect(res.body.data.map((row: { pincode: string }) => row.pincode)).toEqual(['411005']);
    expect(res.body.data[0].city).toMatchObject({ name: 'Pune' });
  });

  it('refuses an unknown city', async () => {
    const res = await create({ pincodeName: 'Nowhere', pincode: '999999', cityId: 123456 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'cityId', message: 'Please choose a city' }]);
  });

  it('lets screens that pick a pincode read them, and only the pincode screen write', async () => {
    const addressDesk = await tokenFor({ routes: ['address'] });
    expect((await call(addressDesk, { method: 'GET', url: '/api/pincodes' })).status).toBe(200);
    const refused = await call(addressDesk, {
      method: 'POST',
      url: '/api/pincodes',
      payload: { pincodeName: 'Colaba', pincode: '400005', cityId: mumbai.id },
    });
    expect(refused.status).toBe(403);
    const catalogue = await tokenFor({ routes: ['brand', 'category'] });
    expect((await call(catalogue, { method: 'GET', url: '/api/pincodes' })).status).toBe(403);
  });
});
