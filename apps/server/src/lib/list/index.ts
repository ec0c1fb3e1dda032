export type { RawQuery } from '@mandi/domain';
export type { RelationBinding, ResourceBinding, Row } from './binding';
export { type ListOptions, type ListResult, listRows } from './list-rows';
export { presentRow } from './present';
export { sheetReads, streamRows } from './stream-rows';
export { whereSql } from './where-sql';
