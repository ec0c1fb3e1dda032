import type { SortSpec } from '@mandi/domain';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { PG_TYPES, type ResourceBinding, requireColumn } from './binding';

/**
 * Rows strictly after `last` in the order `sort` (which ends with id, so it is total):
 * `(a after a0) or (a = a0 and b after b0) or ...`. Nulls come last ascending and first
 * descending, as in PostgreSQL's ORDER BY.
 */
export function keysetAfter(
  binding: ResourceBinding,
  sort: readonly SortSpec[],
  last: (string | null)[],
): SQL {
  const terms = sort.map(({ field, order }, i) => {
    const column = requireColumn(binding, binding.table, field);
    const value = last[i] ?? null;
    const typed = sql`${sql.param(value)}::${sql.raw(PG_TYPES[binding.def.fields[field]!.type])}`;
    const same = value === null ? sql`${column} is null` : sql`${column} = ${typed}`;
    // Null branches only for nullable columns: `id > $1` alone keeps the primary key's index.
    let after: SQL;
    if (value === null) after = order === 'ASC' ? sql`false` : sql`${column} is not null`;
    else if (order === 'DESC') after = sql`${column} < ${typed}`;
    else if (column.notNull) after = sql`${column} > ${typed}`;
    else after = sql`(${column} > ${typed} or ${column} is null)`;
    return { same, after };
  });
  return or(...terms.map((term, i) => and(...terms.slice(0, i).map((t) => t.same), term.after)))!;
}
