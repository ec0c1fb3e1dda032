/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement list-products.ts captured, on PostgreSQL, to
 * see where a request's time goes:
 *
 *   DATABASE_URL=postgres://... npx tsx bench/explain-captured.ts /tmp/mandi-bench-XXXX/captured.json
 */
import fs from 'node:fs';
import pg from 'pg';
import type { CapturedQuery } from './lib/captured-query';

async function main() {
  const file = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (!file || !url)
    throw new Error('Usage: DATABASE_URL=... npx tsx bench/explain-captured.ts <captured.json>');
  const queries = JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedQuery[];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const query of queries) {
      const result = await client.query({
        text: `explain (analyze, buffers) ${query.text}`,
        values: query.params,
      });
      console.log(`\n-- ${query.text.replace(/\s+/g, ' ').slice(0, 200)}`);
      console.log(`-- params: ${JSON.stringify(query.params)}`);
      for (const row of result.rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN']);
    }
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
