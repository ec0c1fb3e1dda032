import { totalPurchaseEndpoint } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { refreshCustomerTotals } from './customer-totals.repository';
import { createCustomer, createOrder, createOrganization, createUsersRole } from './users.factories';

describe('/api/users', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let token: string;
  let roleId: number;
  let organizationId: number;
  let organizationName: string;

  beforeAll(async () => {
    token = await tokenFor();
    roleId = (await createUsersRole(db, 'Retailer')).id;
    const organization = await createOrganization(db, 'Sharma General Store');
    organizationId = organization.id;
    organizationName = organization.name;
  });

  let mobileSerial = 0;
  const valid = (overrides: Record<string, unknown> = {}) => {
    mobileSerial += 1;
    return {
      fullName: 'Meena Sharma',
      emailAddress: `meena.${Math.random().toString(36).slice(2, 8)}@example.in`,
      mobileNumber: `94${String(10000000 + mobileSerial).slice(-8)}`,
      password: 'kirana42',
      usersRoleId: roleId,
      organizationId,
      status: 'Approved',
      gender: 'female',
      panNumber: 'AAPFU0939F',
      gstNumber: '27AAPFU0939F1ZV',
      ...overrides,
    };
  };
  const register = (payload: Record<string, unknown>, as = token) =>
    call(as, { method: 'POST', url: '/api/users', payload });
  const manage = (payload: Record<string, unknown>, as = token) =>
    call(as, { method: 'POST', url: '/api/users/manage', payload });
  const list = (query: string, as = token) => call(as, { method: 'GET', url: `/api/users?${query}` });

  it('registers a customer with an argon2id password it never answers', async () => {
    const res = await register(valid({ emailAddress: 'meena@example.in', mobileNumber: '9876500001' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fullName: 'Meena Sharma',
      status: 'Approved',
      usersRoleId: roleId,
      organizationId,
      organizationName,
      lifetimeValue: 0,
      totalOrders: 0,
      averageOrderValue: 0,
      latestOrders: [],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const [stored] = await db.select().from(users).where(eq(users.id, res.body.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash!, 'kirana42')).toBe(true);
    const listed = await list('filter=emailAddress||$eq||meena@example.in');
    expect(JSON.stringify(listed.body)).not.toMatch(/password|argon2/i);
  });

  it('validates with the spec lengths and messages', async () => {
    const res = await register({
      fullName: 'Al',
      emailAddress: 'not-an-email',
      mobileNumber: '98123',
      password: '12345',
      panNumber: '1234567',
      gstNumber: '27AAPFU0939F1Z',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'Length should be 3 to 150' },
        { field: 'emailAddress', message: 'Please enter valid email' },
        { field: 'mobileNumber', message: 'Length should be 10 only' },
        { field: 'password', message: 'Length should be greater than 6' },
        { field: 'usersRoleId', message: 'Please enter choose a role' },
        { field: 'organizationId', message: 'Please choose an organization' },
        { field: 'panNumber', message: 'Length should be 8 to 19' },
        { field: 'gstNumber', message: 'Length should be 15 only' },
      ]),
    );
    const badStatus = await register(valid({ status: 'Blocked' }));
    expect(badStatus.body.errors).toEqual([{ field: 'status', message: 'Please choose a status' }]);
    const longName = await register(valid({ fullName: 'x'.repeat(151) }));
    expect(longName.body.errors).toEqual([{ field: 'fullName', message: 'Length should be 3 to 150' }]);
  });

  it('keeps a mobile typed with +91, spaces and dashes as its ten digits; mobile is optional', async () => {
    const res = await register(valid({ mobileNumber: '+91 98765-00002' }));
    expect(res.status).toBe(201);
    expect(res.body.mobileNumber).toBe('9876500002');
    const none = await register(valid({ mobileNumber: '' }));
    expect(none.status).toBe(201);
    expect(none.body.mobileNumber).toBeNull();
  });

  it('refuses an unknown role or organization in their fields', async () => {
    const role = await register(valid({ usersRoleId: 99999 }));
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual([{ field: 'usersRoleId', message: 'Please enter choose a role' }]);
    const organization = await register(valid({ organizationId: 99999 }));
    expect(organization.body.errors).toEqual([
      { field: 'organizationId', message: 'Please choose an organization' },
    ]);
  });

  it('refuses a duplicate email (any case) or mobile with 409 naming the field', async () => {
    const email = await register(valid({ emailAddress: 'MEENA@Example.in' }));
    expect(email.status).toBe(409);
    expect(email.body.errors).toEqual([
      { field: 'emailAddress', message: 'A customer with this email already exists' },
    ]);
    const mobile = await register(valid({ mobileNumber: '+91 98765 00001' }));
    expect(mobile.status).toBe(409);
    expect(mobile.body.errors).toEqual([
      { field: 'mobileNumber', message: 'A customer with this mobile number already exists' },
    ]);
    const other = await register(valid());
    const update = await call(token, {
      method: 'PATCH',
      url: `/api/users/${other.body.id}`,
      payload: { mobileNumber: '9876500001' },
    });
    expect(update.status).toBe(409);
    expect(update.body.errors[0].field).toBe('mobileNumber');
  });

  it('manages from the staff form: creates without id, updates with it', async () => {
    const created = await manage(valid({ fullName: 'Ravi Traders' }));
    expect(created.status).toBe(201);
    expect(created.body.createdBy).not.toBeNull();
    const noPassword = await manage({ ...valid(), password: undefined });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual([{ field: 'password', message: 'Please enter password' }]);
    const updated = await manage({ id: created.body.id, fullName: 'Ravi Traders Pvt', status: 'Rejected' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      fullName: 'Ravi Traders Pvt',
      status: 'Rejected',
    });
    const [stored] = await db.select().from(users).where(eq(users.id, created.body.id));
    expect(await verifyPassword(stored!.passwordHash!, 'kirana42')).toBe(true);
    const missing = await manage({ id: 99999, fullName: 'Nobody here' });
    expect(missing.status).toBe(404);
  });

  it('updates, toggles and reads one customer', async () => {
    const created = await register(valid());
    const url = `/api/users/${created.body.id}`;
    const patched = await call(token, {
      method: 'PATCH',
      url,
      payload: { fullName: 'Meena S', gender: 'other' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ fullName: 'Meena S', gender: 'other', organizationName });
    const toggle = await call(token, { method: 'PATCH', url, payload: { enabled: false } });
    expect(toggle.body).toEqual({ id: created.body.id, enabled: false });
    const one = await call(token, { method: 'GET', url });
    expect(one.body).toMatchObject({ enabled: false, fullName: 'Meena S', latestOrders: [] });
    expect((await call(token, { method: 'GET', url: '/api/users/99999' })).status).toBe(404);
  });

  it('sets a new password when a change sends one, and never answers it', async () => {
    const created = await register(valid());
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/users/${created.body.id}`,
      payload: { password: 'masala99' },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const [stored] = await db.select().from(users).where(eq(users.id, created.body.id));
    expect(await verifyPassword(stored!.passwordHash!, 'masala99')).toBe(true);
    const short = await call(token, {
      method: 'PATCH',
      url: `/api/users/${created.body.id}`,
      payload: { password: '12345' },
    });
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Length should be greater than 6' }]);
  });

  it('finds a customer by a mobile typed with +91, spaces and dashes', async () => {
    await createCustomer(db, { fullName: 'Kavita Iyer', mobileNumber: '9876543210' });
    const typed = encodeURIComponent('+91 98765-43210');
    const res = await list(`filter=mobileNumber||$starts||${typed}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { fullName: string }) => row.fullName)).toEqual(['Kavita Iyer']);
    const prefix = await list(`filter=mobileNumber||$starts||${encodeURIComponent('+91 98765 4')}`);
    expect(prefix.body.total).toBe(1);
  });

  it('filters name and email by contains, and enabled', async () => {
    await createCustomer(db, {
      fullName: 'Zoravar Gill',
      emailAddress: 'zoravar@farmfresh.in',
      enabled: false,
    });
    const byName = await list('filter=fullName||$contL||ORAVA');
    expect(byName.body.data.map((row: { fullName: string }) => row.fullName)).toEqual(['Zoravar Gill']);
    const byEmail = await list('filter=emailAddress||$contL||farmfresh');
    expect(byEmail.body.total).toBe(1);
    const disabled = await list('filter=enabled||$eq||false&filter=fullName||$contL||zoravar');
    expect(disabled.body.total).toBe(1);
    const enabled = await list('filter=enabled||$eq||true&filter=fullName||$contL||zoravar');
    expect(enabled.body.total).toBe(0);
    const count = await call(token, {
      method: 'GET',
      url: '/api/users/count?filter=fullName||$contL||zoravar',
    });
    expect(count.body).toEqual({ count: 1 });
    const bad = await list('filter=passwordHash||$eq||x');
    expect(bad.status).toBe(400);
  });

  describe('order totals', () => {
    let buyer: number;
    let small: number;
    let never: number;

    beforeAll(async () => {
      buyer = (await createCustomer(db, { fullName: 'Totals Buyer' })).id;
      small = (await createCustomer(db, { fullName: 'Totals Small' })).id;
      never = (await createCustomer(db, { fullName: 'Totals Never' })).id;
      const day = (iso: string) => new Date(iso);
      await createOrder(db, buyer, 'Order Placed', 500, day('2026-03-01T10:00:00+05:30'));
      await createOrder(db, buyer, 'Out for Delivery', 250.5, day('2026-03-02T10:00:00+05:30'));
      await createOrder(db, buyer, 'Order Delivered', 1000, day('2026-03-03T23:30:00+05:30'));
      await createOrder(db, buyer, 'Partial Payment', 100, day('2026-03-04T00:15:00+05:30'));
      await createOrder(db, buyer, 'Order Cancelled', 9000, day('2026-03-05T10:00:00+05:30'));
      await createOrder(db, buyer, 'In Cart', 7000);
      await createOrder(db, small, 'Order Delivered', 80, day('2026-02-01T10:00:00+05:30'));
      await createOrder(db, small, 'Order Cancelled', 5000, day('2026-02-02T10:00:00+05:30'));
      await refreshCustomerTotals(db, [buyer, small, never]);
    });

    it('counts placed, out for delivery, delivered and partly paid orders, not carts or cancelled', async () => {
      const one = await call(token, { method: 'GET', url: `/api/users/${buyer}` });
      expect(one.body).toMatchObject({
        lifetimeValue: 1850.5,
        totalOrders: 4,
        averageOrderValue: 462.63,
        hasPlacedOrder: true,
        lastOrderTotal: 100,
        lastOrderTimestamp: new Date('2026-03-04T00:15:00+05:30').toISOString(),
      });
      expect(one.body.latestOrders.map((order: { status: string }) => order.status)).toEqual([
        'Order Cancelled',
        'Partial Payment',
        'Order Delivered',
        'Out for Delivery',
        'Order Placed',
      ]);
      const none = await call(token, { method: 'GET', url: `/api/users/${never}` });
      expect(none.body).toMatchObject({
        lifetimeValue: 0,
        totalOrders: 0,
        hasPlacedOrder: false,
        lastOrderTotal: null,
      });
    });

    it('sorts by highest and lowest, recent and previous order, never-ordered last', async () => {
      const names = async (sort: string) =>
        (await list(`filter=fullName||$starts||Totals&sort=${sort}`)).body.data.map(
          (row: { fullName: string }) => row.fullName,
        );
      expect(await names('lastOrderTotal,DESC')).toEqual(['Totals Buyer', 'Totals Small', 'Totals Never']);
      expect(await names('lastOrderTotal,ASC')).toEqual(['Totals Small', 'Totals Buyer', 'Totals Never']);
      expect(await names('lastOrderTimestamp,DESC')).toEqual([
        'Totals Buyer',
        'Totals Small',
        'Totals Never',
      ]);
      expect(await names('lastOrderTimestamp,ASC')).toEqual(['Totals Small', 'Totals Buyer', 'Totals Never']);
      expect(await names('lifetimeValue,DESC')).toEqual(['Totals Buyer', 'Totals Small', 'Totals Never']);
      expect(await names('id,DESC')).toEqual(['Totals Never', 'Totals Small', 'Totals Buyer']);
    });

    it('answers the purchases of a period in India days', async () => {
      const purchase = (payload: Record<string, unknown>) =>
        call(token, { method: 'POST', url: '/api/orders/total-purchase', payload });
      const all = await typedEndpoint(call, token, totalPurchaseEndpoint, {
        body: { userId: buyer, startDate: '2026-03-01', endDate: '2026-03-31' },
      });
      expect(all.body).toMatchObject({ totalPurchase: 1850.5, orders: 4 });
      // 23:30 IST on the 3rd is the 3rd; 00:15 IST on the 4th is the 4th (18:45 UTC on the 3rd).
      const third = await purchase({ userId: buyer, startDate: '2026-03-03', endDate: '2026-03-03' });
      expect(third.body).toMatchObject({ totalPurchase: 1000, orders: 1 });
      const reversed = await purchase({ userId: buyer, startDate: '2026-03-04', endDate: '2026-03-01' });
      expect(reversed.status).toBe(400);
      expect(reversed.body.errors).toEqual([
        { field: 'endDate', message: 'Start date should not be after end date' },
      ]);
      expect((await purchase({ userId: 99999, startDate: '2026-03-01', endDate: '2026-03-02' })).status).toBe(
        404,
      );
      expect((await purchase({ userId: buyer, startDate: 'March', endDate: '2026-03-02' })).status).toBe(400);
    });

    it('refuses to delete a customer with orders (409 with the reason); deletes one without', async () => {
      const refused = await call(token, { method: 'DELETE', url: `/api/users/${small}` });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This customer has orders and cannot be deleted; disable the customer instead',
      );
      expect((await call(token, { method: 'GET', url: `/api/users/${small}` })).status).toBe(200);
      const removed = await call(token, { method: 'DELETE', url: `/api/users/${never}` });
      expect(removed.body).toEqual({ id: never });
      expect((await call(token, { method: 'GET', url: `/api/users/${never}` })).status).toBe(404);
    });
  });

  it('exports id, full name, email, contact, role, organization and created with the list filters', async () => {
    const created = await register(valid({ fullName: 'Export Person', mobileNumber: '9000000001' }));
    const check = async (res: { statusCode: number; rawPayload: Buffer }) => {
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'ID',
        'Full Name',
        'Email',
        'Contact',
        'Role',
        'Organization',
        'Created',
      ]);
      expect(sheet.rowCount).toBe(2);
      const row = sheet.getRow(2).values as unknown[];
      expect(row.slice(1, 7)).toEqual([
        created.body.id,
        'Export Person',
        created.body.emailAddress,
        '9000000001',
        'Retailer',
        organizationName,
      ]);
      expect(row[7]).toBeInstanceOf(Date);
    };
    const headers = { authorization: `Bearer ${token}` };
    await check(
      await app.inject({
        method: 'POST',
        url: '/api/users/export',
        headers,
        payload: { filter: `mobileNumber||$starts||${'+91 90000 00001'}` },
      }),
    );
    await check(
      await app.inject({
        method: 'GET',
        url: '/api/users/export?filter=fullName||$eq||Export%20Person',
        headers,
      }),
    );
  });

  it('answers the customer roles', async () => {
    const res = await call(token, { method: 'GET', url: '/api/users-roles' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((role: { name: string }) => role.name)).toContain('Retailer');
  });

  it('answers 403 to a role without the customers screen, 401 without a token', async () => {
    const catalogue = await tokenFor({ routes: ['brand', 'category'] });
    const any = (await register(valid())).body.id;
    const calls = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: `/api/users/${any}` },
      { method: 'GET', url: '/api/users/count' },
      { method: 'GET', url: '/api/users-roles' },
      { method: 'POST', url: '/api/users', payload: valid() },
      { method: 'POST', url: '/api/users/manage', payload: valid() },
      { method: 'POST', url: '/api/users/export', payload: {} },
      { method: 'PATCH', url: `/api/users/${any}`, payload: { enabled: false } },
      { method: 'DELETE', url: `/api/users/${any}` },
      {
        method: 'POST',
        url: '/api/orders/total-purchase',
        payload: { userId: any, startDate: '2026-01-01', endDate: '2026-01-02' },
      },
    ] as const;
    for (const options of calls) {
      expect((await call(catalogue, options)).status, `${options.method} ${options.url}`).toBe(403);
      expect((await call(null, options)).status, `${options.method} ${options.url}`).toBe(401);
    }
    // The orders screen reads customers and their purchases, but does not change them.
    const orders = await tokenFor({ routes: ['order'] });
    expect((await call(orders, { method: 'GET', url: '/api/users' })).status).toBe(200);
    expect((await register(valid(), orders)).status).toBe(403);
    expect((await call(token, { method: 'GET', url: `/api/users/${any}` })).body.enabled).toBe(true);
  });
});
