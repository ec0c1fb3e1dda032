import type { SortSpec } from '@mandi/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { rememberListSearch } from './last-list-search';
import { type ListConfig, type ListState, readListState, writeListState } from './list-url-state';

/** The list's view, read from and written to the URL (each change is a history entry). */
export function useListState(config: ListConfig) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => readListState(params, config), [params, config]);

  useEffect(
    () => rememberListSearch(location.pathname, location.search),
    [location.pathname, location.search],
  );

  const apply = useCallback(
    (next: ListState) => setParams(writeListState(next, config)),
    [setParams, config],
  );

  return {
    state,
    /** New filter values start again from page 1. */
    setValues: useCallback(
      (values: Record<string, string>) =>
        apply({ ...state, values: { ...state.values, ...values }, page: 1 }),
      [apply, state],
    ),
    setSort: useCallback((sort: SortSpec | null) => apply({ ...state, sort, page: 1 }), [apply, state]),
    setPage: useCallback(
      (page: number, limit: number) => apply({ ...state, page: limit === state.limit ? page : 1, limit }),
      [apply, state],
    ),
    /** Back to the defaults: no filters but the declared defaults, default sort, page 1. */
    reset: useCallback(() => setParams(new URLSearchParams()), [setParams]),
  };
}
