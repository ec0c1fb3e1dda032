import { z } from 'zod';
import { cellText, definedOnly, type SheetColumn } from '../import/sheet';
import { pincodeText } from '../locations/pincode-fields';
import { optionalText } from '../validation';
import { addressContactNumber, addressEmail, addressName } from './addresses';

/**
 * The address import (spec 02 §2, §7): the sheet's columns, one sheet row mapped to a request
 * row, and the rules a request row must pass. Rows are sent to POST /addresses/singleImport in
 * batches of ADDRESS_IMPORT_BATCH; the pincode finds the city and the state, the customer is
 * found by mobile or email and the address hung on their first contact.
 */
export const ADDRESS_IMPORT_BATCH = 100;

export const ADDRESS_SHEET_COLUMNS = [
  { key: 'name', header: 'Name', aliases: ['full name', 'address name'], example: 'Asha Rao' },
  { key: 'firstName', header: 'First Name', aliases: ['firstname', 'first'], example: 'Asha' },
  { key: 'middleName', header: 'Middle Name', aliases: ['middlename', 'middle'], example: '' },
  { key: 'lastName', header: 'Last Name', aliases: ['lastname', 'surname', 'last'], example: 'Rao' },
  { key: 'companyName', header: 'Company Name', aliases: ['company', 'organization'], example: '' },
  {
    key: 'line1',
    header: 'Line 1',
    aliases: ['address line 1', 'address 1', 'address1', 'address', 'line1'],
    example: 'Flat 203, Lake View Apartments',
  },
  {
    key: 'line2',
    header: 'Line 2',
    aliases: ['address line 2', 'address 2', 'address2', 'line2', 'landmark'],
    example: 'Near City Mall, Koramangala',
  },
  { key: 'region', header: 'Region', aliases: ['area', 'locality'], example: 'South' },
  { key: 'pincode', header: 'Pincode', aliases: ['pin code', 'pin', 'zip', 'zip code'], example: '560034' },
  { key: 'city', header: 'City', aliases: ['city name', 'district'], example: 'Bengaluru' },
  { key: 'state', header: 'State', aliases: ['state name'], example: 'Karnataka' },
  {
    key: 'mobileNumber',
    header: 'Mobile Number',
    aliases: ['mobile', 'contact number', 'contact', 'phone', 'phone number', 'mobilenumber'],
    example: '9876543210',
  },
  {
    key: 'emailAddress',
    header: 'Email Address',
    aliases: ['email', 'e-mail', 'emailaddress'],
    example: 'asha.rao@example.com',
  },
  { key: 'fax', header: 'Fax', aliases: [], example: '' },
  {
    key: 'customerMobile',
    header: 'Customer Mobile',
    aliases: ['customer mobile number', 'customer phone', 'customermobile'],
    example: '9876543210',
  },
  {
    key: 'customerEmail',
    header: 'Customer Email',
    aliases: ['customer email address', 'customeremail'],
    example: '',
  },
] as const satisfies readonly SheetColumn[];

export type AddressSheetKey = (typeof ADDRESS_SHEET_COLUMNS)[number]['key'];

/** Headers a sheet must have for its rows to mean anything. */
export const ADDRESS_REQUIRED_COLUMNS: readonly AddressSheetKey[] = [
  'pincode',
  'mobileNumber',
  'emailAddress',
];

/** Cells kept as text in the template and the failed rows, so Excel shows what was typed. */
export const ADDRESS_TEXT_COLUMNS: readonly AddressSheetKey[] = [
  'pincode',
  'mobileNumber',
  'customerMobile',
  'fax',
];

