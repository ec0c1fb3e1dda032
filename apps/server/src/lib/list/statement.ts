import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, embeddedClient } from '../../db/client';
import { type ResourceBinding, type Row, selection } from './binding';
import { nodePgClient, queryArrays } from './node-pg-query';
import { orderSql } from './order-sql';

/**
 * The lists' SQL without Drizzle's query builder on the hot path. A list request used to
 * rebuild its whole SELECT (thirty columns, ORDER BY, joins' statements) through the builder
 * and decode each cell through Drizzle's checks: more CPU than the rest of the request. Here
 * the fixed parts of a binding's statements are compiled to text once, a request compiles
 * only its WHERE and binds its values, and rows are decoded by each column's own
 * mapFromDriverValue, as Drizzle does. Statements still run through Drizzle's session, so
 * PostgreSQL and PGlite, pools and transactions behave as for every other query.
 */

/** The column keys read into a row and their columns, in SELECT order. */
export interface RowShape {
  keys: string[];
  columns: PgColumn[];
}

/** Compiles with the database's own dialect: its casing names the columns. */
export function dialectOf(db: Db): PgDialect {
  return (db as unknown as { dialect: PgDialect }).dialect;
}

export function shapeOf(fields: Record<string, PgColumn>): RowShape {
  return { keys: Object.keys(fields), columns: Object.values(fields) };
}

/** `"t"."a", "t"."b"`: a shape's columns as a SELECT list, compiled once. */
export function columnList(db: Db, shape: RowShape): string {
  return dialectOf(db).sqlToQuery(sql.join(shape.columns, sql`, `)).sql;
}

/**
 * The driver's arrays as rows of `shape`. Values after the shape's columns (a keyset's sort
 * keys, a related row's link) are left out of the row: its caller reads them from the array.
 */
export function decodeRows(shape: RowShape, rows: unknown[][]): Row[] {
  const { keys, columns } = shape;
  return rows.map((values) => {
    const row: Row = {};
    for (let i = 0; i < keys.length; i++) {
      const value = values[i];
      row[keys[i]!] = value === null || value === undefined ? null : columns[i]!.mapFromDriverValue(value);
    }
    return row;
  });
}

const decoder = (shape: RowShape) => (rows: unknown[][]) => decodeRows(shape, rows);

const ARRAY_ROWS = { rowMode: 'array' } as const;

/**
 * Runs compiled text with its parameters; rows come back as arrays for `map`. On the embedded
 * database the statement goes straight to PGlite (`embeddedClient`): the same values as
 * through Drizzle, without PGlite copying its parser table for every statement; on
 * PostgreSQL straight to node-postgres (node-pg-query.ts), without Drizzle's per-statement setup.
 */
async function runCompiled<T>(
  db: Db,
  text: string,
  params: unknown[],
  map: (rows: unknown[][]) => T,
): Promise<T> {
  const embedded = embeddedClient(db);
  if (embedded) return map((await embedded.query<unknown[]>(text, params, ARRAY_ROWS)).rows);
  const client = nodePgClient(db);
  if (client) return map(await queryArrays(client, text, params));
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, undefined, true, map as never);
  return prepared.execute() as Promise<T>;
}

/**
 * Runs a statement and answers its rows as the driver gives them, as arrays in SELECT order,
 * nothing decoded: for exports, which write each value as it comes (numeric as text).
 */
export function runArrays(db: Db, query: SQL): Promise<unknown[][]> {
  const { sql: text, params } = dialectOf(db).sqlToQuery(query);
  return runCompiledArrays(db, text, params);
}

/** Runs compiled text and parameters; rows as the driver's arrays. */
export function runCompiledArrays(db: Db, text: string, params: unknown[]): Promise<unknown[][]> {
  return runCompiled(db, text, params, (rows) => rows);
}

/**
 * A statement compiled once and run many times with its `sql.placeholder`s filled: an
 * export's reads differ only in their values (a keyset's bound, a batch's ids). Named (from
 * its text, so two texts never share a name), so
 * PostgreSQL parses and plans it once per connection, not once per batch. Rows as the
 * driver's arrays.
 */
export function preparedArrays(db: Db, query: SQL): PreparedArrays {
  return preparedOn(db, db, query);
}

/** A prepared statement's runner: its placeholders' values in, the driver's arrays out. */
export type PreparedArrays = (values: Record<string, unknown>) => Promise<unknown[][]>;

