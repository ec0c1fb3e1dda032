import { z } from 'zod';
import { int, timestamp } from '../answers';
import { AUDIT_ACTIONS, auditAction } from '../enums';
import { defineResource } from '../resource';

/**
 * The resources an audit entry may name (each declaration's `name`): the select of the
 * history list's resource filter. `audit.test.ts` keeps it equal to the declared resources.
 */
export const AUDITED_RESOURCES = [
  'Organizations',
  'addresses',
  'admins',
  'admins-roles',
  'attributes',
  'attributes-values',
  'banners',
  'brands',
  'categories',
  'cities',
  'contacts',
  'countries',
  'coupons',
  'faqs',
  'measurement-units',
  'notifications',
  'orders',
  'pincodes',
  'products',
  'products-images',
  'products-variations',
  'reviews',
  'settings',
  'states',
  'taxes',
  'transactions',
  'users',
  'users-roles',
] as const;

/** One changed field of an audit entry: its value before and after (null when absent). */
export const auditChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChange>;

/** One audit entry as the API answers it (`GET /api/audit`). */
export const auditRow = z.object({
  id: int,
  at: timestamp,
  adminId: int.nullable().describe('the staff member; null for the system (jobs)'),
  adminName: z.string().nullable().describe('full name of adminId; null for the system or a deleted account'),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  resource: z.string().describe("the declaration's name: 'products', 'taxes', 'admins'"),
  recordId: z.string(),
  action: auditAction,
  changes: z.array(auditChange),
  importRun: z.string().nullable().describe('one id per import run'),
});

/** Entries are only written by the server, never through this resource. */
const noBody = z.never();

/**
 * Who changed what, when, from what to what (issue 12): read-only, newest first. Superadmin
 * only unless a role has the `audit` screen.
 */
export const audit = defineResource({
  name: 'audit',
  label: 'History',
  titleField: 'id',
  access: { read: ['audit'], write: 'superadmin' },
  fields: {
    id: { type: 'integer', label: 'ID', list: 'text', sort: true },
    at: { type: 'timestamp', label: 'When', list: 'datetime', filter: 'dateRange', sort: true },
    adminId: { type: 'integer', label: 'Staff member', filter: 'equals' },
    resource: {
      type: 'string',
      label: 'Resource',
      values: AUDITED_RESOURCES,
      list: 'tag',
      filter: 'select',
      sort: true,
    },
    recordId: { type: 'string', label: 'Record ID', list: 'text', filter: 'equals' },
    action: { type: 'string', label: 'Action', values: AUDIT_ACTIONS, list: 'tag', filter: 'select' },
    ip: { type: 'string', label: 'IP address', list: 'text', hidden: true },
    userAgent: { type: 'string', label: 'User agent', list: 'text', hidden: true },
    changes: { type: 'json' },
    importRun: { type: 'string', label: 'Import run', filter: 'equals', hidden: true },
  },
  defaultSort: [{ field: 'id', order: 'DESC' }],
  pageSize: 20,
  create: noBody,
  update: noBody,
  row: auditRow,
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'When', field: 'at', width: 22 },
    { header: 'Staff member', field: 'adminName' },
    { header: 'Staff ID', field: 'adminId' },
    { header: 'IP address', field: 'ip' },
    { header: 'User agent', field: 'userAgent', width: 40 },
    { header: 'Resource', field: 'resource' },
    { header: 'Record ID', field: 'recordId' },
    { header: 'Action', field: 'action' },
    { header: 'Changes', field: 'changes', width: 60 },
    { header: 'Import run', field: 'importRun' },
  ],
  savedMessage: '',
});
