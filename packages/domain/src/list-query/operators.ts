import { ListQueryError } from './types';

/**
 * What an operator takes: nothing ($isnull), one value, a list ($in) or exactly two
 * ($between). `text` operators match text: their value is kept as typed, not coerced to the
 * field's type; `caseInsensitive` ones are the `L` family.
 */
export interface OperatorSpec {
  arity: 'none' | 'one' | 'list' | 'pair';
  text: boolean;
  caseInsensitive: boolean;
  /** The opposite test ($ne of $eq): rows where the field is null count as not matching. */
  negated: boolean;
}

const spec = (arity: OperatorSpec['arity'], flags: Partial<OperatorSpec> = {}): OperatorSpec => ({
  arity,
  text: false,
  caseInsensitive: false,
  negated: false,
  ...flags,
});

/** Every operator of the @nestjsx/crud grammar. */
export const OPERATORS = {
  $eq: spec('one'),
  $ne: spec('one', { negated: true }),
  $gt: spec('one'),
  $lt: spec('one'),
  $gte: spec('one'),
  $lte: spec('one'),
  $starts: spec('one', { text: true }),
  $ends: spec('one', { text: true }),
  $cont: spec('one', { text: true }),
  $excl: spec('one', { text: true, negated: true }),
  $in: spec('list'),
  $notin: spec('list', { negated: true }),
  $isnull: spec('none'),
  $notnull: spec('none'),
  $between: spec('pair'),
  $eqL: spec('one', { text: true, caseInsensitive: true }),
  $neL: spec('one', { text: true, caseInsensitive: true, negated: true }),
  $startsL: spec('one', { text: true, caseInsensitive: true }),
  $endsL: spec('one', { text: true, caseInsensitive: true }),
  $contL: spec('one', { text: true, caseInsensitive: true }),
  $exclL: spec('one', { text: true, caseInsensitive: true, negated: true }),
  $inL: spec('list', { text: true, caseInsensitive: true }),
  $notinL: spec('list', { text: true, caseInsensitive: true, negated: true }),
} as const satisfies Record<string, OperatorSpec>;

export type Operator = keyof typeof OPERATORS;
export const OPERATOR_NAMES = Object.keys(OPERATORS) as Operator[];

export function isOperator(name: string): name is Operator {
  return Object.hasOwn(OPERATORS, name);
}

/** `$cont` or `cont` → `$cont`; anything else is an error naming it. */
export function normalizeOperator(name: string, field?: string): Operator {
  if (isOperator(name)) return name;
  const withDollar = `$${name}`;
  if (!name.startsWith('$') && isOperator(withDollar)) return withDollar;
  throw new ListQueryError(`Unknown operator '${name}'`, field);
}
