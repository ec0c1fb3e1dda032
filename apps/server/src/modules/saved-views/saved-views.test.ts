import {
  createSavedViewEndpoint,
  deleteSavedViewEndpoint,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_PER_LIST,
  savedViewsEndpoint,
  updateSavedViewEndpoint,
} from '@mandi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { auditEntries, savedViews } from '../../db/schema';

/**
 * Saved views (issue 31.3): the caller's own and the shared ones, another staff member's
 * sight of them, and every refusal answered in words with nothing changed.
 */
describe('saved views', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let owner: string;
  let colleague: string;
  let superadmin: string;
  let catalogueOnly: string;

  const list = (token: string, listKey: string) =>
    typedEndpoint(call, token, savedViewsEndpoint, { query: { listKey } });
  const create = (token: string, body: Record<string, unknown>) =>
    typedEndpoint(call, token, createSavedViewEndpoint, {
      body: { listKey: 'orders', state: { query: '', columns: [] }, ...body } as never,
    });
  const update = (token: string, id: number, body: Record<string, unknown>) =>
    typedEndpoint(call, token, updateSavedViewEndpoint, { params: { id }, body: body as never });
  const remove = (token: string, id: number) =>
    typedEndpoint(call, token, deleteSavedViewEndpoint, { params: { id } });

  /** Everything a write touches, to show a refusal wrote nothing. */
  const written = async () => ({
    views: await db.select().from(savedViews).orderBy(asc(savedViews.id)),
    audit: (
      await db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditEntries)
        .where(eq(auditEntries.resource, 'saved-views'))
    )[0]!.count,
  });
  const expectRefused = async (
    answer: Promise<{ status: number; body: unknown }>,
    status: number,
    message: string,
  ) => {
    const before = await written();
    const { status: got, body } = await answer;
    expect(got, JSON.stringify(body)).toBe(status);
    expect(body).toMatchObject({ statusCode: status, message });
    expect(await written()).toEqual(before);
  };

  beforeAll(async () => {
    owner = await tokenFor({ routes: ['order', 'tax', 'brand'], name: 'Order desk' });
    colleague = await tokenFor({ routes: ['order', 'tax'] });
    superadmin = await tokenFor('superadmin');
    catalogueOnly = await tokenFor({ routes: ['product'] });
  });

  it('saves a private and a shared view; a colleague sees only the shared one, each marked whose', async () => {
    const state = { query: '?status=Order+Placed&sort=id,DESC&page=3', columns: ['id', 'status'] };
    const mine = await create(owner, { name: '  Placed, newest ', state });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body).toMatchObject({
      listKey: 'orders',
      name: 'Placed, newest',
      shared: false,
      // The page is dropped: a view opens on page 1.
      state: { query: 'status=Order+Placed&sort=id%2CDESC', columns: ['id', 'status'] },
      mine: true,
      canEdit: true,
    });
    const shared = await create(owner, { name: 'Everyone: COD', shared: true });
    expect(shared.status).toBe(201);

    const ownView = await list(owner, 'orders');
    expect(ownView.body.data.map((view) => view.name)).toEqual(['Everyone: COD', 'Placed, newest']);

    const seen = await list(colleague, 'orders');
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual([
      expect.objectContaining({ id: shared.body.id, shared: true, mine: false, canEdit: false }),
    ]);
    expect(seen.body.data[0]!.ownerName).toBe(mine.body.ownerName);
    // Another list's views are not this list's.
    expect((await list(owner, 'products')).body.data).toEqual([]);

    const audit = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'saved-views'), eq(auditEntries.recordId, String(mine.body.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create' });
    expect(audit[0]!.changes).toContainEqual({ field: 'name', before: null, after: 'Placed, newest' });
  });

  it('renames, shares and deletes the own view, each with its audit entry', async () => {
    const view = (await create(owner, { name: 'Draft' })).body;
    const renamed = await update(owner, view.id, { name: 'Today', shared: true });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: view.id, name: 'Today', shared: true });
    expect((await list(colleague, 'orders')).body.data.map((row) => row.name)).toContain('Today');

    const gone = await remove(owner, view.id);
    expect(gone).toMatchObject({ status: 200, body: { id: view.id } });
    expect((await list(owner, 'orders')).body.data.map((row) => row.id)).not.toContain(view.id);
    const actions = await db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'saved-views'), eq(auditEntries.recordId, String(view.id))))
      .orderBy(asc(auditEntries.id));
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it("refuses a colleague's change to a shared view (403) and hides a private one (404); a superadmin may tidy the shared", async () => {
    const shared = (await create(owner, { name: 'Shared one', shared: true })).body;
    const secret = (await create(owner, { name: 'Mine only' })).body;
    await expectRefused(
      update(colleague, shared.id, { name: 'Taken over' }),
      403,
      SAVED_VIEW_MESSAGES.notYoursShared,
    );
    await expectRefused(remove(colleague, shared.id), 403, SAVED_VIEW_MESSAGES.notYoursShared);
    await expectRefused(
      update(colleague, secret.id, { name: 'Seen' }),
      404,
      `Saved view ${secret.id} not found`,
    );
    await expectRefused(remove(superadmin, secret.id), 404, `Saved view ${secret.id} not found`);

    const tidied = await update(superadmin, shared.id, { name: 'Shared, tidied' });
    expect(tidied.status, JSON.stringify(tidied.body)).toBe(200);
    // Still the owner's view.
    expect(tidied.body).toMatchObject({ name: 'Shared, tidied', mine: false, canEdit: true });
    expect((await remove(superadmin, shared.id)).status).toBe(200);
  });

  it('refuses a list the role cannot open, an unknown list, a bad name, a duplicate and the 31st view, saying why', async () => {
    await expectRefused(create(catalogueOnly, { name: 'Orders?' }), 403, SAVED_VIEW_MESSAGES.cannotReadList);
    const refusedList = await list(catalogueOnly, 'orders');
    expect(refusedList).toMatchObject({ status: 403, body: { message: SAVED_VIEW_MESSAGES.cannotReadList } });
    await expectRefused(create(owner, { name: 'X', listKey: 'secrets' }), 400, SAVED_VIEW_MESSAGES.listKey);
    await expectRefused(create(owner, { name: ' ' }), 400, SAVED_VIEW_MESSAGES.name);
    await expectRefused(create(owner, { name: 'n'.repeat(41) }), 400, SAVED_VIEW_MESSAGES.nameLength);

    const first = (await create(owner, { name: 'Unique name', listKey: 'taxes' })).body;
    await expectRefused(
      create(owner, { name: 'UNIQUE NAME', listKey: 'taxes' }),
      409,
      SAVED_VIEW_MESSAGES.duplicate('UNIQUE NAME'),
    );
    const second = (await create(owner, { name: 'Other', listKey: 'taxes' })).body;
    await expectRefused(
      update(owner, second.id, { name: 'unique name' }),
      409,
      SAVED_VIEW_MESSAGES.duplicate('unique name'),
    );
    // The same name on another list, or another staff member's, is no clash.
    expect((await create(owner, { name: 'Unique name', listKey: 'brands' })).status).toBe(201);
    expect((await create(colleague, { name: 'Unique name', listKey: 'taxes' })).status).toBe(201);
    expect((await update(owner, first.id, { name: 'unique NAME' })).status).toBe(200);

    for (let n = 2; n < SAVED_VIEWS_PER_LIST; n++)
      await create(owner, { name: `Bulk ${n}`, listKey: 'taxes' });
    await expectRefused(
      create(owner, { name: 'One too many', listKey: 'taxes' }),
      409,
      SAVED_VIEW_MESSAGES.tooMany,
    );
  });

  it('asks for a signed-in staff member', async () => {
    const answer = await call(null, { method: 'GET', url: '/api/saved-views?listKey=orders' });
    expect(answer.status).toBe(401);
  });
});
