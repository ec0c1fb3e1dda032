/**
 * An export under a fast and a slow client: rows per second of the whole download (query,
 * presenting, xlsx writing, deflate) and the server's peak resident memory.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/export.ts
 *   npx tsx bench/export.ts --data-dir bench-data/pglite --path /api/products/export
 *
 * Options: --path (an export, default the products'), --method (GET, or POST with --body: the
 * order export, `--method POST --body '{"startDate":"2020-01-01","endDate":"2030-12-31"}'`), --count-path (a list answering
 * `total` for the same rows, default the products'), --slow-seconds (how long the slow client
 * reads at --slow-kbps, default 20 s at 64 KB/s; 0 skips it).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { numberOption, parseArgs } from './lib/args';
import { startServer } from './lib/child-server';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';

const PORT = '39413';

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const exportPath = options.get('path') ?? '/api/products/export';
  const countPath = options.get('count-path') ?? '/api/products?limit=1';
  const slowSeconds = numberOption(options, 'slow-seconds', 20);
  const slowKbps = numberOption(options, 'slow-kbps', 64);
  const method = options.get('method') ?? 'GET';
  const body = options.get('body');

  const database = await openTarget(target, 2);
  const token = await benchToken(database.db);
  await database.close();
  const headers = { authorization: `Bearer ${token}` };
  const exportCall = () =>
    fetch(server.url + exportPath, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body,
    });

  const server = await startServer('app-server.ts', { BENCH_TARGET: JSON.stringify(target), PORT });
  const memory = async () =>
    (await (await fetch(`${server.url}/bench/memory`)).json()) as { rssMb: number; peakMb: number };
  try {
    const { total } = (await (await fetch(server.url + countPath, { headers })).json()) as { total: number };
    const before = await memory();
    console.log(
      `${target.label}: ${exportPath}, ${total.toLocaleString('en-IN')} rows; server ${before.rssMb} MB`,
    );

    if (slowSeconds > 0) {
      const answer = await exportCall();
      const reader = answer.body!.getReader();
      const until = Date.now() + slowSeconds * 1000;
      let bytes = 0;
      while (Date.now() < until) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        await sleep((value.length / (slowKbps * 1024)) * 1000);
      }
      await reader.cancel();
      const after = await memory();
      console.log(
        `slow client (${slowKbps} KB/s for ${slowSeconds} s, ${(bytes / 1048576).toFixed(1)} MB read): server ${after.rssMb} MB, peak ${after.peakMb} MB`,
      );
    }

    const started = performance.now();
    const answer = await exportCall();
    if (answer.status !== 200) throw new Error(`${exportPath} answered ${answer.status}`);
    let bytes = 0;
    for await (const chunk of answer.body!) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    const after = await memory();
    console.log(
      `fast client: ${seconds.toFixed(1)} s, ${Math.round(total / seconds).toLocaleString('en-IN')} rows/s, ` +
        `${(bytes / 1048576).toFixed(1)} MB; server ${after.rssMb} MB, peak ${after.peakMb} MB`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
