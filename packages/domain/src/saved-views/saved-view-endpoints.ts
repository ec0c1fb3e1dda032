import { z } from 'zod';
import { idAnswer } from '../answers';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import { savedViewCreate, savedViewListQuery, savedViewRow, savedViewUpdate } from './saved-view';

/**
 * The saved-view calls (issue 31.3). Any signed-in staff member may call them; the service
 * checks that their role may read the view's list (`canKeepViewsOf`) and that they may change
 * the view (`refusedViewEdit`).
 */
const tags = ['Saved view'];

export const savedViewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/saved-views',
  operationId: 'listSavedViews',
  summary: "One list's saved views",
  description:
    "The views of one list the caller sees: their own and those shared with all staff, the caller's own first, then by name. 400: an unknown list. 403: the caller's role cannot open the list.",
  tags,
  auth: 'signed-in',
  query: savedViewListQuery,
  answer: z.object({ data: z.array(savedViewRow) }),
});

export const createSavedViewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/saved-views',
  operationId: 'createSavedView',
  summary: 'Save a view of a list',
  description:
    "Keeps the list's filters, sort, page size and columns under a name, for the caller or shared with all staff, with its audit entry. 400: no name or one over 40 characters, an unknown list, a query over 2,000 characters. 403: the caller's role cannot open the list. 409: the caller already has a view of that name on the list (any case), or already keeps 30 views of it.",
  tags,
  auth: 'signed-in',
  body: savedViewCreate,
  answer: savedViewRow,
  status: 201,
});

export const updateSavedViewEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/saved-views/:id',
  operationId: 'updateSavedView',
  summary: 'Rename, share or change a saved view',
  description:
    "Changes what is sent of the name, the sharing and the state kept, with its audit entry. Only the view's owner may; a shared view also a superadmin. 400: an empty or too long name. 403: someone else's shared view. 404: no such view, or another's view that is not shared. 409: the owner already has a view of that name on the list.",
  tags,
  auth: 'signed-in',
  params: endpointIdParams,
  body: savedViewUpdate,
  answer: savedViewRow,
});

export const deleteSavedViewEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/saved-views/:id',
  operationId: 'deleteSavedView',
  summary: 'Delete a saved view',
  description:
    "Deletes the view, with its audit entry. Only the view's owner may; a shared view also a superadmin. 403: someone else's shared view. 404: no such view, or another's view that is not shared.",
  tags,
  auth: 'signed-in',
  params: endpointIdParams,
  answer: idAnswer,
});
