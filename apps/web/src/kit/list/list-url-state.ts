import { PAGE_SIZE_OPTIONS, type SortOrder, type SortSpec } from '@mandi/domain';
import dayjs from 'dayjs';
import type { Query } from '../../api/client';
import type { FilterDef } from './list-types';

/**
 * A list's view lives in the URL (?name=gst&enabled=false&sort=rate,DESC&page=2&limit=20), so
 * refresh, back and a shared link keep it. These pure functions read that URL, write it back
 * with defaults left out, and turn it into the API's list grammar.
 */
export interface ListConfig {
  filters: readonly FilterDef[];
  defaultSort: readonly SortSpec[];
  pageSize: number;
  /** Fields the user may sort by; anything else in the URL is ignored. */
  sortFields: readonly string[];
}

export interface ListState {
  /** Raw filter values by URL param; '' is "cleared", absent falls back to the default. */
  values: Record<string, string>;
  /** The user's sort, or null for the resource's default sort. */
  sort: SortSpec | null;
  page: number;
  limit: number;
}

export const paramOf = (filter: FilterDef) => filter.param ?? filter.field;

function defaultValueOf(filter: FilterDef): string {
  if (filter.kind === 'select') return filter.defaultValue ?? '';
  return filter.kind === 'boolean' && filter.defaultValue !== undefined ? String(filter.defaultValue) : '';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A raw URL value that this filter kind can use, or '' when it cannot. */
function cleanValue(filter: FilterDef, raw: string): string {
  const value = raw.trim();
  if (filter.kind === 'boolean') return value === 'true' || value === 'false' ? value : '';
  if (filter.kind === 'dateRange') {
    const [from, to] = value.split(',');
    return from && to && DAY.test(from) && DAY.test(to) && from <= to ? `${from},${to}` : '';
  }
  return value;
}

export function parseSort(raw: string | null, sortFields: readonly string[]): SortSpec | null {
  if (!raw) return null;
  const [field, order] = raw.split(',');
  if (!field || !sortFields.includes(field)) return null;
  if (order !== 'ASC' && order !== 'DESC') return null;
  return { field, order: order as SortOrder };
}

export function pageSizesOf(pageSize: number): number[] {
  return [...new Set<number>([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b);
}

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

export function readListState(params: URLSearchParams, config: ListConfig): ListState {
  const values: Record<string, string> = {};
  for (const filter of config.filters) {
    const raw = params.get(paramOf(filter));
    values[paramOf(filter)] = raw === null ? defaultValueOf(filter) : cleanValue(filter, raw);
  }
  const limit = positiveInt(params.get('limit'));
  return {
    values,
    sort: parseSort(params.get('sort'), config.sortFields),
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && pageSizesOf(config.pageSize).includes(limit) ? limit : config.pageSize,
  };
}

/** The URL of a state, leaving out whatever equals the default so links stay short. */
export function writeListState(state: ListState, config: ListConfig): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of config.filters) {
    const key = paramOf(filter);
    const value = (state.values[key] ?? '').trim();
    if (value !== defaultValueOf(filter)) params.set(key, value);
  }
  if (state.sort) params.set('sort', `${state.sort.field},${state.sort.order}`);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== config.pageSize) params.set('limit', String(state.limit));
  return params;
}

function dayBounds(range: string): string {
  const [from, to] = range.split(',');
  return `${dayjs(from).startOf('day').toISOString()},${dayjs(to).endOf('day').toISOString()}`;
}

/** `filter=` clauses of the list grammar, one per filter that has a value. */
export function toFilterClauses(state: ListState, filters: readonly FilterDef[]): string[] {
  const clauses: string[] = [];
  for (const filter of filters) {
    const value = (state.values[paramOf(filter)] ?? '').trim();
    if (!value) continue;
    switch (filter.kind) {
      case 'text':
        clauses.push(`${filter.field}||${filter.operator ?? '$contL'}||${value}`);
        break;
      case 'select':
        clauses.push(`${filter.field}||${filter.operator ?? '$eq'}||${value}`);
        break;
      case 'boolean':
        clauses.push(`${filter.field}||$eq||${value}`);
        break;
      case 'dateRange':
        clauses.push(`${filter.field}||$between||${dayBounds(value)}`);
        break;
    }
  }
  return clauses;
}

function sortParams(state: ListState, config: ListConfig): string[] {
  const sorts = state.sort ? [state.sort] : config.defaultSort;
  return sorts.map((sort) => `${sort.field},${sort.order}`);
}

/** The query of the export: every matching row, so no page or limit. */
export function toExportQuery(state: ListState, config: ListConfig): Query {
  return { filter: toFilterClauses(state, config.filters), sort: sortParams(state, config) };
}

export function toListQuery(state: ListState, config: ListConfig): Query {
  return { ...toExportQuery(state, config), page: state.page, limit: state.limit };
}

/** A query with fixed clauses (a screen's scope, such as one parent's rows) before the user's. */
export function withScope(query: Query, scope: readonly string[]): Query {
  if (scope.length === 0) return query;
  const filters = (query.filter as readonly string[] | undefined) ?? [];
  return { ...query, filter: [...scope, ...filters] };
}
