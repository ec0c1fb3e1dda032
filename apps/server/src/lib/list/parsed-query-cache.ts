import type { RawQuery } from '@mandi/domain';

/**
 * A list's parsed query, kept per parser for the query strings it has seen lately. Parsing the
 * grammar (filters, sorts, joins, fields checked against the declaration) was the largest
 * share of a list request's own JavaScript after its SQL, and a list screen asks the same
 * query again and again (a refetch on focus, back to page 1, the badge counts). The parse is a
 * pure function of the query and the declaration, so the same query string gives the same
 * result; a refused query throws each time and is never kept. Results are frozen all the way
 * down: they are shared by requests, and a caller that changed one would change the next.
 */

/** Distinct queries kept per parser; the oldest goes first. */
const KEPT = 256;
/** Longer query strings are parsed each time (a long `s=` search is rarely asked twice). */
const LONGEST_KEY = 2048;

const caches = new WeakMap<object, Map<string, unknown>>();

/**
 * The query's key: its parameters as parsed (names and values in order). A parameter
 * repeated (`filter=a&filter=b`) is an array, so `a,b` as one value and as two differ.
 */
function keyOf(raw: RawQuery): string | undefined {
  const key = JSON.stringify(raw);
  return key !== undefined && key.length <= LONGEST_KEY ? key : undefined;
}

/** Freezes an object and everything it holds (a parsed query is plain objects and arrays). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** `parse(raw)`, answered from the parser's recent results when this query was parsed before. */
export function cachedParse<T>(parse: (raw: RawQuery) => T, raw: RawQuery): T {
  const key = keyOf(raw);
  if (key === undefined) return parse(raw);
  let cache = caches.get(parse);
  if (!cache) {
    cache = new Map();
    caches.set(parse, cache);
  }
  const kept = cache.get(key);
  if (kept !== undefined) return kept as T;
  const parsed = deepFreeze(parse(raw));
  if (cache.size >= KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, parsed);
  return parsed;
}
