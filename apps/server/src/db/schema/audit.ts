import { AUDIT_ACTIONS } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamptz } from './columns';

/**
 * Who changed what, when, from where, from what to what (issue 12): one row per change made
 * through the API, written in the change's own transaction by `lib/audit.ts`. Never a secret.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamptz().notNull().defaultNow(),
    /** The staff member; null for the system (jobs). No foreign key: entries outlive accounts. */
    adminId: integer(),
    ip: text(),
    userAgent: text(),
    /** The declaration's name: 'products', 'taxes', 'admins' (sign-ins and outs too). */
    resource: text().notNull(),
    recordId: text().notNull(),
    action: text().notNull(),
    /** `[{ field, before, after }]`. */
    changes: jsonb().notNull().default(sql`'[]'::jsonb`),
    /** One id per import run, shared by the entries of every row it stored. */
    importRun: text(),
  },
  (t) => [
    check('audit_entries_action_check', oneOf(t.action, AUDIT_ACTIONS)),
    // One record's history (the History drawer): newest first.
    index('audit_entries_record_idx').on(t.resource, t.recordId, t.id.desc()),
    // One staff member's changes over time.
    index('audit_entries_admin_idx').on(t.adminId, t.at.desc()),
    // Date ranges, and the prune of old entries.
    index('audit_entries_at_idx').on(t.at),
    // The list filtered by action, newest first (a resource filter uses the record index).
    index('audit_entries_action_idx').on(t.action, t.id.desc()),
    index('audit_entries_import_run_idx').on(t.importRun).where(sql`${t.importRun} is not null`),
  ],
);
