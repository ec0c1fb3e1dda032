import { z } from 'zod';
import { cellText, definedOnly, type SheetColumn, yesNo } from '../import/sheet';
import { INT4_MAX, optionalText, text } from '../validation';
import { pincodeText } from './pincode-fields';

/**
 * The pincode import: the sheet's columns (the template's headers), one sheet row mapped to
 * a request row, and the rules a request row must pass. Rows are sent to
 * POST /pincodes/singleImport in batches of PINCODE_IMPORT_BATCH.
 */
export const PINCODE_IMPORT_BATCH = 100;

export const PINCODE_SHEET_COLUMNS = [
  { key: 'pincode', header: 'Pincode', aliases: ['pin code', 'pin', 'zip', 'zip code'], example: '400001' },
  {
    key: 'pincodeName',
    header: 'Pincode Name',
    aliases: ['name', 'post office', 'office name', 'area', 'locality'],
    example: 'Mumbai GPO',
  },
  { key: 'city', header: 'City', aliases: ['city name', 'district'], example: 'Mumbai' },
  { key: 'state', header: 'State', aliases: ['state name'], example: 'Maharashtra' },
  {
    key: 'isDeliverable',
    header: 'Deliverable',
    aliases: ['is deliverable', 'isdeliverable', 'delivery'],
    example: 'Y',
  },
  { key: 'enabled', header: 'Enabled', aliases: ['active'], example: 'Y' },
] as const satisfies readonly SheetColumn[];

export type PincodeSheetKey = (typeof PINCODE_SHEET_COLUMNS)[number]['key'];

/** Headers a sheet must have for its rows to mean anything. */
export const PINCODE_REQUIRED_COLUMNS: readonly PincodeSheetKey[] = ['pincode', 'pincodeName', 'city'];

/** One sheet row (cells by column key) as a row of POST /pincodes/singleImport. */
export function pincodeRowFromSheet(
  cells: Partial<Record<PincodeSheetKey, unknown>>,
  row: number,
): Record<string, unknown> {
  // Excel keeps 400001 as a number and people type "400 001"; a pincode is its digits.
  const pincode = cellText(cells.pincode)?.replace(/\s+/g, '');
  const answer: Record<string, unknown> = {
    row,
    pincode,
    pincodeName: cellText(cells.pincodeName),
    city: cellText(cells.city),
    state: cellText(cells.state),
    isDeliverable: yesNo(cells.isDeliverable),
    enabled: yesNo(cells.enabled),
  };
  return definedOnly(answer);
}

const yesNoField = (label: string) => z.boolean({ error: `${label} should be Y or N` }).default(true);
const placeId = (label: string) => {
  const message = `${label} id should be a whole number`;
  return z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message).optional();
};

/**
 * One row of POST /pincodes/singleImport; a bad row fails alone, with the first message.
 * The city is named by id (`cityId`, as the pincode screens know it) or by name (`city`, as
 * a sheet has it); the state, by id or name, only narrows or checks it.
 */
export const pincodeImportRow = z
  .object({
    /** The sheet row it came from, echoed in the failures. */
    row: z.number().int().positive().optional(),
    pincode: pincodeText,
    pincodeName: text({ required: 'Please enter Pincode', max: 100 }),
    city: optionalText({ max: 50 }),
    cityId: placeId('City'),
    state: optionalText({ max: 50 }),
    stateId: placeId('State'),
    isDeliverable: yesNoField('Deliverable'),
    enabled: yesNoField('Enabled'),
  })
  .superRefine((row, ctx) => {
    if (row.cityId === undefined && !row.city)
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'Please enter city' });
  });
export type PincodeImportRow = z.output<typeof pincodeImportRow>;

/** A city as the import looks it up: its id and name, and its state's. */
export interface ImportCity {
  cityId: number;
  cityName: string;
  stateId: number;
  stateName: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The one city a row names, or why there is none: by `cityId` when given (a name or state
 * sent beside it must agree), else by name within the state named by `stateId` or `state`.
 * `cities` holds every city the batch names by id or name; `states` the states it names by id.
 */
export function pincodeRowPlace<City extends ImportCity>(
  row: Pick<PincodeImportRow, 'city' | 'cityId' | 'state' | 'stateId'>,
  cities: readonly City[],
  states: readonly { id: number; name: string }[],
): City | string {
  const stateOfId = row.stateId === undefined ? undefined : states.find((state) => state.id === row.stateId);
  if (row.stateId !== undefined && !stateOfId) return `No state has the id ${row.stateId}`;
  if (stateOfId && row.state && !same(row.state, stateOfId.name))
    return `State id ${stateOfId.id} is ${stateOfId.name}, not ${row.state}`;
  const wantedState = stateOfId?.name ?? row.state ?? undefined;

  if (row.cityId !== undefined) {
    const city = cities.find((candidate) => candidate.cityId === row.cityId);
    if (!city) return `No city has the id ${row.cityId}`;
    if (row.city && !same(row.city, city.cityName))
      return `City id ${city.cityId} is ${city.cityName}, not ${row.city}`;
    const inState = stateOfId
      ? city.stateId === stateOfId.id
      : !wantedState || same(city.stateName, wantedState);
    if (!inState) return `${city.cityName} is in ${city.stateName}, not in ${wantedState}`;
    return city;
  }

  const name = row.city ?? '';
  const found = cities.filter(
    (city) =>
      same(city.cityName, name) &&
      (stateOfId ? city.stateId === stateOfId.id : !wantedState || same(city.stateName, wantedState)),
  );
  // `cities` may hold a city twice (named by id in one row, by name in another).
  const matches = [...new Map(found.map((city) => [city.cityId, city])).values()];
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) return `City ${name} not found${wantedState ? ` in ${wantedState}` : ''}`;
  return `City ${name} is in more than one state; give the state`;
}
