import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditChange } from '@mandi/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor, Tx } from '../db/client';
import { auditEntries } from '../db/schema';
import { principalOf } from '../plugins/auth';

type Row = Record<string, unknown>;

/** Where a request came from: its address and user agent (null for the system's jobs). */
export interface Origin {
  ip: string | null;
  userAgent: string | null;
}

/** Who makes a change and from where: a staff member (adminId) or the system (null). */
export interface Author {
  adminId: number | null;
  origin: Origin;
}

export const NO_ORIGIN: Origin = { ip: null, userAgent: null };
/** The system (jobs, first-start seed): no staff member, no address. */
export const SYSTEM: Author = { adminId: null, origin: NO_ORIGIN };

/** A request's address and user agent, as the audit records them. */
export function originOf(request: FastifyRequest): Origin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

/** The signed-in staff member of a request and where it came from. */
export function requestAuthor(request: FastifyRequest): Author {
  return { adminId: principalOf(request).id, origin: originOf(request) };
}

/** The header an import screen sends with every batch of one run, to tie their entries. */
export const IMPORT_RUN_HEADER = 'x-import-run';
const IMPORT_RUN = /^[A-Za-z0-9_-]{1,64}$/;

/** The import run a batch belongs to: the browser's (X-Import-Run), else one made for this upload. */
export function importRunOf(request: FastifyRequest): string {
  const sent = request.headers[IMPORT_RUN_HEADER];
  return typeof sent === 'string' && IMPORT_RUN.test(sent) ? sent : randomUUID();
}

/**
 * One change to record. `before` / `after` are the stored rows (camelCase columns, linked
 * ids) before and after the write: absent before a create, absent after a delete. The
 * recorder keeps only the fields that differ, without secrets. `changes` replaces the diff
 * when the change says it itself (a price update, a status move); a password change or a
 * sign-in records that it happened, with no fields.
 */
export interface AuditEvent {
  resource: string;
  recordId: string | number;
  action: AuditAction;
  before?: Row;
  after?: Row;
  changes?: AuditChange[];
  importRun?: string | null;
}

/**
 * Whether changes are recorded. Always on in the app; `bench/audit.ts` switches it off to
 * measure a write without its auditing (the entry and the snapshots taken for it).
 */
export const auditRecording = { enabled: true };

/** A snapshot taken only for the audit (the row before a write): skipped when recording is off. */
export function auditSnapshot<T>(take: () => Promise<T>): Promise<T | undefined> {
  return auditRecording.enabled ? take() : Promise.resolve(undefined);
}

/** Columns every stored row carries that the entry itself already says (who, when). */
const BOOKKEEPING = new Set(['id', 'createdTimestamp', 'updatedTimestamp', 'createdBy', 'updatedBy']);

/**
 * Secrets never enter an entry: any field naming a password, a secret or a token anywhere in
 * it (smtpPassword, clientSecret, tokenHash), a hash (the password's, a session's, a reset
 * link's), a key (API, access, private) or a salt, an OTP, a customer's push id (an FCM token).
 */
const SECRET_FIELD = /password|secret|token|hash$|salt$|(api|access|private)_?key$|^otp|^push_?id$/i;
export const isSecretField = (field: string) => SECRET_FIELD.test(field);

/** A value as JSON keeps it: dates as ISO-8601, bigints as numbers; a secret-looking string dropped. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return value.startsWith('$argon2') ? '[hidden]' : value;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') {
    const out: Row = {};
    for (const [key, inner] of Object.entries(value as Row)) if (!isSecretField(key)) out[key] = plain(inner);
    return out;
  }
  return value;
}

/** Nothing and an empty list say the same (a new product with no related products). */
const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

function same(a: unknown, b: unknown): boolean {
  if (a === b || (isEmpty(a) && isEmpty(b))) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Fields an entry leaves out: bookkeeping, also of a linked row (`productsVariation[SKU].updatedTimestamp`),
 * secrets, and internal ones.
 */
const leftOut = (field: string) =>
  BOOKKEEPING.has(field.slice(field.lastIndexOf('.') + 1)) || isSecretField(field) || field.startsWith('__');

/** The fields that differ between two versions of a row, before and after, without secrets. */
export function changesOf(before: Row | undefined, after: Row | undefined): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (leftOut(field)) continue;
    // An update's `after` may hold only what it wrote: a field it left alone did not change.
    if (before && after && !Object.hasOwn(after, field)) continue;
    const old = plain(before?.[field]);
    const next = plain(after?.[field]);
    if (!same(old, next)) changes.push({ field, before: old, after: next });
  }
  return changes;
}

/**
 * Whether a write changed a password (its stored hash): recorded as a 'password-change' entry
 * of its own, that it happened, never a value, like a staff member's own change.
 */
export function passwordChanged(before: Row, after: Row): boolean {
  return Object.keys(after).some(
    (field) => /^password/i.test(field) && Object.hasOwn(before, field) && before[field] !== after[field],
  );
}

/** The changes an event records: its own, stripped of secrets, or the rows' diff. */
function changesOfEvent(event: AuditEvent): AuditChange[] {
  if (!event.changes) return changesOf(event.before, event.after);
  return event.changes
    .filter((change) => !leftOut(change.field))
    .map((change) => ({ field: change.field, before: plain(change.before), after: plain(change.after) }));
}

