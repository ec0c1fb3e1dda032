import type { Random } from '../db/seed/random';
import {
  badIds,
  bodyRequests,
  contentTypeRequests,
  type FuzzRequest,
  fillPath,
  listQueryRequests,
  type Operation,
  queryValueRequests,
} from './malformed-requests';

/**
 * The malformed requests the OpenAPI fuzz sends to one operation, whether to the app in the
 * test's process (openapi-fuzz.test.ts) or to the real server in a child (faults/memory.test.ts).
 * With the same seed and operations, both draw the same cases.
 */

/** Change it to explore; a failure names its request, which this seed replays. */
export const FUZZ_SEED = 20_261_124;

/** The JSON body of a signed-in GET answered 200 with JSON, else undefined. */
export type ReadJson = (url: string) => Promise<unknown>;

/** The first row of a list's answer. */
function firstRow(answer: unknown): Record<string, unknown> | undefined {
  const data = (answer as { data?: unknown } | undefined)?.data;
  const row = Array.isArray(data) ? data[0] : undefined;
  return row && typeof row === 'object' ? (row as Record<string, unknown>) : undefined;
}

/** The label of the request sent with a garbage bearer token. */
export const BEARER_GARBAGE = 'bearer garbage';

/** The newest row of the list a path's `{id}` belongs to (`/api/products/images/{id}`: a product). */
async function realIdFor(path: string, read: ReadJson): Promise<number> {
  let listPath = path.slice(0, path.indexOf('/{'));
  while (listPath.split('/').length > 2) {
    const id = firstRow(await read(`${listPath}?sort=id,DESC&limit=1`))?.id;
    if (typeof id === 'number') return id;
    listPath = listPath.slice(0, listPath.lastIndexOf('/'));
  }
  return 1;
}

/** The scalar fields a list answers, for filters and sorts that name real fields. */
async function listFields(url: string, read: ReadJson): Promise<string[]> {
  const row = firstRow(await read(`${url}?limit=1`));
  if (!row) return [];
  return Object.entries(row)
    .filter(([, value]) => value === null || typeof value !== 'object')
    .map(([key]) => key);
}

/**
 * Every malformed request for `op`, aimed at real rows read through `read`: bad ids, broken
 * list queries, bodies and content types, no body, and last one to send with a garbage bearer.
 */
export async function fuzzRequestsFor(op: Operation, random: Random, read: ReadJson): Promise<FuzzRequest[]> {
  const hasParam = op.path.includes('{');
  const isIdPath = op.path.includes('{id}');
  const realId = isIdPath ? await realIdFor(op.path, read) : 0;
  const url = hasParam ? fillPath(op.path, isIdPath ? String(realId) : 'fuzzhash') : op.path;
  const requests: FuzzRequest[] = [];
  if (hasParam) {
    const body = op.body ? bodyRequests(op, url, random)[0] : undefined;
    for (const id of badIds(realId, random)) {
      requests.push({ ...(body ?? { method: op.method }), url: fillPath(op.path, id), label: `id ${id}` });
    }
  }
  if (op.method === 'GET') {
    const isList = op.queryNames.includes('filter') || op.queryNames.includes('additionalProperties');
    if (isList) requests.push(...listQueryRequests(url, await listFields(url, read), random));
    else requests.push(...random.sample(listQueryRequests(url, ['id'], random), 4));
    requests.push(...queryValueRequests(op, url));
  } else if (op.method !== 'DELETE') {
    if (op.body) requests.push(...bodyRequests(op, url, random));
    // Routes without a JSON body are the uploads: every broken multipart for them.
    const multipartCases = op.body ? 4 : 99;
    requests.push(...contentTypeRequests(op, url, random, multipartCases), ...queryValueRequests(op, url));
  }
  requests.push({ method: op.method, url, label: 'no body' });
  requests.push({ method: op.method, url: requests[0]!.url, label: BEARER_GARBAGE });
  return requests;
}

/** Signing out ends the session it is sent with: each such request needs a session of its own. */
export const endsSession = (op: Operation) => op.path === '/api/admins/logout';
