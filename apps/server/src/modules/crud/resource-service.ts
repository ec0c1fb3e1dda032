import type { ResourceDef } from '@mandi/domain';
import type { Db } from '../../db/client';
import type { Author, Origin } from '../../lib/audit';
import type { ListResult, RawQuery, Row } from '../../lib/list';
import type { StoredFiles } from '../../lib/storage';
import type { SessionPrincipal } from '../../plugins/auth';

/**
 * One request's means: the database, the signed-in staff member and where the request came
 * from (both recorded in the audit), and where files live.
 */
export interface ResourceCall {
  db: Db;
  actor: SessionPrincipal;
  origin: Origin;
  files: StoredFiles;
}

/** Who the audit records as making a call's changes, and from where. */
export function authorOf(call: Pick<ResourceCall, 'actor' | 'origin'>): Author {
  return { adminId: call.actor.id, origin: call.origin };
}

/**
 * The use cases every resource route generator (`crud.routes.ts`) serves: the generic CRUD,
 * the staff accounts and roles, the products. Every call is told who makes it, so a rule
 * that depends on the actor (nobody disables their own account) needs no other shape.
 */
export interface ResourceService<Create = Row, Update = Row> {
  def: ResourceDef;
  list(call: ResourceCall, raw: RawQuery): Promise<ListResult>;
  /** Every matching row for an export, in batches (`streamRows`). */
  exportRows(call: ResourceCall, raw: RawQuery): AsyncIterable<Row[]>;
  get(call: ResourceCall, id: number): Promise<Row>;
  create(call: ResourceCall, input: Create): Promise<Row>;
  update(call: ResourceCall, id: number, input: Update): Promise<Row>;
  setEnabled(call: ResourceCall, id: number, enabled: boolean): Promise<{ id: number; enabled: boolean }>;
  remove(call: ResourceCall, id: number): Promise<{ id: number }>;
}

/**
 * The one rule telling the list's enabled toggle from an update: a body whose only defined
 * key is `enabled`. The toggle answers `{ id, enabled }`, an update the whole row.
 */
export function toggleOf(body: object): boolean | undefined {
  const entries = Object.entries(body).filter(([, value]) => value !== undefined);
  const [only] = entries;
  return entries.length === 1 && only?.[0] === 'enabled' && typeof only[1] === 'boolean'
    ? only[1]
    : undefined;
}
