import type { coupons, DetailOf, RowOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The coupon screens: /coupons/list, /coupons/add, /coupons/edit/{id}. */
export const couponPaths = screenPaths('coupons');

/** A coupon as the API answers it: its categories named, the list's placeholder figures. */
export type Coupon = RowOf<typeof coupons> & Partial<DetailOf<typeof coupons>>;

/** The spec's list: a name filter (plain contains) and the sort by id. */
export const couponFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name', operator: '$cont' },
  enabledFilter(),
];

export const couponSorts: readonly SortChoice[] = [{ field: 'id', label: 'ID' }];
