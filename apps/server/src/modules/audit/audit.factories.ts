import type { TestApp } from '../../../test/harness';

/** Reads audit entries through the API (as the History drawer does), oldest first. */
export async function entriesOf(
  call: TestApp['call'],
  token: string,
  resource: string,
  recordId: number | string,
) {
  const query = new URLSearchParams([
    ['filter', `resource||$eq||${resource}`],
    ['filter', `recordId||$eq||${recordId}`],
    ['limit', '200'],
  ]);
  const res = await call(token, { method: 'GET', url: `/api/audit?${query}` });
  if (res.status !== 200)
    throw new Error(`GET /api/audit answered ${res.status}: ${JSON.stringify(res.body)}`);
  return [...(res.body.data as Record<string, unknown>[])].reverse();
}
