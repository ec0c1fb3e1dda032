import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createCustomer, createUsersRole } from '../users/users.factories';

describe('/api/users-roles', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;

  beforeAll(async () => {
    token = await tokenFor();
  });

  it('lists the customer roles by name for the customer form', async () => {
    await createUsersRole(db, 'Restaurant');
    await createUsersRole(db, 'Caterer');
    const res = await call(token, { method: 'GET', url: '/api/users-roles?fields=id,name' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((role: { name: string }) => role.name)).toEqual(['Caterer', 'Restaurant']);
  });

  it('refuses a duplicate name and the delete of a role customers have', async () => {
    const dup = await call(token, { method: 'POST', url: '/api/users-roles', payload: { name: 'caterer' } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([
      { field: 'name', message: 'A customer role with this name already exists' },
    ]);
    const role = await createUsersRole(db, 'Hostel');
    await createCustomer(db, { usersRoleId: role.id });
    const refused = await call(token, { method: 'DELETE', url: `/api/users-roles/${role.id}` });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Customers have this role; disable it instead');
  });

  it('is read by the customer screens and changed by a superadmin only', async () => {
    const customers = await tokenFor({ routes: ['user'] });
    expect((await call(customers, { method: 'GET', url: '/api/users-roles' })).status).toBe(200);
    const create = await call(customers, {
      method: 'POST',
      url: '/api/users-roles',
      payload: { name: 'Canteen' },
    });
    expect(create.status).toBe(403);
    const catalogue = await tokenFor({ routes: ['brand'] });
    expect((await call(catalogue, { method: 'GET', url: '/api/users-roles' })).status).toBe(403);
  });
});
