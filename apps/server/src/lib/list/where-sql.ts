import { type Condition, type FilterCondition, isAnd, isOr } from '@mandi/domain';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { fromAlias, type ResourceBinding, relationOf, requireColumn, sameColumn } from './binding';
import { filterSql } from './operator-sql';

/** Names subquery aliases r1, r2, ... so a relation back to the same table never collides. */
class Aliases {
  private count = 0;
  next(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
}

function ownFilter(binding: ResourceBinding, ref: PgTable, field: string, filter: FilterCondition): SQL {
  const spec = binding.def.fields[field];
  if (!spec) throw new Error(`Resource '${binding.def.name}' has no field '${field}'`);
  return filterSql(requireColumn(binding, ref, field), spec, filter);
}

/**
 * A filter on a related field (`country.name`) as `EXISTS (select 1 from <target> where
 * <link> and <test>)`: it never multiplies the main rows, so counts stay true; a to-many
 * relation matches when any related row does.
 */
function relatedFilter(
  binding: ResourceBinding,
  ref: PgTable,
  path: string[],
  filter: FilterCondition,
  aliases: Aliases,
): SQL {
  const [name, ...rest] = path;
  const relation = relationOf(binding, name!);
  const target = relation.target();
  const targetName = aliases.next('r');
  const targetRef = alias(target.table, targetName);
  const source = sameColumn(binding.table, ref, relation.sourceColumn);
  const targetColumn = sameColumn(target.table, targetRef, relation.targetColumn);
  const own =
    rest.length === 1
      ? ownFilter(target, targetRef, rest[0]!, filter)
      : relatedFilter(target, targetRef, rest, filter, aliases);
  const test = relation.where ? sql`(${own}) and (${relation.where(targetRef)})` : own;

  const { through } = relation;
  if (!through) {
    return sql`exists (select 1 from ${fromAlias(target.table, targetName)} where ${targetColumn} = ${source} and (${test}))`;
  }
  const linkName = aliases.next('l');
  const link = alias(through.table, linkName);
  const linkSource = sameColumn(through.table, link, through.sourceColumn);
  const linkTarget = sameColumn(through.table, link, through.targetColumn);
  return sql`exists (select 1 from ${fromAlias(through.table, linkName)} join ${fromAlias(target.table, targetName)} on ${targetColumn} = ${linkTarget} where ${linkSource} = ${source} and (${test}))`;
}

function conditionSql(binding: ResourceBinding, ref: PgTable, condition: Condition, aliases: Aliases): SQL {
  if (isAnd(condition)) return and(...condition.and.map((c) => conditionSql(binding, ref, c, aliases)))!;
  if (isOr(condition)) return or(...condition.or.map((c) => conditionSql(binding, ref, c, aliases)))!;
  const path = condition.field.split('.');
  if (path.length === 1) return ownFilter(binding, ref, condition.field, condition);
  return relatedFilter(binding, ref, path, condition, aliases);
}

/** The WHERE of a parsed list query, over the binding's own table. */
export function whereSql(binding: ResourceBinding, condition: Condition | undefined): SQL | undefined {
  if (!condition) return undefined;
  return conditionSql(binding, binding.table, condition, new Aliases());
}
