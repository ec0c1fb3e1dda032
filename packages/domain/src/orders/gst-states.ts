/**
 * GST state codes, the two digits that open a GSTIN, by the state's ISO 3166-2:IN code as the
 * states list keeps it ('MH', 'KA'). Older or alternative letters (TG/TS, OR/OD, CT/CG, UT/UK,
 * DN/DD/DH) read the same.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  JK: '01',
  HP: '02',
  PB: '03',
  CH: '04',
  UK: '05',
  UT: '05',
  HR: '06',
  DL: '07',
  RJ: '08',
  UP: '09',
  BR: '10',
  SK: '11',
  AR: '12',
  NL: '13',
  MN: '14',
  MZ: '15',
  TR: '16',
  ML: '17',
  AS: '18',
  WB: '19',
  JH: '20',
  OD: '21',
  OR: '21',
  CG: '22',
  CT: '22',
  MP: '23',
  GJ: '24',
  DH: '26',
  DN: '26',
  DD: '26',
  MH: '27',
  KA: '29',
  GA: '30',
  LD: '31',
  KL: '32',
  TN: '33',
  PY: '34',
  AN: '35',
  TS: '36',
  TG: '36',
  AP: '37',
  LA: '38',
};

/** The GST code of a state from its ISO letters, or null when unknown. */
export function gstStateCodeOf(isoCode: string | null | undefined): string | null {
  if (!isoCode) return null;
  return GST_STATE_CODES[isoCode.trim().toUpperCase()] ?? null;
}

/**
 * Why a GSTIN cannot belong to a state (a GSTIN opens with its state's code), or null when it
 * can or when the state's code is unknown.
 */
export function gstinStateProblem(
  gstNumber: string | null | undefined,
  state: { name: string; code: string | null } | null | undefined,
): string | null {
  if (!gstNumber || !state) return null;
  const code = gstStateCodeOf(state.code);
  if (!code || gstNumber.slice(0, 2) === code) return null;
  return `GST number of a store in ${state.name} should start with ${code}`;
}

/**
 * The states and union territories by their GST code, as the GST portal names them: a GSTIN's
 * first two digits say where its holder is registered. 97 is "Other Territory", 99 the Centre's
 * jurisdiction.
 */
export const GST_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** Where a GSTIN's holder is registered: its first two digits and that state's name; null when unknown. */
export function gstinState(gstNumber: string | null | undefined): { code: string; name: string } | null {
  const code = gstNumber?.trim().slice(0, 2) ?? '';
  const name = GST_STATE_NAMES[code];
  return name ? { code, name } : null;
}
