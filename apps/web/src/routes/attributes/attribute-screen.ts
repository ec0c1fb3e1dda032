import type { attributes, DetailOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The attribute screens: /attribute/list, /attribute/add, /attribute/edit/{id}. */
export const attributePaths = screenPaths('attribute');

/** A row as the API answers it, typed from the declaration. */
export type Attribute = DetailOf<typeof attributes>;

export const attributeFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  enabledFilter(),
];

export const attributeSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
];
