import type { TestApp } from './harness';
import { rowsOf } from './sheets';

/**
 * An export fetched and read back: its status, header row and data rows (one object per row,
 * keyed by header, an empty cell null), so a test compares what the file holds, not only that it came.
 */
export async function readExport(
  test: Pick<TestApp, 'app'>,
  token: string,
  url: string,
): Promise<{ status: number; headers: string[]; rows: Record<string, unknown>[] }> {
  const res = await test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) return { status: res.statusCode, headers: [], rows: [] };
  const [head = [], ...body] = await rowsOf(res.rawPayload);
  const headers = head.map(String);
  const rows = body.map((cells) =>
    Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? null])),
  );
  return { status: res.statusCode, headers, rows };
}
