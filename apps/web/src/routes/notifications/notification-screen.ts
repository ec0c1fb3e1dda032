import type { DetailOf, notifications } from '@mandi/domain';
import { useSearchParams } from 'react-router';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, FilterOption, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';
import { useCityOptions, useCountryOptions, useStateOptions } from './use-places';

/** The notification screens: /notifications/list, /notifications/add, /notifications/edit/{id}. */
export const notificationPaths = screenPaths('notifications');

interface Named {
  name?: string;
}

/** A notification as the API answers it, with its places and target named when joined. */
export type Notification = DetailOf<typeof notifications> & {
  state?: Named | null;
  city?: Named | null;
  pincode?: { pincode?: string; pincodeName?: string } | null;
  category?: Named | null;
  product?: Named | null;
};

/** Who receives it: "All customers", or the most precise place ("Bengaluru, Karnataka"). */
export function audienceOf(row: Notification): string {
  if (row.sendToAll) return 'All customers';
  const places = [
    row.pincodeId ? (row.pincode?.pincode ?? `Pincode ${row.pincodeId}`) : null,
    row.cityId ? (row.city?.name ?? `City ${row.cityId}`) : null,
    row.stateId ? (row.state?.name ?? `State ${row.stateId}`) : null,
  ].filter(Boolean);
  return places.length > 0 ? places.join(', ') : 'Nobody chosen';
}

/** What a tap opens in the app: "Home", "category Fruits", "https://...". */
export function opensOf(row: Notification): string {
  switch (row.page) {
    case 'Categories':
      return `category ${row.category?.name ?? row.params ?? ''}`.trim();
    case 'Product':
      return `product ${row.product?.name ?? row.params ?? ''}`.trim();
    case 'Link':
      return row.link ?? row.params ?? 'a link';
    case null:
    case undefined:
      return 'the app';
    default:
      return row.page;
  }
}

/** The form's fields a copy starts from: what was said and to whom, sent anew when saved. */
const COPIED = [
  'title',
  'message',
  'image',
  'page',
  'link',
  'categoryId',
  'productId',
  'platform',
  'appVersion',
  'stateId',
  'cityId',
  'pincodeId',
] as const;

export function copyOf(row: Notification): Record<string, unknown> {
  return Object.fromEntries(COPIED.map((field) => [field, row[field] ?? null]));
}

const asFilterOptions = (loaded: { options: { value: number; label: string }[]; loading: boolean }) => ({
  options: loaded.options.map(
    (option): FilterOption => ({ value: String(option.value), label: option.label }),
  ),
  loading: loaded.loading,
});

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The states of the country chosen in the filter (every state when none is). */
function useStateFilterOptions() {
  const [params] = useSearchParams();
  return asFilterOptions(useStateOptions(idParam(params.get('countryId'))));
}

/** The cities of the state chosen in the filter (every city when none is). */
function useCityFilterOptions() {
  const [params] = useSearchParams();
  return asFilterOptions(useCityOptions(idParam(params.get('stateId')), true));
}

function useCountryFilterOptions() {
  return asFilterOptions(useCountryOptions());
}

/** The spec's list filters: country, state, city and enabled (spec 02 §2). */
export const notificationFilters: readonly FilterDef[] = [
  { kind: 'select', field: 'countryId', label: 'Country', useOptions: useCountryFilterOptions },
  { kind: 'select', field: 'stateId', label: 'State', useOptions: useStateFilterOptions },
  { kind: 'select', field: 'cityId', label: 'City', useOptions: useCityFilterOptions },
  enabledFilter(),
];

export const notificationSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'title', label: 'Title' },
];
