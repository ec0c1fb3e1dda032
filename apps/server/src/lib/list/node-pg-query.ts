import pg from 'pg';
import { DRIZZLE_TEXT_TYPES, type Executor } from '../../db/client';

/**
 * Compiled statements sent straight to node-postgres, not through Drizzle's prepared query:
 * every list request and every signed-in request's session lookup runs them, and Drizzle's
 * path made two driver configs with their own parser closures per statement, then tracing
 * spans, the placeholder fill and its error wrapper. The driver gets what Drizzle would give
 * it (rows as arrays; dates, timestamps and intervals kept as text by the same parsers), so
 * the values are the same; a failed statement throws the driver's own error (the API's error
 * handler reads its code as it reads the cause Drizzle wraps it in).
 */

/** What Drizzle's node-postgres session passes as `types`: its text types left as text. */
const keptAsText = new Set(DRIZZLE_TEXT_TYPES);
const asText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    keptAsText.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};

interface Queryable {
  query(config: pg.QueryConfig, values: unknown[]): Promise<pg.QueryArrayResult>;
}

/** The pool or pooled connection behind `db` (the database or a transaction on it), if node-postgres. */
export function nodePgClient(db: Executor): Queryable | undefined {
  const client = (db as unknown as { _: { session: { client?: unknown } } })._.session.client;
  return client instanceof pg.Pool || client instanceof pg.Client ? (client as Queryable) : undefined;
}

/** Runs compiled text with its parameters on node-postgres; rows as arrays in SELECT order. */
export async function queryArrays(client: Queryable, text: string, params: unknown[]): Promise<unknown[][]> {
  const config = { text, rowMode: 'array', types: drizzleTypes } as pg.QueryConfig;
  return (await client.query(config, params)).rows;
}
