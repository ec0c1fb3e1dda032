import { BANNER_POSITIONS, type bannerCreate } from '@mandi/domain';
import type { z } from 'zod';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The banner screens: /banner/list, /banner/add, /banner/edit/{id}. */
export const bannerPaths = screenPaths('banner');

/** A banner as the API answers it, with the name of what it leads to when joined. */
export type Banner = z.output<typeof bannerCreate> & {
  id: number;
  createdTimestamp: string;
  updatedTimestamp: string;
  category?: { name: string } | null;
  product?: { name: string } | null;
  brand?: { name: string } | null;
};

export const bannerFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  {
    kind: 'select',
    field: 'bannerPosition',
    label: 'Position',
    options: BANNER_POSITIONS.map((position) => ({ value: position, label: position })),
  },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const bannerSorts: readonly SortChoice[] = [
  { field: 'priority', label: 'Priority' },
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'validTill', label: 'Valid till' },
];
