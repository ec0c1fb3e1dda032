export type { Registry } from './field-path';
export { normalizeOperator, OPERATOR_NAMES, OPERATORS, type Operator, type OperatorSpec } from './operators';
export { parseListQuery } from './parse-list-query';
export * from './types';
