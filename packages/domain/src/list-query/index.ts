export type { Registry } from './field-path';
export { type ListQuerySent, listQuerySchema } from './list-query-schema';
export { normalizeOperator, OPERATOR_NAMES, OPERATORS, type Operator, type OperatorSpec } from './operators';
export { parseListQuery } from './parse-list-query';
export * from './types';
