import type { Tx } from '../client';
import { cities, pincodes, states } from '../schema';
import { insertAll } from './bulk';
import { CITIES, STATES } from './demo-locations-data';

export interface SeededPincode {
  id: number;
  pincode: string;
  name: string;
  isDeliverable: boolean;
}

export interface SeededCity {
  id: number;
  name: string;
  stateId: number;
  stateName: string;
  gstCode: string;
  lat: number;
  lng: number;
  pincodes: SeededPincode[];
}

/** States, the demo store's cities and their pincodes; answers the cities with their ids. */
export async function seedLocations(tx: Tx): Promise<SeededCity[]> {
  const servedStates = new Set(CITIES.map((city) => city.state));
  const stateIds = await insertAll(
    tx,
    states,
    STATES.map((state) => ({
      name: state.name,
      code: state.code,
      // States the store delivers in come first in the apps' pickers.
      priority: servedStates.has(state.code) ? 1 : 0,
    })),
  );
  const stateByCode = new Map(STATES.map((state, index) => [state.code, { ...state, id: stateIds[index]! }]));
  const stateOf = (code: string) => {
    const state = stateByCode.get(code);
    if (!state) throw new Error(`unknown state code ${code}`);
    return state;
  };

  const cityIds = await insertAll(
    tx,
    cities,
    CITIES.map((city) => ({ name: city.name, stateId: stateOf(city.state).id })),
  );

  const pincodeRows = CITIES.flatMap((city, index) =>
    city.pincodes.map((entry) => {
      const match = /^(\d{6}) (.+?)(!?)$/.exec(entry);
      if (!match) throw new Error(`bad pincode entry ${entry}`);
      return {
        pincode: match[1]!,
        pincodeName: match[2]!,
        isDeliverable: match[3] !== '!',
        cityId: cityIds[index]!,
        stateId: stateOf(city.state).id,
      };
    }),
  );
  const pincodeIds = await insertAll(tx, pincodes, pincodeRows);

  return CITIES.map((city, index) => {
    const state = stateOf(city.state);
    const cityId = cityIds[index]!;
    return {
      id: cityId,
      name: city.name,
      stateId: state.id,
      stateName: state.name,
      gstCode: state.gstCode,
      lat: city.lat,
      lng: city.lng,
      pincodes: pincodeRows.flatMap((row, rowIndex) =>
        row.cityId === cityId
          ? [
              {
                id: pincodeIds[rowIndex]!,
                pincode: row.pincode,
                name: row.pincodeName,
                isDeliverable: row.isDeliverable,
              },
            ]
          : [],
      ),
    };
  });
}
