import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { rowsOf } from '../../../test/sheets';
import { createCity, createPincode, createState } from '../states/location.factories';
import { createContact, createCustomer } from './address.factories';

describe('the addresses', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let token: string;
  let asha: { id: number };
  let ashaHome: { id: number };
  let ashaShop: { id: number };
  let ravi: { id: number };
  let raviContact: { id: number };
  let lonely: { id: number };
  let koramangala: { id: number; pincode: string; cityId: number; stateId: number };
  let andheri: { id: number; pincode: string; cityId: number; stateId: number };
  let bengaluru: { id: number; stateId: number };

  const valid = (more: object = {}) => ({
    name: 'Asha Rao',
    line1: 'Flat 203, Lake View',
    line2: 'Near City Mall',
    emailAddress: 'asha@example.com',
    mobileNumber: '9876543210',
    pincodeId: koramangala.id,
    ...more,
  });
  const post = (body: object, who = token) =>
    call(who, { method: 'POST', url: '/api/addresses', payload: body });
  const list = (query: string, who = token) => call(who, { method: 'GET', url: `/api/addresses?${query}` });

  beforeAll(async () => {
    token = await tokenFor({ routes: ['address'] });
    const karnataka = await createState(db, { name: 'Karnataka' });
    const maharashtra = await createState(db, { name: 'Maharashtra' });
    bengaluru = await createCity(db, karnataka.id, { name: 'Bengaluru' });
    const mumbai = await createCity(db, maharashtra.id, { name: 'Mumbai' });
    koramangala = await createPincode(db, bengaluru, { pincode: '560034', pincodeName: 'Koramangala' });
    andheri = await createPincode(db, mumbai, { pincode: '400053', pincodeName: 'Andheri West' });
    asha = await createCustomer(db, { fullName: 'Asha Rao' });
    ashaHome = await createContact(db, asha.id, { contactPersonName: 'Asha Rao' });
    ashaShop = await createContact(db, asha.id, { contactPersonName: 'Asha Stores' });
    ravi = await createCustomer(db, { fullName: 'Ravi Iyer' });
    raviContact = await createContact(db, ravi.id);
    lonely = await createCustomer(db, { fullName: 'No Contact' });
  });

  it('adds an address to a contact: the pincode fills the city, the state and the country', async () => {
    const res = await post(valid({ contactId: ashaShop.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Asha Rao',
      contactId: ashaShop.id,
      pincodeId: koramangala.id,
      cityId: bengaluru.id,
      stateId: bengaluru.stateId,
      countryId: 1,
      userId: asha.id,
      enabled: true,
    });
    const one = await call(token, { method: 'GET', url: `/api/addresses/${res.body.id}` });
    expect(one.body).toMatchObject({ id: res.body.id, userId: asha.id, createdByName: expect.any(String) });
  });

  it("adds a customer's address on their first contact", async () => {
    const res = await post(valid({ userId: asha.id, name: 'Asha Home' }));
    expect(res.status).toBe(201);
    expect(res.body.contactId).toBe(ashaHome.id);
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it("lists a customer's addresses through all their contacts, and nobody else's", async () => {
    await post(valid({ contactId: raviContact.id, name: 'Ravi Iyer', pincodeId: andheri.id }));
    const ashas = await list(`filter=userId||$eq||${asha.id}&sort=id,ASC`);
    expect(ashas.status).toBe(200);
    expect(ashas.body.total).toBe(2);
    expect(ashas.body.data.map((row: { contactId: number }) => row.contactId).sort()).toEqual(
      [ashaHome.id, ashaShop.id].sort(),
    );
    const ravis = await list(
      `filter=userId||$eq||${ravi.id}&join=city||name&join=state||name&join=pincode||pincode`,
    );
    expect(ravis.body.total).toBe(1);
    expect(ravis.body.data[0]).toMatchObject({
      name: 'Ravi Iyer',
      city: { name: 'Mumbai' },
      state: { name: 'Maharashtra' },
      pincode: { pincode: '400053' },
    });
    const none = await list(`filter=userId||$eq||${lonely.id}`);
    expect(none.body).toMatchObject({ total: 0, data: [] });
    // The customer's scope is AND-ed with the list's own filters.
    const filtered = await list(`filter=userId||$eq||${asha.id}&filter=name||$contL||home`);
    expect(filtered.body.data.map((row: { name: string }) => row.name)).toEqual(['Asha Home']);
    // One contact's addresses: the plain filter.
    const contact = await list(`filter=contactId||$eq||${ashaShop.id}`);
    expect(contact.body.total).toBe(1);
    const all = await list('');
    expect(all.body.total).toBe(3);
  });

  it("exports a customer's addresses only", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/addresses/export?filter=userId||$eq||${ravi.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [headers, ...rows] = await rowsOf(res.rawPayload);
    expect(headers).toContain('Name');
    expect(rows.map((row) => row[1])).toEqual(['Ravi Iyer']);
  });

  it('reads the customer filter through the contacts with any operator; never sorts by it', async () => {
    const both = await list(`filter=userId||$in||${asha.id},${ravi.id}`);
    expect(both.body.total).toBe(3);
    const notAsha = await list(`filter=userId||$ne||${asha.id}`);
    expect(notAsha.body.data.map((row: { name: string }) => row.name)).toEqual(['Ravi Iyer']);
    const either = await list(`or=userId||$eq||${ravi.id}&filter=name||$eq||Asha Home`);
    expect(either.body.total).toBe(2);
    const bad = await list('filter=userId||$eq||abc');
    expect(bad.status).toBe(400);
    const sorted = await list('sort=userId,ASC');
    expect(sorted.status).toBe(400);
    expect(sorted.body.message).toBe(
      "'userId' cannot be sorted: it is the customer of the address's contact",
    );
  });

  it('refuses what the spec refuses, with its words, and stores nothing', async () => {
    const before = (await list('')).body.total;
    const cases: [object, string, string][] = [
      [{ name: undefined }, 'name', 'Please enter name'],
      [{ name: 'Al' }, 'name', 'Length should be 3 to 150'],
      [{ name: 'x'.repeat(151) }, 'name', 'Length should be 3 to 150'],
      [{ emailAddress: '' }, 'emailAddress', 'Please enter email address'],
      [{ emailAddress: 'asha@' }, 'emailAddress', 'Please enter valid email'],
      [{ mobileNumber: undefined }, 'mobileNumber', 'Please enter contact number'],
      [{ mobileNumber: '987654321' }, 'mobileNumber', 'Length should be 10 to 15'],
      [{ mobileNumber: '+91 98765 432101' }, 'mobileNumber', 'Length should be 10 to 15'],
      [{ mobileNumber: 'call me now' }, 'mobileNumber', 'Contact number should contain digits only'],
      [{ pincodeId: undefined }, 'pincodeId', 'Please enter Pincode'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(valid({ contactId: ashaShop.id, ...change }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const fifteen = await post(valid({ contactId: ashaShop.id, mobileNumber: '+91 98765-43210' }));
    expect(fifteen.status).toBe(201);
    expect((await list('')).body.total).toBe(before + 1);
  });

  it("refuses a city or state that is not the pincode's, and unknown owners and pincodes", async () => {
    const wrongCity = await post(
      valid({ contactId: ashaShop.id, cityId: bengaluru.id, pincodeId: andheri.id }),
    );
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.body.errors).toEqual([
      { field: 'cityId', message: 'Pincode 400053 is in Mumbai, not in the city chosen' },
    ]);
    const wrongState = await post(valid({ contactId: ashaShop.id, stateId: andheri.stateId }));
    expect(wrongState.body.errors).toEqual([
      { field: 'stateId', message: 'Pincode 560034 is in Karnataka, not in the state chosen' },
    ]);
    const noPincode = await post(valid({ contactId: ashaShop.id, pincodeId: 999_999 }));
    expect(noPincode.body.errors).toEqual([{ field: 'pincodeId', message: 'No pincode has the id 999999' }]);
    const noContact = await post(valid({ contactId: 999_999 }));
    expect(noContact.body.errors).toEqual([{ field: 'contactId', message: 'No contact has the id 999999' }]);
    const noUser = await post(valid({ userId: 999_999 }));
    expect(noUser.body.errors).toEqual([{ field: 'userId', message: 'No customer has the id 999999' }]);
    const contactless = await post(valid({ userId: lonely.id }));
    expect(contactless.status).toBe(400);
    expect(contactless.body.errors).toEqual([
      { field: 'userId', message: 'This customer has no contact; add a contact first' },
    ]);
  });

  it('edits an address: a new pincode moves its city and state; toggles and deletes it', async () => {
    const created = (await post(valid({ contactId: ashaShop.id, name: 'To Move' }))).body;
    const moved = await call(token, {
      method: 'PATCH',
      url: `/api/addresses/${created.id}`,
      payload: { pincodeId: andheri.id, line2: 'Andheri' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      pincodeId: andheri.id,
      cityId: andheri.cityId,
      stateId: andheri.stateId,
    });
    const renamed = await call(token, {
      method: 'PATCH',
      url: `/api/addresses/${created.id}`,
      payload: { name: 'Moved' },
    });
    expect(renamed.body).toMatchObject({ name: 'Moved', pincodeId: andheri.id, contactId: ashaShop.id });
    const off = await call(token, {
      method: 'PATCH',
      url: `/api/addresses/${created.id}`,
      payload: { enabled: false },
    });
    expect(off.body).toEqual({ id: created.id, enabled: false });
    const gone = await call(token, { method: 'DELETE', url: `/api/addresses/${created.id}` });
    expect(gone.body).toEqual({ id: created.id });
    const missing = await call(token, { method: 'GET', url: `/api/addresses/${created.id}` });
    expect(missing.status).toBe(404);
  });

  it('answers 403 to a role without the address screen, 401 without a token', async () => {
    const other = await tokenFor({ routes: ['pincode', 'user', 'contact'] });
    expect((await list('', other)).status).toBe(403);
    expect((await post(valid({ contactId: ashaShop.id }), other)).status).toBe(403);
    const singleImport = await call(other, {
      method: 'POST',
      url: '/api/addresses/singleImport',
      payload: [{ name: 'Asha' }],
    });
    expect(singleImport.status).toBe(403);
    const template = await call(other, { method: 'GET', url: '/api/addresses/import/template' });
    expect(template.status).toBe(403);
    expect((await list('', null as unknown as string)).status).toBe(401);
  });
});
