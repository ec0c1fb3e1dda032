/**
 * The order list under load (issue 14: the default view, Order Placed newest first with the
 * total, and a customer-name contains search): the app against the bare handler replaying
 * its SQL (lib/app-vs-bare.ts), as list-products.ts does for products.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/list-orders.ts
 *   npx tsx bench/list-orders.ts --data-dir bench-data/pglite --term sharma
 *
 * Options: --term (a customer-name contains search instead of the default view), --status
 * (default Order Placed), --duration (s per run), --connections, --warmup (s, default 10: lib/app-vs-bare.ts), --rounds
 * (PostgreSQL: alternating app and bare runs, default 3), --max-other-work (cores other processes at
 * the run's priority may take before the run says the machine was too loaded to measure,
 * default 0.25; lib/load-verdict.ts), --min-core-share (without /proc: both servers below this
 * share of a core is possibly too loaded, default 0.5), --npm-flags (both servers run with `npm start`'s node flags),
 * --split (PostgreSQL: a third server, the app with its list code replayed, splits the app's extra
 * CPU into its list code and the rest of the request), --no-database (every statement answered
 * from memory after its first run: the servers' own code alone; lib/captured-query.ts).
 */
import { compareAppWithBare } from './lib/app-vs-bare';
import { numberOption, parseArgs } from './lib/args';
import { useNpmStartFlags } from './lib/npm-flags';
import { targetFrom } from './lib/target';

function listPath(term: string | undefined, status: string): string {
  const params = new URLSearchParams();
  if (term) params.append('filter', `customerName||$contL||${term}`);
  else params.append('filter', `status||$eq||${status}`);
  params.append('limit', '10');
  params.append('page', '1');
  return `/api/orders?${params.toString()}`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // Both servers with the flags `npm start` gives the app (its young generation capped at 2 MB).
  if (options.has('npm-flags')) useNpmStartFlags();
  const target = targetFrom(options);
  await compareAppWithBare({
    target,
    route: listPath(options.get('term'), options.get('status') ?? 'Order Placed'),
    barePath: '/api/orders',
    noun: 'orders',
    duration: numberOption(options, 'duration', 10),
    warmup: numberOption(options, 'warmup', 10),
    connections: numberOption(options, 'connections', 8),
    rounds: numberOption(options, 'rounds', target.kind === 'postgres' ? 3 : 1),
    maxForeignCores: numberOption(options, 'max-other-work', 0.25),
    minCoreShare: numberOption(options, 'min-core-share', 0.5),
    split: options.has('split'),
    canned: options.has('no-database'),
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
