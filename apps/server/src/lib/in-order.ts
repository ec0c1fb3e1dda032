import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent reads: together on the pool (each takes its own connection), one after
 * another inside a transaction, whose one connection takes one query at a time (node-postgres
 * warns of overlapping queries and pg 9 refuses them). Answers the results in order.
 */
export async function inOrder<T extends readonly unknown[]>(
  db: Executor,
  reads: readonly [...Reads<T>],
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
