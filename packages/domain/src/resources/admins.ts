import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { PASSWORD_MIN_LENGTH } from '../auth';
import { GENDERS } from '../enums';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, idOf, optionalText, text, updateSchemaOf } from '../validation';

const emailAddress = z
  .string({ error: 'Please enter email address' })
  .trim()
  .min(1, { error: 'Please enter email address', abort: true })
  .check(z.email('Please enter valid email'));

const mobileNumber = text({
  required: 'Please enter mobile number',
  min: 10,
  max: 10,
  length: 'Length should be 10 only',
}).refine((value) => value === '' || /^\d+$/.test(value), 'Mobile number should contain digits only');

/** An admin's fields as the edit form holds them: everything but the password. */
export const adminEdit = z.object({
  enabled: enabled.default(true),
  fullName: text({
    required: 'Please enter full name',
    min: 3,
    max: 100,
    length: 'Length should be 3 to 100',
  }),
  emailAddress,
  mobileNumber,
  gender: z.enum(GENDERS, { error: 'Please choose a gender' }).nullable().optional(),
  avatar: optionalText({ max: 500 }),
  adminsRoleId: idOf('Please enter choose a role'),
});

/** A new admin also sets a password (never trimmed); later changes go through change-password. */
export const adminCreate = adminEdit.extend({
  password: z
    .string({ error: 'Please enter password' })
    .min(1, { error: 'Please enter password', abort: true })
    .min(PASSWORD_MIN_LENGTH, `Password should be at least ${PASSWORD_MIN_LENGTH} characters`),
});

/** A row as the API answers it. */
export const adminRow = z.object({
  id: int,
  enabled: z.boolean(),
  fullName: z.string(),
  emailAddress: z.string(),
  mobileNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  avatar: z.string().nullable(),
  adminsRoleId: int,
  ...stampsRow,
  ...byRow,
});

/** Staff accounts. The password hash is never answered. */
export const admins = defineResource({
  name: 'admins',
  label: 'Admin',
  titleField: 'fullName',
  access: { read: ['admin'], write: ['admin'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    fullName: { type: 'string' },
    emailAddress: { type: 'string' },
    mobileNumber: { type: 'string' },
    gender: { type: 'string', values: GENDERS },
    avatar: { type: 'string' },
    adminsRoleId: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  relations: { adminsRole: { resource: 'admins-roles', many: false } },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: adminCreate,
  update: updateSchemaOf(adminEdit),
  row: adminRow,
  detail: withAuthors(adminRow),
  // The spec's admin export: ID, full name, email, contact, status, timestamp.
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Full Name', field: 'fullName' },
    { header: 'Email', field: 'emailAddress' },
    { header: 'Contact', field: 'mobileNumber' },
    { header: 'Status', field: 'enabled' },
    { header: 'Timestamp', field: 'createdTimestamp' },
  ],
  savedMessage: 'Admin saved successfully',
});
