import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, idOf, optionalId, text, updateSchemaOf } from '../validation';

/**
 * A mobile number as stored: digits, as staff type them when a customer says them
 * ('+91 98765-43210' is 9876543210): spaces, dashes, brackets and dots go, and +91 before 10 digits.
 */
export function contactMobileDigits(value: string): string {
  const digits = value.replace(/[\s\-().]/g, '');
  return /^\+91\d+$/.test(digits) ? digits.slice(3) : digits;
}

export const CONTACT_MESSAGES = {
  name: 'Please enter contact person name',
  nameLength: 'Length should be 3 to 150',
  email: 'Please enter valid email',
  mobileLength: 'Length should be 10 only',
  mobileDigits: 'Mobile number should contain digits only',
} as const;

/** Optional; when given, a valid address (stored as typed, trimmed). */
const emailAddress = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .check(z.email(CONTACT_MESSAGES.email))
    .nullable()
    .optional(),
);

/** Optional; when given, exactly 10 digits once spaces, dashes and +91 are set aside. */
const mobileNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: CONTACT_MESSAGES.mobileLength })
    .max(30, CONTACT_MESSAGES.mobileLength)
    .transform(contactMobileDigits)
    .superRefine((digits, context) => {
      if (!/^\d*$/.test(digits)) context.addIssue({ code: 'custom', message: CONTACT_MESSAGES.mobileDigits });
      else if (digits.length !== 10)
        context.addIssue({ code: 'custom', message: CONTACT_MESSAGES.mobileLength });
    })
    .nullable()
    .optional(),
);

export const contactCreate = z.object({
  enabled: enabled.default(true),
  /** The customer the contact is for: the route's /contact/add/{userId}. */
  userId: idOf('Please choose a customer'),
  organizationId: optionalId,
  contactPersonName: text({
    required: CONTACT_MESSAGES.name,
    min: 3,
    max: 150,
    length: CONTACT_MESSAGES.nameLength,
  }),
  emailAddress,
  mobileNumber,
});

/** A row as the API answers it. */
export const contactRow = z.object({
  id: int,
  enabled: z.boolean(),
  userId: int.nullable(),
  organizationId: int.nullable(),
  contactPersonName: z.string(),
  emailAddress: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  ...stampsRow,
  ...byRow,
});

export const contacts = defineResource({
  name: 'contacts',
  label: 'Contact',
  titleField: 'contactPersonName',
  access: { read: ['contact', 'user', 'address'], write: ['contact'] },
  fields: {
    id: ID_FIELD,
    contactPersonName: { type: 'string', label: 'Contact Person Name', list: 'text', filter: 'contains' },
    emailAddress: { type: 'string', label: 'Email', list: 'text', filter: 'contains' },
    mobileNumber: { type: 'string', label: 'Mobile Number', list: 'text' },
    organizationId: { type: 'integer', label: 'Organization', list: 'text' },
    userId: { type: 'integer', label: 'Customer ID', list: 'text', filter: 'equals' },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
    createdTimestamp: { ...CREATED_COLUMN, sort: false, hidden: true },
  },
  relations: {
    organization: { resource: 'Organizations', many: false },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: contactCreate,
  update: updateSchemaOf(contactCreate),
  row: contactRow,
  detail: withAuthors(contactRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Contact Person Name', field: 'contactPersonName', width: 30 },
    { header: 'Email', field: 'emailAddress', width: 30 },
    { header: 'Mobile Number', field: 'mobileNumber', width: 16 },
    { header: 'Customer', field: 'userId' },
    { header: 'Organization', field: 'organizationId' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Contact saved successfully',
});