/** One sheet row (cells by column key) as a row of POST /addresses/singleImport. */
export function addressRowFromSheet(
  cells: Partial<Record<AddressSheetKey, unknown>>,
  row: number,
): Record<string, unknown> {
  const firstName = cellText(cells.firstName);
  const middleName = cellText(cells.middleName);
  const lastName = cellText(cells.lastName);
  // A sheet with the name's parts only: the name is them, in order.
  const parts = [firstName, middleName, lastName].filter(Boolean).join(' ');
  return definedOnly({
    row,
    name: cellText(cells.name) ?? (parts || undefined),
    firstName,
    middleName,
    lastName,
    companyName: cellText(cells.companyName),
    line1: cellText(cells.line1),
    line2: cellText(cells.line2),
    region: cellText(cells.region),
    // Excel keeps 560034 as a number and people type "560 034": a pincode is its digits.
    pincode: cellText(cells.pincode)?.replace(/\s+/g, ''),
    city: cellText(cells.city),
    state: cellText(cells.state),
    mobileNumber: cellText(cells.mobileNumber),
    emailAddress: cellText(cells.emailAddress),
    fax: cellText(cells.fax),
    customerMobile: cellText(cells.customerMobile),
    customerEmail: cellText(cells.customerEmail),
  });
}

const part = (max: number) => optionalText({ max, maxMessage: `Maximum length should be ${max}` });

/**
 * One row of POST /addresses/singleImport; a bad row fails alone, with the first message.
 * The address's own rules are the form's (name, email, contact number); `city` and `state`
 * only check the pincode's; the customer is `customerMobile` or `customerEmail`, else the
 * row's own mobile number or email.
 */
export const addressImportRow = z.object({
  /** The sheet row it came from, echoed in the failures. */
  row: z.number().int().positive().optional(),
  name: addressName,
  firstName: part(100),
  middleName: part(100),
  lastName: part(100),
  companyName: part(150),
  line1: part(250),
  line2: part(250),
  region: part(100),
  pincode: pincodeText,
  city: part(50),
  state: part(50),
  mobileNumber: addressContactNumber,
  emailAddress: addressEmail,
  fax: part(20),
  customerMobile: part(20),
  customerEmail: part(254),
});
export type AddressImportRow = z.output<typeof addressImportRow>;

/**
 * A phone number as the customer list stores it (ten digits): `+91 98765-43210`,
 * `098765 43210` and `9876543210` are the same number. Undefined when it is not a number.
 */
export function mobileDigits(value: string): string | undefined {
  let digits = value.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  digits = digits.replace(/^\+/, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? digits : undefined;
}

/** How a row names its customer: by mobile (digits) or by email (lower case), or why it cannot. */
export type CustomerKey = { mobile: string } | { email: string };

export function customerKeyOf(row: AddressImportRow): CustomerKey | string {
  if (row.customerMobile) {
    const mobile = mobileDigits(row.customerMobile);
    return mobile ? { mobile } : `Customer mobile ${row.customerMobile} is not a 10-digit number`;
  }
  if (row.customerEmail) return { email: row.customerEmail.toLowerCase() };
  const mobile = mobileDigits(row.mobileNumber);
  if (mobile) return { mobile };
  return { email: row.emailAddress.toLowerCase() };
}

/** Where a pincode is, as the import looks it up. */
export interface PincodePlace {
  pincodeId: number;
  pincode: string;
  cityId: number;
  cityName: string;
  stateId: number;
  stateName: string;
  countryId: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The place of a row's pincode, or why there is none: the pincode must be stored, and a city
 * or state the row names beside it must be the pincode's.
 */
export function addressRowPlace(
  row: Pick<AddressImportRow, 'pincode' | 'city' | 'state'>,
  places: ReadonlyMap<string, PincodePlace>,
): PincodePlace | string {
  const place = places.get(row.pincode);
  if (!place) return `Pincode ${row.pincode} not found`;
  if (row.city && !same(row.city, place.cityName))
    return `Pincode ${row.pincode} is in ${place.cityName}, not in ${row.city}`;
  if (row.state && !same(row.state, place.stateName))
    return `Pincode ${row.pincode} is in ${place.stateName}, not in ${row.state}`;
  return place;
}
