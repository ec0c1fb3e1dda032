import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminsRoles } from '../../db/schema';
import { createAdmin, createSession, login } from '../auth/auth.factories';

describe('/api/admins-roles', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let superadminRoleId: number;

  beforeAll(async () => {
    token = await tokenFor();
    const [role] = await db.select().from(adminsRoles).where(eq(adminsRoles.name, 'superadmin'));
    superadminRoleId = role!.id;
  });

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/admins-roles/', payload });

  it('creates a role with the screens it opens, stored once each in the tree order', async () => {
    const res = await create({ name: 'Catalogue desk', routes: ['category', 'brand', 'brand'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Catalogue desk', routes: ['category', 'brand'], enabled: true });
  });

  it('validates the name (3 to 25) and the screens', async () => {
    const short = await create({ name: 'QA' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'name', message: 'Length should be 3 to 25' }]);
    const unknown = await create({ name: 'Odd desk', routes: ['brand', 'warehouse'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'routes.1', message: 'Unknown screen' }]);
    const duplicate = await create({ name: 'catalogue DESK' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([
      { field: 'name', message: 'A role with this name already exists' },
    ]);
  });

  it('lists enabled roles sorted by name for the admin form', async () => {
    await create({ name: 'Archived desk', enabled: false });
    const res = await call(token, {
      method: 'GET',
      url: '/api/admins-roles?filter=enabled||$eq||true&sort=name,ASC',
    });
    const names: string[] = res.body.data.map((row: { name: string }) => row.name);
    expect([...names].sort()).toEqual(['Catalogue desk', 'admin', 'executive', 'superadmin']);
    // Mixed case sorts by the database's collation; the stock names keep their order in any.
    expect(names.filter((name) => name === name.toLowerCase())).toEqual(['admin', 'executive', 'superadmin']);
  });

  it('the screens a role stores are what its admins may open, on the next call', async () => {
    const role = await create({ name: 'Brands only', routes: ['brand', 'category'] });
    const admin = await call(token, {
      method: 'POST',
      url: '/api/admins',
      payload: {
        fullName: 'Meena Iyer',
        emailAddress: 'meena@mandi.in',
        mobileNumber: '9845012345',
        password: 'masala7',
        adminsRoleId: role.body.id,
      },
    });
    expect(admin.status).toBe(201);
    const signIn = await login(call, { emailAddress: 'meena@mandi.in', password: 'masala7' });
    expect(signIn.body).toMatchObject({ roles: ['Brands only'], routes: ['category', 'brand'] });
    const meena = signIn.body.token;
    for (const url of ['/api/states', '/api/pincodes', '/api/admins', '/api/admins-roles']) {
      const res = await call(meena, { method: 'GET', url });
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    const write = await call(meena, { method: 'POST', url: '/api/states', payload: { name: 'Assam' } });
    expect(write.status).toBe(403);

    await call(token, {
      method: 'PATCH',
      url: `/api/admins-roles/${role.body.id}`,
      payload: { routes: ['state'] },
    });
    expect((await call(meena, { method: 'GET', url: '/api/states' })).status).toBe(200);
    expect((await call(meena, { method: 'POST', url: '/api/admins/me' })).body.routes).toEqual(['state']);
  });

  it('never changes or deletes the superadmin role, which opens everything', async () => {
    const url = `/api/admins-roles/${superadminRoleId}`;
    for (const payload of [{ routes: ['brand'] }, { name: 'owner' }, { enabled: false }]) {
      const res = await call(token, { method: 'PATCH', url, payload });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'The superadmin role always opens every screen and cannot be changed or deleted',
      );
    }
    expect((await call(token, { method: 'DELETE', url })).status).toBe(403);
    const me = await call(token, { method: 'POST', url: '/api/admins/me' });
    expect(me.body.routes).toContain('admin-role');
  });

  it('refuses to delete a role in use, and deletes one that is not', async () => {
    const used = await create({ name: 'Delivery desk', routes: ['order'] });
    const sunil = await call(token, {
      method: 'POST',
      url: '/api/admins',
      payload: {
        fullName: 'Sunil Das',
        emailAddress: 'sunil@mandi.in',
        mobileNumber: '9830012345',
        password: 'delivery1',
        adminsRoleId: used.body.id,
      },
    });
    expect(sunil.status).toBe(201);
    const refused = await call(token, { method: 'DELETE', url: `/api/admins-roles/${used.body.id}` });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The role Delivery desk is given to 1 admin and cannot be deleted');
    const spare = await create({ name: 'Spare desk' });
    expect((await call(token, { method: 'DELETE', url: `/api/admins-roles/${spare.body.id}` })).body).toEqual(
      {
        id: spare.body.id,
      },
    );
  });

  it('stops an admin disabling the role they sign in with', async () => {
    const role = await create({ name: 'Staff desk', routes: ['admin-role'] });
    const member = await createAdmin(db, { role: { routes: [] } });
    await db
      .update(adminsRoles)
      .set({ routes: ['admin-role'] })
      .where(eq(adminsRoles.id, member.adminsRoleId));
    const memberToken = await createSession(db, member.id);
    const own = await call(memberToken, {
      method: 'PATCH',
      url: `/api/admins-roles/${member.adminsRoleId}`,
      payload: { enabled: false },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot disable your own role');
    const other = await call(memberToken, {
      method: 'PATCH',
      url: `/api/admins-roles/${role.body.id}`,
      payload: { enabled: false },
    });
    expect(other.body).toEqual({ id: role.body.id, enabled: false });
  });

  it('lets the admins screen read roles but only the roles screen change them', async () => {
    const staffDesk = await tokenFor({ routes: ['admin'] });
    expect((await call(staffDesk, { method: 'GET', url: '/api/admins-roles' })).status).toBe(200);
    const res = await call(staffDesk, {
      method: 'POST',
      url: '/api/admins-roles',
      payload: { name: 'Sneaky desk' },
    });
    expect(res.status).toBe(403);
  });
});
