import { type DetailOf, INDIA_COUNTRY_ID, type states } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/**
 * The state screens of the spec: /states/list/{countryId} (the app opens India, id 1),
 * /states/add/{countryId}, /states/edit/{id}.
 */
const segment = (id: RowId) => encodeURIComponent(String(id));

export const statePaths = {
  list: (countryId: RowId = INDIA_COUNTRY_ID) => `/states/list/${segment(countryId)}`,
  add: (countryId: RowId = INDIA_COUNTRY_ID) => `/states/add/${segment(countryId)}`,
  edit: (id: RowId) => `/states/edit/${segment(id)}`,
  patterns: { list: '/states/list/:countryId', add: '/states/add/:countryId', edit: '/states/edit/:id' },
};

export function stateScreenPaths(countryId: RowId): ScreenPaths {
  return {
    list: statePaths.list(countryId),
    add: statePaths.add(countryId),
    edit: statePaths.edit,
    patterns: statePaths.patterns,
  };
}

/** A row as the API answers it, typed from the declaration. */
export type State = DetailOf<typeof states>;

export const stateFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  // The spec opens the states list on the enabled ones.
  enabledFilter({ defaultValue: true }),
];

export const stateSorts: readonly SortChoice[] = [
  { field: 'name', label: 'Name' },
  { field: 'priority', label: 'Priority' },
  { field: 'id', label: 'ID' },
];

/** A route's id parameter as a positive number, or null when it is not one. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
