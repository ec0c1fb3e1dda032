import type { ResourceDef } from '@mandi/domain';

/**
 * Typed path helpers, so no screen builds a URL by hand. A screen base ('tax') gives the
 * spec's screen paths (/tax/list, /tax/add, /tax/edit/{id}) and their router patterns; a
 * resource declaration gives its API paths (/taxes, /taxes/{id}, /taxes/export).
 */
export type RowId = number | string;

export interface ScreenPaths {
  list: string;
  add: string;
  edit: (id: RowId) => string;
  /** React Router patterns of the same screens, for the route declarations. */
  patterns: { list: string; add: string; edit: string };
}

export function screenPaths(base: string): ScreenPaths {
  return {
    list: `/${base}/list`,
    add: `/${base}/add`,
    edit: (id) => `/${base}/edit/${encodeURIComponent(String(id))}`,
    patterns: { list: `/${base}/list`, add: `/${base}/add`, edit: `/${base}/edit/:id` },
  };
}

export interface ApiPaths {
  list: string;
  one: (id: RowId) => string;
  export: string;
}

export function apiPaths(def: Pick<ResourceDef, 'name'>): ApiPaths {
  return {
    list: `/${def.name}`,
    one: (id) => `/${def.name}/${encodeURIComponent(String(id))}`,
    export: `/${def.name}/export`,
  };
}
