import type { cities, DetailOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/** The city screens of the spec: /cities/list/{stateId}, /cities/add/{stateId}, /cities/edit/{id}. */
const segment = (id: RowId) => encodeURIComponent(String(id));

export const cityPaths = {
  list: (stateId: RowId) => `/cities/list/${segment(stateId)}`,
  add: (stateId: RowId) => `/cities/add/${segment(stateId)}`,
  edit: (id: RowId) => `/cities/edit/${segment(id)}`,
  patterns: { list: '/cities/list/:stateId', add: '/cities/add/:stateId', edit: '/cities/edit/:id' },
};

export function cityScreenPaths(stateId: RowId): ScreenPaths {
  return {
    list: cityPaths.list(stateId),
    add: cityPaths.add(stateId),
    edit: cityPaths.edit,
    patterns: cityPaths.patterns,
  };
}

/** A row as the API answers it, typed from the declaration. */
export type City = DetailOf<typeof cities>;

export const cityFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  enabledFilter(),
];

export const citySorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
];
