import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import { organizations, users } from '../../db/schema';

describe('/api/contacts', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  let token: string;
  let customer: number;
  let other: number;
  let organizationId: number;
  const ids: Record<string, number> = {};

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/contacts', payload });
  const list = async (query: string) =>
    (await call(token, { method: 'GET', url: `/api/contacts?${query}` })).body;
  const names = (page: { data: { contactPersonName: string }[] }) =>
    page.data.map((row) => row.contactPersonName);

  beforeAll(async () => {
    token = await tokenFor();
    const [a, b] = await database.db
      .insert(users)
      .values([
        { fullName: 'Ramesh Patel', mobileNumber: '9820011111' },
        { fullName: 'Sunita Rao', mobileNumber: '9820022222' },
      ])
      .returning();
    customer = a!.id;
    other = b!.id;
    const [org] = await database.db
      .insert(organizations)
      .values({ name: 'Patel Brothers Traders', panNumber: 'AAPFU0939F', gstNumber: '27AAPFU0939F1ZV' })
      .returning();
    organizationId = org!.id;
    const rows = [
      {
        userId: customer,
        contactPersonName: 'Ramesh Patel',
        emailAddress: 'ramesh@patelbros.in',
        mobileNumber: '9820011111',
        organizationId,
      },
      { userId: customer, contactPersonName: 'Kiran Patel', emailAddress: 'accounts@patelbros.in' },
      { userId: customer, contactPersonName: 'Store Manager', mobileNumber: '9820033333' },
      { userId: other, contactPersonName: 'Sunita Rao', emailAddress: 'sunita.rao@gmail.com' },
    ];
    for (const row of rows) {
      const res = await create(row);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids[row.contactPersonName] = res.body.id;
    }
  });

  it('creates a contact for a customer, enabled, and answers it', async () => {
    const res = await call(token, { method: 'GET', url: `/api/contacts/${ids['Ramesh Patel']}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: customer,
      organizationId,
      contactPersonName: 'Ramesh Patel',
      emailAddress: 'ramesh@patelbros.in',
      mobileNumber: '9820011111',
      enabled: true,
      createdByName: 'Test Admin 1',
    });
  });

  it('lists one customer’s contacts, 10 a page, by id either way', async () => {
    const mine = await list(`filter=userId||$eq||${customer}&sort=id,ASC`);
    expect(names(mine)).toEqual(['Ramesh Patel', 'Kiran Patel', 'Store Manager']);
    const reversed = await list(`filter=userId||$eq||${customer}&sort=id,DESC`);
    expect(names(reversed)).toEqual(['Store Manager', 'Kiran Patel', 'Ramesh Patel']);
    const extra: number[] = [];
    for (let i = 1; i <= 9; i += 1) {
      extra.push((await create({ userId: other, contactPersonName: `Delivery Person ${i}` })).body.id);
    }
    const first = await list(`filter=userId||$eq||${other}`);
    expect(first).toMatchObject({ count: 10, total: 10, pageCount: 1 });
    extra.push((await create({ userId: other, contactPersonName: 'Delivery Person 10' })).body.id);
    const paged = await list(`filter=userId||$eq||${other}&page=2`);
    expect(paged).toMatchObject({ count: 1, total: 11, page: 2, pageCount: 2 });
    expect(names(paged)).toEqual(['Delivery Person 10']);
    for (const id of extra) await call(token, { method: 'DELETE', url: `/api/contacts/${id}` });
  });

  it('filters by contact person name, email and enabled', async () => {
    expect(names(await list('filter=contactPersonName||$contL||patel&sort=id,ASC'))).toEqual([
      'Ramesh Patel',
      'Kiran Patel',
    ]);
    expect(names(await list('filter=emailAddress||$contL||PATELBROS&sort=id,ASC'))).toEqual([
      'Ramesh Patel',
      'Kiran Patel',
    ]);
    const toggled = await call(token, {
      method: 'PATCH',
      url: `/api/contacts/${ids['Store Manager']}`,
      payload: { enabled: false },
    });
    expect(toggled.body).toEqual({ id: ids['Store Manager'], enabled: false });
    expect(names(await list(`filter=userId||$eq||${customer}&filter=enabled||$eq||false`))).toEqual([
      'Store Manager',
    ]);
    await call(token, {
      method: 'PATCH',
      url: `/api/contacts/${ids['Store Manager']}`,
      payload: { enabled: true },
    });
  });

  it('joins the organization', async () => {
    const page = await list(`filter=id||$eq||${ids['Ramesh Patel']}&join=organization`);
    expect(page.data[0].organization).toMatchObject({
      id: organizationId,
      name: 'Patel Brothers Traders',
      panHolderType: 'Firm',
    });
  });

  it('wants a contact person name of 3 to 150', async () => {
    const missing = await create({ userId: customer });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'contactPersonName', message: 'Please enter contact person name' },
    ]);
    for (const contactPersonName of ['Al', 'x'.repeat(151)]) {
      const res = await create({ userId: customer, contactPersonName });
      expect(res.body.errors).toEqual([{ field: 'contactPersonName', message: 'Length should be 3 to 150' }]);
    }
  });

  it('wants a valid email when one is given', async () => {
    const bad = await create({ userId: customer, contactPersonName: 'Kiran Patel', emailAddress: 'kiran@' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'emailAddress', message: 'Please enter valid email' }]);
    const empty = await create({ userId: customer, contactPersonName: 'No Email', emailAddress: '' });
    expect(empty.status).toBe(201);
    expect(empty.body.emailAddress).toBeNull();
    await call(token, { method: 'DELETE', url: `/api/contacts/${empty.body.id}` });
  });

  it('wants a mobile of exactly 10 digits, typed with +91, spaces or dashes if need be', async () => {
    for (const mobileNumber of ['98200', '98200111112', '+91 98200']) {
      const res = await create({ userId: customer, contactPersonName: 'Short Mobile', mobileNumber });
      expect(res.status, mobileNumber).toBe(400);
      expect(res.body.errors, mobileNumber).toEqual([
        { field: 'mobileNumber', message: 'Length should be 10 only' },
      ]);
    }
    const letters = await create({
      userId: customer,
      contactPersonName: 'Letters',
      mobileNumber: '98200ABCDE',
    });
    expect(letters.body.errors).toEqual([
      { field: 'mobileNumber', message: 'Mobile number should contain digits only' },
    ]);
    const typed = await create({
      userId: customer,
      contactPersonName: 'Typed Mobile',
      mobileNumber: '+91 98200-44444',
    });
    expect(typed.status).toBe(201);
    expect(typed.body.mobileNumber).toBe('9820044444');
    await call(token, { method: 'DELETE', url: `/api/contacts/${typed.body.id}` });
  });

  it('wants an existing customer and organization', async () => {
    const noUser = await create({ contactPersonName: 'Nobody' });
    expect(noUser.body.errors).toEqual([{ field: 'userId', message: 'Please choose a customer' }]);
    const unknownUser = await create({ userId: 999999, contactPersonName: 'Nobody' });
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.body.errors).toEqual([{ field: 'userId', message: 'Customer 999999 not found' }]);
    const unknownOrg = await call(token, {
      method: 'PATCH',
      url: `/api/contacts/${ids['Kiran Patel']}`,
      payload: { organizationId: 999999 },
    });
    expect(unknownOrg.status).toBe(400);
    expect(unknownOrg.body.errors).toEqual([
      { field: 'organizationId', message: 'Organization 999999 not found' },
    ]);
  });

  it('updates the fields sent and answers the saved contact', async () => {
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/contacts/${ids['Kiran Patel']}`,
      payload: { contactPersonName: 'Kiran Patel (Accounts)', organizationId, mobileNumber: '9820055555' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contactPersonName: 'Kiran Patel (Accounts)',
      emailAddress: 'accounts@patelbros.in',
      organizationId,
      mobileNumber: '9820055555',
      userId: customer,
    });
  });

  it('exports the contacts the filter names', async () => {
    const file = await readExport({ app }, token, `/api/contacts/export?filter=userId||$eq||${other}`);
    expect(file.status).toBe(200);
    expect(file.headers).toEqual([
      'ID',
      'Contact Person Name',
      'Email',
      'Mobile Number',
      'Customer',
      'Organization',
      'Enabled',
      'Created',
    ]);
    expect(file.rows.map((row) => [row['Contact Person Name'], row.Email, row.Customer])).toEqual([
      ['Sunita Rao', 'sunita.rao@gmail.com', other],
    ]);
  });

  it('deletes a contact and then answers 404', async () => {
    const made = await create({ userId: other, contactPersonName: 'Temporary Contact' });
    expect((await call(token, { method: 'DELETE', url: `/api/contacts/${made.body.id}` })).body).toEqual({
      id: made.body.id,
    });
    expect((await call(token, { method: 'GET', url: `/api/contacts/${made.body.id}` })).status).toBe(404);
  });

  it('lets contact screens write, customer and address screens read, others neither', async () => {
    const payload = { userId: customer, contactPersonName: 'Permission Check' };
    const editor = await tokenFor({ routes: ['contact'] });
    const created = await call(editor, { method: 'POST', url: '/api/contacts', payload });
    expect(created.status).toBe(201);
    for (const routes of [['user'], ['address']] as const) {
      const reader = await tokenFor({ routes: [...routes] });
      expect(
        (await call(reader, { method: 'GET', url: `/api/contacts?filter=userId||$eq||${customer}` })).status,
      ).toBe(200);
      expect((await call(reader, { method: 'POST', url: '/api/contacts', payload })).status).toBe(403);
    }
    const stranger = await tokenFor({ routes: ['organization'] });
    for (const request of [
      { method: 'GET', url: '/api/contacts' },
      { method: 'GET', url: `/api/contacts/${created.body.id}` },
      { method: 'GET', url: '/api/contacts/export' },
      { method: 'POST', url: '/api/contacts', payload },
      { method: 'PATCH', url: `/api/contacts/${created.body.id}`, payload: { enabled: false } },
      { method: 'DELETE', url: `/api/contacts/${created.body.id}` },
    ] as const) {
      expect((await call(stranger, request)).status, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await call(null, { method: 'GET', url: '/api/contacts' })).status).toBe(401);
    await call(editor, { method: 'DELETE', url: `/api/contacts/${created.body.id}` });
  });
});
