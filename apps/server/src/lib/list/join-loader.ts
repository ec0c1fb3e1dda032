import type { JoinSpec } from '@mandi/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  columnKey,
  columnSqlType,
  inList,
  type RelationBinding,
  type ResourceBinding,
  type Row,
  relationOf,
  selection,
} from './binding';
import { orderSql } from './order-sql';
import { pickFields, presentRow } from './present';

/** The key under which each related row is grouped: the source value it links to. */
const LINK_KEY = '__link';

/** Related rows for these source values, each carrying the value it links to. */
function relatedRows(db: Db, relation: RelationBinding, values: unknown[]): Promise<Row[]> {
  const target = relation.target();
  const order = orderSql(target, target.def.defaultSort);
  const { through } = relation;
  const link: PgColumn = through ? through.sourceColumn : relation.targetColumn;
  const fields: Record<string, PgColumn | SQL> = { ...selection(target), [LINK_KEY]: link };
  const linked = inList(link, values, columnSqlType(link));
  const where = relation.where ? and(linked, relation.where(target.table))! : linked;
  if (!through) {
    return db
      .select(fields)
      .from(target.table)
      .where(where)
      .orderBy(...order) as Promise<Row[]>;
  }
  return db
    .select(fields)
    .from(through.table)
    .innerJoin(target.table, eq(relation.targetColumn, through.targetColumn))
    .where(where)
    .orderBy(...order) as Promise<Row[]>;
}

function groupByLink(rows: Row[], present: (row: Row) => Row): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = String(row[LINK_KEY]);
    const group = groups.get(key) ?? [];
    group.push(present(row));
    groups.set(key, group);
  }
  return groups;
}

/**
 * `join=`: for one page of rows, each joined relation is loaded with one more query (`where
 * link = any(values)`) and attached to its rows, an object or null for a to-one relation, an
 * array for a to-many one, with only the join's fields when it names some.
 */
export async function attachJoins(
  db: Db,
  binding: ResourceBinding,
  stored: Row[],
  answers: Row[],
  joins: readonly JoinSpec[],
): Promise<void> {
  for (const join of joins) {
    const relation = relationOf(binding, join.relation);
    const target = relation.target();
    const many = binding.def.relations?.[join.relation]?.many ?? relation.through !== undefined;
    const sourceKey = columnKey(binding.table, relation.sourceColumn);
    const values = [
      ...new Set(stored.map((row) => row[sourceKey]).filter((v) => v !== null && v !== undefined)),
    ];
    const rows = values.length > 0 ? await relatedRows(db, relation, values) : [];
    const groups = groupByLink(rows, (row) => pickFields(presentRow(target, row), join.fields));
    stored.forEach((row, i) => {
      const group = groups.get(String(row[sourceKey])) ?? [];
      answers[i]![join.relation] = many ? group : (group[0] ?? null);
    });
  }
}
