import {
  BANNER_POSITIONS,
  type banners,
  type brands,
  type categories,
  type DetailOf,
  type products,
  type RowOf,
} from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The banner screens: /banner/list, /banner/add, /banner/edit/{id}. */
export const bannerPaths = screenPaths('banner');

/** A banner as the API answers it, with the name of what it leads to when joined. */
export type Banner = DetailOf<typeof banners> & {
  category?: Partial<RowOf<typeof categories>> | null;
  product?: Partial<RowOf<typeof products>> | null;
  brand?: Partial<RowOf<typeof brands>> | null;
};

export const bannerFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  {
    kind: 'select',
    field: 'bannerPosition',
    label: 'Position',
    options: BANNER_POSITIONS.map((position) => ({ value: position, label: position })),
  },
  enabledFilter(),
];

export const bannerSorts: readonly SortChoice[] = [
  { field: 'priority', label: 'Priority' },
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'validTill', label: 'Valid till' },
];
