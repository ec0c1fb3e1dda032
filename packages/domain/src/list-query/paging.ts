import { MAX_PAGE_SIZE, type ResourceDef } from '../resource';
import { paramValue } from './raw-params';
import { ListQueryError, type RawQuery } from './types';

const WHOLE = /^\d+$/;

function wholeNumber(raw: RawQuery, names: string[], min: 0 | 1, message: string): number | undefined {
  const text = paramValue(raw, ...names)?.trim();
  if (text === undefined) return undefined;
  const n = WHOLE.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min) throw new ListQueryError(message);
  return n;
}

export interface Paging {
  limit: number;
  offset: number;
  page: number;
}

/**
 * `limit` (or `per_page`) defaults to the resource's page size and is capped at
 * MAX_PAGE_SIZE. Like nestjsx, `page` (from 1) wins when both it and `offset` are sent.
 */
export function parsePaging(raw: RawQuery, resource: ResourceDef): Paging {
  const asked = wholeNumber(raw, ['limit', 'per_page'], 1, 'limit must be a positive whole number');
  const page = wholeNumber(raw, ['page'], 1, 'page must be a positive whole number');
  const offset = wholeNumber(raw, ['offset'], 0, 'offset must be zero or a positive whole number');
  const limit = Math.min(asked ?? resource.pageSize, MAX_PAGE_SIZE);
  const skip = page !== undefined ? (page - 1) * limit : (offset ?? 0);
  return { limit, offset: skip, page: Math.floor(skip / limit) + 1 };
}
