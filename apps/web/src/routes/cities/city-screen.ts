import type { cityCreate } from '@mandi/domain';
import type { z } from 'zod';
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

/** A city as the API answers it. */
export type City = z.output<typeof cityCreate> & {
  id: number;
  countryId: number;
  createdTimestamp: string;
  updatedTimestamp: string;
};

export const cityFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const citySorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
];