/** The rows of `audit_entries` a change writes: none when recording is off or nothing changed. */
function entryValues(author: Author, events: AuditEvent | readonly AuditEvent[]): SQL[] {
  if (!auditRecording.enabled) return [];
  const list = Array.isArray(events) ? (events as readonly AuditEvent[]) : [events as AuditEvent];
  const { adminId, origin } = author;
  const rows: SQL[] = [];
  for (const event of list) {
    const changes = changesOfEvent(event);
    // An update that changed nothing leaves nothing.
    if (event.action === 'update' && changes.length === 0) continue;
    rows.push(
      sql`(${adminId}, ${origin.ip}, ${origin.userAgent}, ${event.resource}, ${String(event.recordId)}, ${event.action}, ${JSON.stringify(changes)}::jsonb, ${event.importRun ?? null})`,
    );
  }
  return rows;
}

/**
 * The INSERT of a change's entries, written by hand: the query builder took longer to build
 * it (about 0.1 ms) than the database to run it. `audit.test.ts` checks it stores every field.
 */
function insertOf(rows: SQL[]): SQL {
  return sql`insert into ${auditEntries} (admin_id, ip, user_agent, resource, record_id, action, changes, import_run) values ${sql.join(rows, sql`, `)}`;
}

/**
 * The one recorder (issue 12): writes the entries of a change in the change's own
 * transaction, so a write that fails (or is refused) leaves none, and one that commits
 * always leaves its own. An update that changed nothing leaves nothing. A batch (an
 * import's rows) is one INSERT.
 */
export async function recordAudit(tx: Executor, author: Author, events: AuditEvent | readonly AuditEvent[]) {
  const rows = entryValues(author, events);
  if (rows.length > 0) await tx.execute(insertOf(rows));
}

/** A change's entries to record along with a read the write sends anyway (`withAuditEntries`). */
export interface AuditRide {
  tx: Executor;
  author: Author;
  events: AuditEvent | readonly AuditEvent[];
}

/**
 * Runs `read` (a SELECT) with the change's entries written in the same statement, as a
 * data-modifying CTE: the entry costs no round trip of its own, which was most of what
 * auditing added to a small write (bench/audit.ts). The CTE runs whether or not the read
 * finds rows, inside the write's transaction, so it commits or fails with the write.
 * Answers the read's rows as the driver gives them (column names as the SELECT says).
 */
export async function withAuditEntries<T>(ride: AuditRide, read: SQL): Promise<T[]> {
  const rows = entryValues(ride.author, ride.events);
  const statement = rows.length > 0 ? sql`with audit_write as (${insertOf(rows)}) ${read}` : read;
  const result = (await ride.tx.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** A bulk UPDATE of many rows at once (a city's pincodes following it to another state). */
export interface BulkUpdate {
  /** The resource the rows' entries name ('pincodes'). */
  resource: string;
  table: PgTable;
  /** The values every matched row takes, by column key. */
  set: Row;
  /** Which rows. */
  where: SQL;
}

/** Rows of one entry INSERT: 8 parameters each, under PostgreSQL's 65,535. */
const ENTRIES_PER_INSERT = 4000;

/**
 * A bulk UPDATE that records one 'update' entry per row it changed (the fields set, before →
 * after), by the change's author, in the change's transaction: the one way a write changes
 * rows derived from the record the staff member edited. One statement locks the rows whose
 * values differ, updates them and answers each row's values before and after (a self-join on
 * the locked rows); one INSERT per 4,000 rows writes their entries. Rows already holding the
 * values are left alone. Answers how many rows changed.
 */
export async function updateRowsAudited(tx: Tx, author: Author, change: BulkUpdate): Promise<number> {
  const columns = change.table as unknown as Record<string, PgColumn>;
  const id = columns.id!;
  const keys = Object.keys(change.set);
  const differs = or(...keys.map((key) => sql`${columns[key]!} is distinct from ${change.set[key]}`));
  if (!auditRecording.enabled) {
    const rows = await tx
      .update(change.table)
      .set(change.set)
      .where(and(change.where, differs))
      .returning({ id });
    return rows.length;
  }
  const old = tx
    .select({
      oldId: sql<number>`${id}`.as('old_id'),
      ...Object.fromEntries(
        keys.map((key, i) => [`b${i}`, sql`${columns[key]!}`.mapWith(columns[key]!).as(`b${i}`)]),
      ),
    })
    .from(change.table)
    .where(and(change.where, differs))
    .for('update')
    .as('old');
  const olds = old as unknown as Record<string, SQL.Aliased>;
  const rows = (await tx
    .update(change.table)
    .set(change.set)
    .from(old)
    .where(eq(id, old.oldId))
    .returning({
      id,
      ...Object.fromEntries(keys.map((_key, i) => [`b${i}`, olds[`b${i}`]!])),
      ...Object.fromEntries(keys.map((key, i) => [`a${i}`, columns[key]!])),
    })) as Row[];
  const events: AuditEvent[] = rows.map((row) => ({
    resource: change.resource,
    recordId: row.id as number,
    action: 'update',
    before: Object.fromEntries(keys.map((key, i) => [key, row[`b${i}`]])),
    after: Object.fromEntries(keys.map((key, i) => [key, row[`a${i}`]])),
  }));
  for (let start = 0; start < events.length; start += ENTRIES_PER_INSERT) {
    await recordAudit(tx, author, events.slice(start, start + ENTRIES_PER_INSERT));
  }
  return rows.length;
}
