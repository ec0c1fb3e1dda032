import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createAdmin, login } from './auth.factories';

/**
 * An instance forgets the sessions it checked before it answers any write (plugins/auth.ts),
 * so the writer's next call is checked anew even before the write's NOTIFY comes back from
 * PostgreSQL. Here the notice never comes (this file's database has no session triggers), so
 * only that forgetting can refuse the signed-out token.
 */
describe('the session cache and this instance’s writes', async () => {
  const { call, database } = await createTestApp();
  const db = database.db;
  await db.execute(sql`drop trigger "admin_sessions_changed" on "admin_sessions"`);

  it('a token signed out on this instance is refused on its next call', async () => {
    const admin = await createAdmin(db);
    const token = (await login(call, { emailAddress: admin.email, password: admin.password })).body
      .token as string;
    const routes = () => call(token, { method: 'GET', url: '/api/routes' });
    expect((await routes()).status).toBe(200);
    expect((await call(token, { method: 'POST', url: '/api/admins/logout' })).status).toBe(200);
    expect((await routes()).status).toBe(401);
  });
});
