import { z } from 'zod';
import { int, storedRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, idOf, optionalText, text, updateSchemaOf } from '../validation';

/** The spec's address rules (02 §5): name 3 to 150, email required and valid, contact 10 to 15. */
export const ADDRESS_MESSAGES = {
  name: 'Please enter name',
  nameLength: 'Length should be 3 to 150',
  email: 'Please enter email address',
  emailValid: 'Please enter valid email',
  contact: 'Please enter contact number',
  contactLength: 'Length should be 10 to 15',
  contactDigits: 'Contact number should contain digits only',
  pincode: 'Please enter Pincode',
  customerType: 'Type should be Customer or Contact',
} as const;

export const addressName = text({
  required: ADDRESS_MESSAGES.name,
  min: 3,
  max: 150,
  length: ADDRESS_MESSAGES.nameLength,
});

export const addressEmail = z
  .string({ error: ADDRESS_MESSAGES.email })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.email, abort: true })
  .max(254, ADDRESS_MESSAGES.emailValid)
  .check(z.email(ADDRESS_MESSAGES.emailValid));

/** The contact number as typed (`+91 98765-43210` is 15): 10 to 15 characters, digits with +, spaces, dashes. */
export const addressContactNumber = text({
  required: ADDRESS_MESSAGES.contact,
  min: 10,
  max: 15,
  length: ADDRESS_MESSAGES.contactLength,
}).refine((value) => value === '' || /^\+?[\d\s-]+$/.test(value), ADDRESS_MESSAGES.contactDigits);

const part = (max: number) => optionalText({ max, maxMessage: `Maximum length should be ${max}` });

/**
 * A new address. It belongs to a contact (`contactId`), or to a customer (`userId`: hung on
 * the customer's first contact). The pincode decides the city and the state: the server fills
 * them from it and refuses a city or state sent beside it that is not the pincode's.
 */
export const addressCreate = z.object({
  enabled: enabled.default(true),
  contactId: idOf('Please choose a contact').nullable().optional(),
  userId: idOf('Please choose a customer').optional(),
  name: addressName,
  firstName: part(100),
  middleName: part(100),
  lastName: part(100),
  companyName: part(150),
  line1: part(250),
  line2: part(250),
  region: part(100),
  emailAddress: addressEmail,
  mobileNumber: addressContactNumber,
  fax: part(20),
  stateId: idOf('Please choose a state').nullable().optional(),
  cityId: idOf('Please choose a city').nullable().optional(),
  pincodeId: idOf(ADDRESS_MESSAGES.pincode),
});

/** A row as the API answers it. */
export const addressRow = storedRow({
  enabled: z.boolean(),
  contactId: int.nullable(),
  name: z.string(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  region: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  fax: z.string().nullable(),
  countryId: int,
  stateId: int.nullable(),
  cityId: int.nullable(),
  pincodeId: int.nullable(),
});

/** One address's calls also say whose it is: the customer of its contact. */
export const addressDetail = withAuthors(addressRow).extend({
  userId: int.nullable().describe('the customer of its contact'),
});

export const addresses = defineResource({
  name: 'addresses',
  label: 'Address',
  titleField: 'name',
  access: { read: ['address'], write: ['address'] },
  fields: {
    id: ID_FIELD,
    name: { type: 'string', label: 'Name', list: 'text', filter: 'contains', sort: true },
    contactId: { type: 'integer', label: 'Contact' },
    // Not a column: the customer of the address's contact, for filters only
    // (`filter=userId||$eq||5`: a customer's addresses, /address/list/Customer/5).
    userId: { type: 'integer', label: 'Customer' },
    firstName: { type: 'string', label: 'First Name' },
    middleName: { type: 'string', label: 'Middle Name' },
    lastName: { type: 'string', label: 'Last Name' },
    companyName: { type: 'string', label: 'Company Name' },
    line1: { type: 'string', label: 'Line 1' },
    line2: { type: 'string', label: 'Line 2' },
    region: { type: 'string', label: 'Region' },
    mobileNumber: { type: 'string', label: 'Contact Number', filter: 'contains' },
    emailAddress: { type: 'string', label: 'Email', filter: 'contains' },
    fax: { type: 'string', label: 'Fax' },
    countryId: { type: 'integer' },
    stateId: { type: 'integer', label: 'State' },
    cityId: { type: 'integer', label: 'City' },
    pincodeId: { type: 'integer', label: 'Pincode' },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
  },
  relations: {
    country: { resource: 'countries', many: false },
    state: { resource: 'states', many: false },
    city: { resource: 'cities', many: false },
    pincode: { resource: 'pincodes', many: false },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: addressCreate,
  update: updateSchemaOf(addressCreate),
  row: addressRow,
  detail: addressDetail,
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Line 1', field: 'line1' },
    { header: 'Line 2', field: 'line2' },
    { header: 'Contact Number', field: 'mobileNumber' },
    { header: 'Email', field: 'emailAddress' },
    { header: 'Enabled', field: 'enabled' },
  ],
  savedMessage: 'Address saved successfully',
});

/** The address as one line: line1, line2, city, state, pincode (blanks left out). */
export function addressLine(parts: {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
}): string {
  return [parts.line1, parts.line2, parts.city, parts.state, parts.pincode]
    .map((value) => value?.trim() ?? '')
    .filter((value) => value !== '')
    .join(', ');
}

/** Whose addresses a list shows (/address/list/{type}/{id}): a customer's, or one contact's. */
export const ADDRESS_OWNER_TYPES = ['Customer', 'Contact'] as const;
export type AddressOwnerType = (typeof ADDRESS_OWNER_TYPES)[number];
