import { cities, countries, NOTIFICATION_COUNTRY_ID, pincodes, states } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '../../api/client';
import { apiPaths } from '../../kit/resource-paths';

/** Enough for every state of India, or the cities of one state. */
const ALL = 500;

interface Named {
  id: number;
  name: string;
}
interface PincodeRow {
  id: number;
  pincode: string;
  pincodeName: string;
}

export interface PlaceOption {
  value: number;
  label: string;
}

const named = (rows: Named[] | undefined): PlaceOption[] =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

function usePlaceQuery<T>(key: readonly unknown[], enabled: boolean, load: () => Promise<ListPage<T>>) {
  return useQuery({
    queryKey: ['notification-places', ...key],
    queryFn: load,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** The countries (for the list's filter). */
export function useCountryOptions() {
  const query = usePlaceQuery(['countries'], true, () =>
    api.get<ListPage<Named>>(apiPaths(countries).list, { sort: 'name,ASC', fields: 'id,name', limit: ALL }),
  );
  return { options: named(query.data?.data), loading: query.isFetching };
}

/** The states of a country (notifications are sent in country 1, spec 02 §9), by name. */
export function useStateOptions(countryId: number | undefined = NOTIFICATION_COUNTRY_ID) {
  const query = usePlaceQuery(['states', countryId ?? 'all'], true, () =>
    api.get<ListPage<Named>>(apiPaths(states).list, {
      filter: countryId ? [`countryId||$eq||${countryId}`] : [],
      sort: 'name,ASC',
      fields: 'id,name',
      limit: ALL,
    }),
  );
  return { options: named(query.data?.data), loading: query.isFetching };
}

/** The cities of a state, or of every state when none is chosen and `all` is asked. */
export function useCityOptions(stateId: number | undefined, all = false) {
  const query = usePlaceQuery(['cities', stateId ?? 'all'], stateId !== undefined || all, () =>
    api.get<ListPage<Named>>(apiPaths(cities).list, {
      filter: stateId ? [`stateId||$eq||${stateId}`] : [],
      sort: 'name,ASC',
      fields: 'id,name',
      limit: ALL,
    }),
  );
  return { options: named(query.data?.data), loading: query.isFetching };
}

/** The pincodes of a city, "560034 · Koramangala". */
export function usePincodeOptions(cityId: number | undefined) {
  const query = usePlaceQuery(['pincodes', cityId ?? 'none'], cityId !== undefined, () =>
    api.get<ListPage<PincodeRow>>(apiPaths(pincodes).list, {
      filter: [`cityId||$eq||${cityId}`],
      sort: 'pincode,ASC',
      fields: 'id,pincode,pincodeName',
      limit: ALL,
    }),
  );
  const options: PlaceOption[] = (query.data?.data ?? []).map((row) => ({
    value: row.id,
    label: `${row.pincode} · ${row.pincodeName}`,
  }));
  return { options, loading: query.isFetching };
}
