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

/**
 * Calls still written with a string URL, each `file: method path`: the file downloads
 * (PDF/xlsx streams the JSON answer type does not describe) and the calls not declared yet.
 * The list only shrinks: a call that is gone must leave it, a new one may not join it.
 */
const NOT_YET_DECLARED: readonly string[] = [
  // File downloads: the raw Response saved as a Blob (api.download / request raw).
  'src/routes/orders/order-documents.tsx: DOWNLOAD /orders/${orderId}/${chosen.path}',
  'src/routes/orders/order-documents.tsx: DOWNLOAD /orders/${orderId}/invoice',
  'src/routes/orders/order-documents.tsx: DOWNLOAD /orders/pick-list',
  'src/routes/orders/order-documents.tsx: POST /orders/documents',
  'src/routes/orders/order-list.tsx: POST /orders/export',
  'src/routes/products/import/import-api.ts: DOWNLOAD /products/import/template',
  // Not declared yet (issue 27 item 3): orders, order placement, products and their import.
  'src/routes/dashboard/dashboard-api.ts: GET /orders/count',
  'src/routes/dashboard/dashboard-api.ts: GET /orders/status-counts',
  'src/routes/orders/order-add-pickers.tsx: GET /orders/placement/${path}',
  'src/routes/orders/order-add-pickers.tsx: GET /orders/placement/customers/${userId}/addresses',
  'src/routes/orders/order-add-place.ts: POST /orders',
  'src/routes/orders/order-add-quote.ts: POST /orders/quote',
  'src/routes/orders/order-deliver.tsx: PATCH /orders/${row.id}',
  'src/routes/orders/order-documents.tsx: GET /orders/${orderId}/documents',
  'src/routes/orders/order-documents.tsx: POST /orders/bulk-status',
  'src/routes/orders/order-edit.tsx: PATCH /orders/${order.id}',
  'src/routes/orders/order-screen.ts: GET /orders/fetch/${id}',
  'src/routes/products/import/import-api.ts: POST /products/singleImport',
  'src/routes/products/import/import-api.ts: POST /products/upload',
  'src/routes/products/use-products.ts: DELETE /products-images/${id}',
  'src/routes/products/use-products.ts: DELETE /products-variations/${id}',
  'src/routes/products/use-products.ts: PATCH /products/${id}',
  'src/routes/products/use-products.ts: PATCH /products/attributes/${id}',
  'src/routes/products/use-products.ts: PATCH /products/categories/${id}',
  'src/routes/products/use-products.ts: PATCH /products/images/${id}',
  'src/routes/products/use-products.ts: POST /products',
  'src/routes/products/use-products.ts: POST /products-variations/manage',
];

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
    const found = stringUrlCalls(sources);
    expect(found.filter((call) => !NOT_YET_DECLARED.includes(call))).toEqual([]);
    // A call that has been declared since leaves the list.
    expect(NOT_YET_DECLARED.filter((call) => !found.includes(call))).toEqual([]);
  });
});