/** Compiles `query` with `db`'s dialect and prepares it on `runner`'s session (its connection). */
function preparedOn(db: Db, runner: Db, query: SQL): PreparedArrays {
  const { sql: text, params } = dialectOf(db).sqlToQuery(query);
  const name = `mandi_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const asArrays = (rows: unknown[][]) => rows;
  const prepared = runner._.session.prepareQuery(
    { sql: text, params },
    undefined,
    name,
    true,
    asArrays as never,
  );
  return (values) => prepared.execute(values) as Promise<unknown[][]>;
}

/** The PostgreSQL pool behind `db`; undefined on the embedded database and in a transaction. */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Runs a long read's statements (`work` prepares them with the function it is given) on one
 * connection of the pool, held until the read ends or is abandoned. A PostgreSQL backend pays
 * for each shared-buffer page the first time it touches it (a page fault, a mapping): a year's
 * export touching a 1 GB catalogue through the pool's several connections paid that on each
 * of them, and it was most of the database's CPU. Statements asked for while one runs wait
 * their turn: a batch asked for ahead is still read while the one before is written. On the
 * embedded database (one connection anyway) and in a transaction, statements run on `db`.
 */
export async function* onOneConnection<T>(
  db: Db,
  work: (prepare: (query: SQL) => PreparedArrays) => AsyncIterable<T>,
): AsyncGenerator<T> {
  const pool = poolOf(db);
  if (!pool) {
    yield* work((query) => preparedArrays(db, query));
    return;
  }
  const client = await pool.connect();
  // One statement at a time on the connection (node-postgres refuses a query sent while one
  // runs): a statement asked for meanwhile is sent as the one before it ends.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn =
    (run: PreparedArrays): PreparedArrays =>
    (values) => {
      const result = last.then(() => run(values));
      last = result.catch(() => {});
      return result;
    };
  try {
    const own = drizzlePg(client) as unknown as Db;
    yield* work((query) => inTurn(preparedOn(db, own, query)));
  } finally {
    // A read asked for ahead may still be running: the connection goes back after it.
    await last;
    client.release();
  }
}

/** Runs compiled text and parameters, read into rows of `shape`. */
export function runCompiledRows(db: Db, text: string, params: unknown[], shape: RowShape): Promise<Row[]> {
  return runCompiled(db, text, params, decoder(shape));
}

/** SQL text with its `$1`, `$2`, ... and the values bound to them. */
export interface CompiledSql {
  text: string;
  params: unknown[];
}

export function compileSql(db: Db, query: SQL): CompiledSql {
  const { sql: text, params } = dialectOf(db).sqlToQuery(query);
  return { text, params };
}

const tableNames = new WeakMap<PgTable, string>();

/** `"orders"`: a table's name as SQL, compiled once. */
function tableText(db: Db, table: PgTable): string {
  let text = tableNames.get(table);
  if (text === undefined) {
    text = dialectOf(db).sqlToQuery(sql`${table}`).sql;
    tableNames.set(table, text);
  }
  return text;
}

/** count(*) of `table` under a compiled WHERE. */
export function countRows(db: Db, table: PgTable, where: CompiledSql | undefined): Promise<number> {
  const text = `select count(*) from ${tableText(db, table)}${where ? ` where ${where.text}` : ''}`;
  return runCompiled(db, text, where?.params ?? [], (rows) => Number(rows[0]?.[0] ?? 0));
}

/** A binding's page statement, less its WHERE and sort: compiled once per binding. */
interface PageSkeleton {
  shape: RowShape;
  head: string;
  orders: Map<string, string>;
}

const skeletons = new WeakMap<object, PageSkeleton>();

/**
 * Columns of another table read with each page row, through a join written as text
 * (`left join "users" "c" on "c"."id" = "orders"."user_id"`): the rows and what each row
 * shows of its parent in one statement, not a second query after the page.
 */
export interface PageJoin {
  /** The extra columns: key → SQL text naming the joined column (`"c"."full_name"`). */
  columns: Record<string, { text: string; column: PgColumn }>;
  /** The join clause, after the FROM. */
  join: string;
}

function skeletonOf(db: Db, binding: ResourceBinding, extra?: PageJoin): PageSkeleton {
  const key = extra ?? binding;
  let skeleton = skeletons.get(key);
  if (!skeleton) {
    const own = shapeOf(selection(binding));
    const table = tableText(db, binding.table);
    let columns = columnList(db, own);
    let shape = own;
    let from = table;
    if (extra) {
      const joined = Object.entries(extra.columns);
      shape = {
        keys: [...own.keys, ...joined.map(([name]) => name)],
        columns: [...own.columns, ...joined.map(([, value]) => value.column)],
      };
      columns += joined.map(([, value]) => `, ${value.text}`).join('');
      from = `${table} ${extra.join}`;
    }
    skeleton = { shape, head: `select ${columns} from ${from}`, orders: new Map() };
    skeletons.set(key, skeleton);
  }
  return skeleton;
}

/** ORDER BY terms as text, compiled once per binding and sort. */
function orderOf(db: Db, binding: ResourceBinding, skeleton: PageSkeleton, sort: ListSort): string {
  let key = '';
  for (const s of sort) key += `${s.field} ${s.order},`;
  let order = skeleton.orders.get(key);
  if (!order) {
    order = dialectOf(db).sqlToQuery(sql.join(orderSql(binding, sort), sql`, `)).sql;
    skeleton.orders.set(key, order);
  }
  return order;
}

type ListSort = Parameters<typeof orderSql>[1];

/** Rows as the driver's arrays and the shape they are rows of (its keys, its columns). */
export interface PageArrays {
  shape: RowShape;
  arrays: unknown[][];
}

/**
 * One page of a binding's rows: the statement is its cached text, the compiled WHERE and the
 * page's bounds. The rows stay the driver's arrays: presentArrays reads answers from them
 * without decoding.
 */
export async function pageArrays(
  db: Db,
  binding: ResourceBinding,
  page: { where: CompiledSql | undefined; sort: ListSort; limit: number; offset: number },
  extra?: PageJoin,
): Promise<PageArrays> {
  const skeleton = skeletonOf(db, binding, extra);
  const params = page.where ? [...page.where.params, page.limit] : [page.limit];
  let text = `${skeleton.head}${page.where ? ` where ${page.where.text}` : ''}`;
  text += ` order by ${orderOf(db, binding, skeleton, page.sort)} limit $${params.length}`;
  // No `offset 0` on a first page, as Drizzle's builder wrote it.
  if (page.offset) {
    params.push(page.offset);
    text += ` offset $${params.length}`;
  }
  return { shape: skeleton.shape, arrays: await runCompiledArrays(db, text, params) };
}
