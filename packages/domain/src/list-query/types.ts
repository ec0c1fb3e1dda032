import type { SortSpec } from '../resource';
import type { Operator } from './operators';

/** A filter value after coercion to the field's type; lists for $in/$notin/$between. */
export type Scalar = string | number | boolean;
export type FilterValue = Scalar | Scalar[] | null;

/**
 * One test on one field. `field` may be dotted (`country.name`), reaching a declared
 * relation; `value` is null for $isnull/$notnull, a list for $in/$notin/$between.
 */
export interface FilterCondition {
  field: string;
  operator: Operator;
  value: FilterValue;
}

export interface AndCondition {
  and: Condition[];
}

export interface OrCondition {
  or: Condition[];
}

export type Condition = AndCondition | OrCondition | FilterCondition;

export interface JoinSpec {
  relation: string;
  /** Only these fields of the related rows (always with 'id'); all declared fields when absent. */
  fields?: string[];
}

/** A list request in the @nestjsx/crud grammar, parsed and checked against a resource. */
export interface ListQuery {
  where?: Condition;
  /** Never empty: the resource's default sort when none was asked. */
  sort: SortSpec[];
  limit: number;
  offset: number;
  /** From 1; the page `offset` falls in. */
  page: number;
  /** Only these fields of each row (always with 'id'); all declared fields when absent. */
  fields?: string[];
  join: JoinSpec[];
}

/** The querystring as Fastify parses it: repeated keys arrive as arrays. */
export type RawQuery = Record<string, unknown>;

/**
 * A list request the resource cannot answer: unknown field, operator or sort order, or a
 * malformed value. The message names the problem for the developer who sent it.
 */
export class ListQueryError extends Error {
  override readonly name = 'ListQueryError';
  /** Always a client error; servers that read `statusCode` answer 400 without a mapping. */
  readonly statusCode = 400;

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const isAnd = (c: Condition): c is AndCondition => 'and' in c;
export const isOr = (c: Condition): c is OrCondition => 'or' in c;
export const isFilter = (c: Condition): c is FilterCondition => 'operator' in c;

/** AND of the parts, without a wrapper for a single part. */
export function allOf(parts: Condition[]): Condition | undefined {
  if (parts.length <= 1) return parts[0];
  return { and: parts };
}

/** OR of the parts, without a wrapper for a single part. */
export function anyOf(parts: Condition[]): Condition | undefined {
  if (parts.length <= 1) return parts[0];
  return { or: parts };
}
