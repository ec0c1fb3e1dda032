/**
 * The product list under load: the real app (buildApp) against a bare Fastify + driver
 * handler replaying the very SQL the app ran for the same request, both on the database the
 * scale seed filled. Prints the CPU per request of each and its ratio, bare ÷ app (the headline),
 * p50 / p99 latency, requests per second and the throughput ratio.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/list-products.ts --term paneer
 *   npx tsx bench/list-products.ts --data-dir bench-data/pglite --term paneer
 *
 * Options: --term (contains filter on name), --sort (field,ASC|DESC), --duration (s per run),
 * --connections, --warmup (s, default 10: lib/app-vs-bare.ts), --rounds (PostgreSQL: alternating app and bare runs, default 3),
 * --no-joins (leave out the variants and cover joins), --max-other-work (cores other processes at
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

function listPath(term: string, sort: string, joins: boolean): string {
  const params = new URLSearchParams();
  params.append('filter', `name||$contL||${term}`);
  params.append('filter', 'enabled||$eq||true');
  params.append('sort', sort);
  params.append('limit', '10');
  params.append('page', '1');
  if (joins) {
    params.append('join', 'productsVariation||sku,unitPrice,salePrice,stockStatus,stockQuantity');
    params.append('join', 'coverImage||image');
  }
  return `/api/products?${params.toString()}`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // Both servers with the flags `npm start` gives the app (its young generation capped at 2 MB).
  if (options.has('npm-flags')) useNpmStartFlags();
  const target = targetFrom(options);
  const term = options.get('term') ?? 'paneer';
  const sort = options.get('sort') ?? 'id,DESC';
  await compareAppWithBare({
    target,
    route: listPath(term, sort, options.get('no-joins') !== 'true'),
    barePath: '/api/products',
    noun: 'products',
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
