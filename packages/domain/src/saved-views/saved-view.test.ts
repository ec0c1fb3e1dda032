import { describe, expect, it } from 'vitest';
import type { Principal } from '../access';
import {
  canKeepViewsOf,
  canSeeView,
  refusedViewEdit,
  SAVED_VIEW_MESSAGES,
  savedViewCreate,
  savedViewUpdate,
  viewQueryOf,
} from './saved-view';

const owner: Principal = { id: 7, roles: ['admin'], routes: ['order', 'product'] };
const colleague: Principal = { id: 8, roles: ['executive'], routes: ['product'] };
const superadmin: Principal = { id: 1, roles: ['superadmin'], routes: [] };

describe('saved views', () => {
  it('lets only the owner change a private view, and the owner or a superadmin a shared one', () => {
    const mine = { ownerId: 7, shared: false };
    const shared = { ownerId: 7, shared: true };
    expect(refusedViewEdit(owner, mine)).toBeUndefined();
    expect(refusedViewEdit(owner, shared)).toBeUndefined();
    expect(refusedViewEdit(colleague, mine)).toBe(SAVED_VIEW_MESSAGES.notYours);
    expect(refusedViewEdit(colleague, shared)).toBe(SAVED_VIEW_MESSAGES.notYoursShared);
    expect(refusedViewEdit(superadmin, mine)).toBe(SAVED_VIEW_MESSAGES.notYours);
    expect(refusedViewEdit(superadmin, shared)).toBeUndefined();
  });

  it('shows a view to its owner, and a shared one to everyone', () => {
    expect(canSeeView(colleague, { ownerId: 7, shared: false })).toBe(false);
    expect(canSeeView(colleague, { ownerId: 7, shared: true })).toBe(true);
    expect(canSeeView(owner, { ownerId: 7, shared: false })).toBe(true);
  });

  it('keeps views only of lists the role may read, by the resource name', () => {
    expect(canKeepViewsOf(owner, 'orders')).toBe(true);
    expect(canKeepViewsOf(colleague, 'orders')).toBe(false);
    expect(canKeepViewsOf(colleague, 'products')).toBe(true);
    expect(canKeepViewsOf(superadmin, 'delivery-runs')).toBe(true);
    expect(canKeepViewsOf(superadmin, 'no-such-list')).toBe(false);
    // A name from the prototype chain is no list.
    expect(canKeepViewsOf(superadmin, 'constructor')).toBe(false);
  });

  it('keeps the query without its leading ? and its page: a view opens on page 1', () => {
    expect(viewQueryOf('?status=Order+Placed&page=3&sort=id,DESC')).toBe(
      'status=Order+Placed&sort=id%2CDESC',
    );
    expect(viewQueryOf('')).toBe('');
  });

  it('checks a new view: a trimmed name of at most 40 characters, a known list, the state', () => {
    const ok = savedViewCreate.parse({
      listKey: 'orders',
      name: '  Placed today ',
      state: { query: '?status=Order+Placed&page=2', columns: ['id', 'status', 'id'] },
    });
    expect(ok).toEqual({
      listKey: 'orders',
      name: 'Placed today',
      shared: false,
      state: { query: 'status=Order+Placed', columns: ['id', 'status'] },
    });
    const refusals = (body: unknown) =>
      savedViewCreate.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    const state = { query: '', columns: [] };
    expect(refusals({ listKey: 'orders', name: '  ', state })).toEqual([SAVED_VIEW_MESSAGES.name]);
    expect(refusals({ listKey: 'orders', name: 'x'.repeat(41), state })).toEqual([
      SAVED_VIEW_MESSAGES.nameLength,
    ]);
    expect(refusals({ listKey: 'nothing', name: 'A', state })).toEqual([SAVED_VIEW_MESSAGES.listKey]);
    expect(
      refusals({ listKey: 'orders', name: 'A', state: { query: 'a'.repeat(2001), columns: [] } }),
    ).toEqual([SAVED_VIEW_MESSAGES.query]);
    // A column key jsonb could not keep (NUL) is refused, not a 5xx.
    expect(refusals({ listKey: 'orders', name: 'A', state: { query: '', columns: ['a\u0000'] } })).toEqual([
      SAVED_VIEW_MESSAGES.columns,
    ]);
  });

  it('takes a rename alone, without the rest', () => {
    expect(savedViewUpdate.parse({ name: ' New ' })).toEqual({ name: 'New' });
    expect(savedViewUpdate.safeParse({ name: '' }).success).toBe(false);
  });
});
