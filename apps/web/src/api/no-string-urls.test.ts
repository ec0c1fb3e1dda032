// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the scanned sources' template URLs, quoted as text
import { describe, expect, it } from 'vitest';

/**
 * A bespoke call (one that is not a declared resource's list/read/create/update/delete) is
 * declared once in packages/domain (`defineEndpoint`) and called with `callEndpoint`, so its
 * URL and its answer's type are never written by a screen. This scan fails on any call of the
 * JSON client (`api.get/post/patch/delete/download`, `request`) with a string URL ('/…' or
 * `/…`): a resource's calls take their path from `apiPaths(def)`, a bespoke one from its
 * declaration. docs/DECISIONS.md (API contract: declared endpoints) says why.
 */

/** Every source file of the web but the tests, as text (Vite reads them at test time). */
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The JSON client itself and the declared-endpoint caller: the two places a path is joined. */
const KIT = new Set(['./client.ts', './endpoint.ts']);

const CALL =
  /\b(?:api\.(get|post|patch|delete|download)|request)\s*(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?\(\s*(?:'([A-Z]+)',\s*)?([`'"])(\/[^`'"]*)\3/g;

/** `file: METHOD /path` for each call of the client with a string URL. */
export function stringUrlCalls(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (KIT.has(file)) continue;
    for (const match of text.matchAll(CALL)) {
      const method = (match[1] ?? match[2] ?? 'request').toUpperCase();
      found.push(`${file.replace(/^\.\.\//, 'src/').replace(/^\.\//, 'src/api/')}: ${method} ${match[4]}`);
    }
  }
  return found.sort();
}

describe('no string URL outside the endpoint kit (apps/web/src)', () => {
  it('reads the web sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(sources)).toContain('./endpoint.ts');
  });

  it('finds a string URL however the call is written', () => {
    const found = stringUrlCalls({
      '../x.ts': [
        "api.get<Row[]>('/a/tree')",
        'api.post<ListPage<Named<T>>>(\n  `/b/${id}/retry`, body)',
        "request<Response>('POST', '/c/export', { raw: true })",
        'api.download(`/d/${id}/invoice`)',
        'api.get<Row>(apiPaths(def).one(id))',
        'callEndpoint(orderReadEndpoint, { params: { id } })',
      ].join('\n'),
    });
    expect(found).toEqual([
      'src/x.ts: DOWNLOAD /d/${id}/invoice',
      'src/x.ts: GET /a/tree',
      'src/x.ts: POST /b/${id}/retry',
      'src/x.ts: POST /c/export',
    ]);
  });

  it('calls every bespoke endpoint through its declaration', () => {
    expect(stringUrlCalls(sources)).toEqual([]);
  });
});
