import {
  canKeepViewsOf,
  canSeeView,
  type Principal,
  refusedViewEdit,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewState,
} from '@mandi/domain';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { lockUnique } from '../../lib/unique-lock';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { savedViewsRepository as repo, type StoredView, type ViewWithOwner } from './saved-views.repository';

/** What the audit entries name. */
const RESOURCE = 'saved-views';
/** The key a view's name locks on while it is checked and written (unique per owner and list). */
const NAME_LOCK = 'saved_views.name';

/** A view as the caller sees it: with whether it is theirs and whether they may change it. */
export function presentView(viewer: Principal, view: ViewWithOwner): SavedView {
  return {
    id: view.id,
    listKey: view.listKey,
    name: view.name,
    shared: view.shared,
    state: { query: view.state.query, columns: view.state.columns },
    ownerId: view.ownerId,
    ownerName: view.ownerName,
    mine: view.ownerId === viewer.id,
    canEdit: refusedViewEdit(viewer, view) === undefined,
    createdTimestamp: view.createdTimestamp.toISOString(),
    updatedTimestamp: view.updatedTimestamp.toISOString(),
  };
}

function checkList(actor: Principal, listKey: string): void {
  if (!canKeepViewsOf(actor, listKey)) throw forbidden(SAVED_VIEW_MESSAGES.cannotReadList);
}

/** Refuses a name the owner already gives another view of the list (any case). */
async function checkName(
  tx: Tx,
  view: { ownerId: number; listKey: string; name: string },
  exceptId?: number,
) {
  await lockUnique(tx, NAME_LOCK, view.ownerId, view.listKey, view.name);
  if (await repo.nameTaken(tx, view, exceptId)) {
    const message = SAVED_VIEW_MESSAGES.duplicate(view.name);
    throw conflict(message, [{ field: 'name', message }]);
  }
}

async function answerOf(call: ResourceCall, tx: Tx, id: number): Promise<SavedView> {
  return presentView(call.actor, (await repo.withOwner(tx, id))!);
}

export async function listViews(call: ResourceCall, listKey: string): Promise<{ data: SavedView[] }> {
  checkList(call.actor, listKey);
  const views = await repo.listFor(call.db, listKey, call.actor.id);
  return { data: views.map((view) => presentView(call.actor, view)) };
}

export interface NewViewInput {
  listKey: string;
  name: string;
  shared: boolean;
  state: SavedViewState;
}

/** Saves a view of a list for the caller, or shared with all staff (POST /saved-views). */
export function createView(call: ResourceCall, input: NewViewInput): Promise<SavedView> {
  checkList(call.actor, input.listKey);
  const ownerId = call.actor.id;
  return call.db.transaction(async (tx) => {
    await checkName(tx, { ownerId, listKey: input.listKey, name: input.name });
    if ((await repo.countOwn(tx, ownerId, input.listKey)) >= SAVED_VIEWS_PER_LIST)
      throw conflict(SAVED_VIEW_MESSAGES.tooMany);
    const row = await repo.insert(tx, { ...input, ownerId, createdBy: ownerId, updatedBy: ownerId });
    await recordAudit(tx, authorOf(call), {
      resource: RESOURCE,
      recordId: row.id,
      action: 'create',
      after: row,
    });
    return answerOf(call, tx, row.id);
  });
}

/** The view locked, when the caller sees it, may open its list and may change it. */
async function editable(call: ResourceCall, tx: Tx, id: number): Promise<StoredView> {
  const view = await repo.lock(tx, id);
  // Another's private view is not there for the caller: 404, as for no view at all.
  if (!view || !canSeeView(call.actor, view)) throw notFound('Saved view', id);
  checkList(call.actor, view.listKey);
  const refused = refusedViewEdit(call.actor, view);
  if (refused) throw forbidden(refused);
  return view;
}

export interface ViewChange {
  name?: string;
  shared?: boolean;
  state?: SavedViewState;
}

/** Renames, shares or unshares, or changes the state kept (PATCH /saved-views/{id}). */
export function updateView(call: ResourceCall, id: number, change: ViewChange): Promise<SavedView> {
  return call.db.transaction(async (tx) => {
    const before = await editable(call, tx, id);
    if (change.name !== undefined && change.name.toLowerCase() !== before.name.toLowerCase())
      await checkName(tx, { ownerId: before.ownerId, listKey: before.listKey, name: change.name }, id);
    const values = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const after = await repo.update(tx, id, {
      ...values,
      updatedBy: call.actor.id,
      updatedTimestamp: new Date(),
    });
    await recordAudit(tx, authorOf(call), {
      resource: RESOURCE,
      recordId: id,
      action: 'update',
      before,
      after,
    });
    return answerOf(call, tx, id);
  });
}

/** Deletes a view (DELETE /saved-views/{id}). */
export function deleteView(call: ResourceCall, id: number): Promise<{ id: number }> {
  return call.db.transaction(async (tx) => {
    const before = await editable(call, tx, id);
    await repo.remove(tx, id);
    await recordAudit(tx, authorOf(call), { resource: RESOURCE, recordId: id, action: 'delete', before });
    return { id };
  });
}
