import type { FieldType, ResourceDef } from '@mandi/domain';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type Row = Record<string, unknown>;

/**
 * A related resource reachable from a binding: to-one (tax → country: sourceColumn
 * taxes.countryId, targetColumn countries.id), to-many (product → variations: products.id,
 * variations.productId) or many-to-many `through` a link table.
 */
export interface RelationBinding {
  target: () => ResourceBinding;
  sourceColumn: PgColumn;
  targetColumn: PgColumn;
  through?: { table: PgTable; sourceColumn: PgColumn; targetColumn: PgColumn };
  /**
   * Narrows the related rows, in joins and dotted filters alike (a product's live
   * variations, its cover image); `target` is the target table or the alias a subquery gives it.
   */
  where?(target: PgTable): SQL;
}

/**
 * A declared resource tied to its Drizzle table: the table's columns carry the same names as
 * the declaration's fields. `relations` answer the declaration's relations; `present` maps
 * a stored row (all columns) to the answer, else the declared fields are picked and `extend`,
 * if any, adds to them.
 */
export interface ResourceBinding {
  def: ResourceDef;
  table: PgTable;
  relations?: Record<string, RelationBinding>;
  present?(row: Row): Row;
  extend?: AnswerExtension;
}

/**
 * What a binding's answer adds to its declared fields (a product's sales and placeholder
 * figures), from the stored columns `reads` names, passed in that order. Lists build the
 * declared fields straight from the driver's arrays (lib/list/present.ts) and call `add`
 * with the driver's values; a decoded row passes Drizzle's: `add` must read either alike.
 */
export interface AnswerExtension {
  reads: readonly string[];
  add(answer: Row, values: readonly unknown[]): void;
}

/**
 * The column `field` of `ref` (a binding's table, or an alias of it: subqueries alias every
 * table they reach), if the table has one.
 */
export function columnOf(binding: ResourceBinding, ref: PgTable, field: string): PgColumn | undefined {
  if (!Object.hasOwn(getTableColumns(binding.table), field)) return undefined;
  return (ref as unknown as Record<string, PgColumn>)[field];
}

/** Like columnOf, for fields a query needs: a declared field without a column is a binding bug. */
export function requireColumn(binding: ResourceBinding, ref: PgTable, field: string): PgColumn {
  const column = columnOf(binding, ref, field);
  if (!column) throw new Error(`Resource '${binding.def.name}' field '${field}' has no column in its table`);
  return column;
}

/** Each column's key, found once: a filter on a related field looks it up on every request. */
const columnKeys = new WeakMap<PgColumn, string>();

/** The key of `column` in `table`, to find the same column on an alias. */
export function columnKey(table: PgTable, column: PgColumn): string {
  const known = columnKeys.get(column);
  if (known !== undefined && getTableColumns(table)[known] === column) return known;
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`Column '${column.name}' is not a column of table '${getTableName(table)}'`);
  columnKeys.set(column, entry[0]);
  return entry[0];
}

/** The same column as `column` (of `table`) on `ref`: the table itself or an alias of it. */
export function sameColumn(table: PgTable, ref: PgTable, column: PgColumn): PgColumn {
  return (ref as unknown as Record<string, PgColumn>)[columnKey(table, column)]!;
}

export function relationOf(binding: ResourceBinding, name: string): RelationBinding {
  const relation = binding.relations?.[name];
  if (!relation) throw new Error(`Resource '${binding.def.name}' has no binding for relation '${name}'`);
  return relation;
}

/** `"countries" "r1"`: an aliased table for FROM in hand-written subqueries. */
export function fromAlias(table: PgTable, alias: string): SQL {
  return sql`${sql.identifier(getTableName(table))} ${sql.identifier(alias)}`;
}

/** PostgreSQL types that bound values are cast to, from the declared field types. */
export const PG_TYPES: Record<FieldType, string> = {
  integer: 'bigint',
  number: 'numeric',
  string: 'text',
  boolean: 'boolean',
  timestamp: 'timestamptz',
  date: 'date',
  json: 'jsonb',
};

/** The SQL type of a column for casting a bound array of its values (serials are integers). */
export function columnSqlType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  if (type === 'smallserial') return 'smallint';
  return type;
}

/** `<column> = any($1::<type>[])`: one bound parameter whatever the list's length. */
export function inList(column: PgColumn | SQL, values: unknown[], type: string): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
}

/**
 * Columns to read for a binding: every column when it has its own presenter or extension (it
 * may need any), else the declared fields plus what relations link by, so nothing else is read; or,
 * given `only` (a join's fields), just those of them that are declared columns.
 */
export function selection(
  binding: ResourceBinding,
  ref: PgTable = binding.table,
  only?: readonly string[],
): Record<string, PgColumn> {
  const all = getTableColumns(binding.table);
  const declared = (field: string) => Object.hasOwn(binding.def.fields, field) && Object.hasOwn(all, field);
  let keys: string[];
  if (binding.present || binding.extend) keys = Object.keys(all);
  else if (only) keys = only.filter(declared);
  else
    keys = [
      ...Object.keys(binding.def.fields).filter((field) => Object.hasOwn(all, field)),
      ...Object.values(binding.relations ?? {}).map((relation) =>
        columnKey(binding.table, relation.sourceColumn),
      ),
    ];
  const columns = ref as unknown as Record<string, PgColumn>;
  return Object.fromEntries(keys.map((key) => [key, columns[key]!]));
}
