import type { RawQuery } from './types';

function flatten(value: unknown, into: string[]) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) flatten(item, into);
  } else if (typeof value === 'object') {
    // A qs-style parser turns `filter[0]=..&filter[25]=..` into an object keyed by index.
    for (const item of Object.values(value)) flatten(item, into);
  } else {
    into.push(String(value));
  }
}

/**
 * Every value sent under one of `names`, in the order sent: `filter=a&filter=b` (an array
 * from Fastify), `filter[]=a` and `filter[0]=a` (keys named literally so), or an array or
 * object from a qs-style parser. Empty values are dropped, as nestjsx does.
 */
export function paramValues(raw: RawQuery, ...names: string[]): string[] {
  const values: string[] = [];
  for (const key of Object.keys(raw)) {
    // Every list request reads a dozen names: the bracket rule only for keys that end in ']'.
    const base = key.endsWith(']') ? key.replace(/\[\d*\]$/, '') : key;
    if (names.includes(base)) flatten(raw[key], values);
  }
  return values.length === 0 ? values : values.filter((value) => value !== '');
}

/** The first value sent under one of `names` (nestjsx reads single-valued params so). */
export function paramValue(raw: RawQuery, ...names: string[]): string | undefined {
  for (const name of names) {
    const [first] = paramValues(raw, name);
    if (first !== undefined) return first;
  }
  return undefined;
}

/** Comma lists (`sort=name,DESC`, `fields=id,name`), items trimmed, empty items dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
