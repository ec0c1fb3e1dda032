import { canOpen, cities, countries, type RouteKey, type RowOf, states } from '@mandi/domain';
import { useSessionStore } from '../../auth/session-store';
import { useResourceOne } from '../../kit/resource-hooks';

type Named = Pick<RowOf<typeof countries>, 'id' | 'name'>;
type CityRow = RowOf<typeof cities>;
type StateRow = RowOf<typeof states>;

/** Where a drill-down list is: the country, state and city above it, loaded from the lowest one given. */
export interface LocationTrail {
  country?: Named;
  state?: StateRow;
  city?: CityRow;
  /** The lowest level asked for could not be loaded (unknown id, no permission). */
  error: unknown;
}

export function useLocationTrail(from: {
  countryId?: number | null;
  stateId?: number | null;
  cityId?: number | null;
}) {
  const city = useResourceOne<CityRow>(cities, from.cityId ?? undefined);
  const stateId = from.stateId ?? city.data?.stateId;
  const state = useResourceOne<StateRow>(states, stateId ?? undefined);
  const countryId = from.countryId ?? state.data?.countryId ?? city.data?.countryId;
  const country = useResourceOne<Named>(countries, countryId ?? undefined);
  const lowest = from.cityId ? city : from.stateId ? state : country;
  return {
    country: country.data,
    state: state.data,
    city: city.data,
    error: lowest.error,
  } satisfies LocationTrail;
}

/** Whether the signed-in admin may open a screen (to link to it or not). */
export function useCanOpen(key: RouteKey): boolean {
  const session = useSessionStore((state) => state.session);
  return session ? canOpen({ id: session.id, roles: session.roles, routes: session.routes }, key) : false;
}
