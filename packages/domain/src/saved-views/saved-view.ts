import { z } from 'zod';
import { type Access, canRead, isSuperadmin, type Principal } from '../access';
import { int, timestamp } from '../answers';
import { deliveryRuns } from '../delivery/delivery-runs';
import { RESOURCES } from '../resources';
import { hasNul, nulMessage, text } from '../validation';

/**
 * Saved views (issue 31.3): a named set of a list's filters, sort, page size and columns,
 * the staff member's own or shared with all staff, shown as tabs above the list.
 */

export const SAVED_VIEW_NAME_MAX = 40;
/** The longest query string a view keeps: far more than every filter of any list. */
export const SAVED_VIEW_QUERY_MAX = 2000;
/** Views one staff member may keep on one list: tabs beyond this stop being a quick way back. */
export const SAVED_VIEWS_PER_LIST = 30;
const COLUMNS_MAX = 60;
const COLUMN_KEY = /^[A-Za-z0-9_.$-]{1,100}$/;

export const SAVED_VIEW_MESSAGES = {
  name: 'Please enter a name for the view',
  nameLength: `Name should be at most ${SAVED_VIEW_NAME_MAX} characters`,
  listKey: 'There is no such list to save a view of',
  query: `The filters should be at most ${SAVED_VIEW_QUERY_MAX} characters`,
  columns: 'Columns should be a list of column names',
  cannotReadList: 'Your role cannot open this list, so it cannot keep views of it',
  notYours: 'Only the staff member who saved this view may change or delete it',
  notYoursShared: 'Only the staff member who saved this view, or a superadmin, may change or delete it',
  tooMany: `You already have ${SAVED_VIEWS_PER_LIST} views on this list: delete one to save another`,
  duplicate: (name: string) => `You already have a view named "${name}" on this list`,
  saved: 'View saved',
  updated: 'View updated',
  deleted: 'View deleted',
} as const;

/**
 * The lists a view may be saved on, by the list's resource name (its API path: 'orders',
 * 'attributes-values'), each with who may read it. The resource name, not the screen's route
 * key: attributes and their values share the `attribute` screen but are two lists.
 */
const LISTS: Record<string, Access> = {
  ...Object.fromEntries(Object.entries(RESOURCES).map(([name, def]) => [name, def.access])),
  [deliveryRuns.name]: deliveryRuns.access,
};

export function isSavedViewList(listKey: string): boolean {
  return Object.hasOwn(LISTS, listKey);
}

/** Whether the staff member may see and save views of this list: whoever may read its rows. */
export function canKeepViewsOf(principal: Principal, listKey: string): boolean {
  return isSavedViewList(listKey) && canRead(principal, LISTS[listKey]!);
}

/** A saved view's owner and sharing, as the edit rule needs them. */
export interface SavedViewOwnership {
  ownerId: number;
  shared: boolean;
}

/**
 * Who may rename, share, change or delete a view: its owner; a shared view also a superadmin
 * (shared tabs show to all staff, so someone must be able to tidy them). Answers the refusal in
 * words, or undefined when allowed.
 */
export function refusedViewEdit(principal: Principal, view: SavedViewOwnership): string | undefined {
  if (view.ownerId === principal.id) return undefined;
  if (view.shared) return isSuperadmin(principal) ? undefined : SAVED_VIEW_MESSAGES.notYoursShared;
  return SAVED_VIEW_MESSAGES.notYours;
}

/** Whether the staff member sees the view at all: their own, or shared. */
export function canSeeView(principal: Pick<Principal, 'id'>, view: SavedViewOwnership): boolean {
  return view.ownerId === principal.id || view.shared;
}

/**
 * A list's query string as a view keeps it: without a leading '?', without the page (a view
 * opens on page 1), keys in the list's own order.
 */
export function viewQueryOf(raw: string): string {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  params.delete('page');
  return params.toString();
}

const listKey = z
  .string({ error: SAVED_VIEW_MESSAGES.listKey })
  .refine(isSavedViewList, SAVED_VIEW_MESSAGES.listKey)
  .describe("the list's resource name: 'orders', 'products', 'attributes-values'");

const viewName = text({
  required: SAVED_VIEW_MESSAGES.name,
  max: SAVED_VIEW_NAME_MAX,
  maxMessage: SAVED_VIEW_MESSAGES.nameLength,
});

/** The list's state: its URL query (filters, sort, page size) and the columns shown. */
export const savedViewState = z.object({
  query: z
    .string({ error: SAVED_VIEW_MESSAGES.query })
    .max(SAVED_VIEW_QUERY_MAX, SAVED_VIEW_MESSAGES.query)
    .refine((value) => !hasNul(value), nulMessage('The filters'))
    .transform(viewQueryOf)
    .describe("the list's query string as its URL keeps it: 'status=Order+Placed&sort=id,DESC&limit=50'"),
  columns: z
    // Column keys are field names ('productsVariation.sku'): nothing a jsonb refuses (NUL, a lone surrogate).
    .array(z.string().regex(COLUMN_KEY, SAVED_VIEW_MESSAGES.columns), { error: SAVED_VIEW_MESSAGES.columns })
    .max(COLUMNS_MAX, SAVED_VIEW_MESSAGES.columns)
    .transform((columns) => [...new Set(columns)])
    .describe("the columns shown, in the list's order; empty: the list's default columns"),
});
export type SavedViewState = z.output<typeof savedViewState>;

export const savedViewCreate = z.object({
  listKey,
  name: viewName,
  shared: z.boolean({ error: 'Shared must be true or false' }).default(false),
  state: savedViewState,
});
export type SavedViewCreate = z.input<typeof savedViewCreate>;

/** A rename, a change of sharing or of the state kept: whatever is sent. */
export const savedViewUpdate = z.object({
  name: viewName.optional(),
  shared: z.boolean({ error: 'Shared must be true or false' }).optional(),
  state: savedViewState.optional(),
});
export type SavedViewUpdate = z.input<typeof savedViewUpdate>;

export const savedViewListQuery = z.object({ listKey });

/** A view as the API answers it, with what the caller may do with it. */
export const savedViewRow = z.object({
  id: int,
  listKey: z.string(),
  name: z.string(),
  shared: z.boolean(),
  state: z.object({ query: z.string(), columns: z.array(z.string()) }),
  ownerId: int,
  ownerName: z.string().describe("the owner's full name"),
  mine: z.boolean().describe('saved by the caller'),
  canEdit: z.boolean().describe('the caller may rename, share or delete it (refusedViewEdit)'),
  createdTimestamp: timestamp,
  updatedTimestamp: timestamp,
});
export type SavedView = z.output<typeof savedViewRow>;
