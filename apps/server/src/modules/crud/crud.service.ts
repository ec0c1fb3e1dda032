import { parseListQuery } from '@mandi/domain';
import type { Executor, Tx } from '../../db/client';
import {
  type AuditEvent,
  type AuditRide,
  type Author,
  auditSnapshot,
  passwordChanged,
  recordAudit,
} from '../../lib/audit';
import { authorNames } from '../../lib/authors';
import { conflict, type FieldError, notFound } from '../../lib/errors';
import { listRows, presentRow, type RawQuery, type ResourceBinding, streamRows } from '../../lib/list';
import { removeFiles } from '../../lib/storage';
import { crudRepository } from './crud.repository';
import { setEnabledAudited } from './enable-toggle';
import { authorOf, type ResourceCall, type ResourceService } from './resource-service';

type Row = Record<string, unknown>;

/** A value that must be unique (case-insensitive for text), with the 409 message naming it. */
export interface UniqueRule {
  field: string;
  message: string;
}

export interface CrudOptions {
  binding: ResourceBinding;
  unique?: readonly UniqueRule[];
  /**
   * Rules beyond the schema, inside the write's transaction: throw an HttpError to refuse;
   * return the values to store (e.g. with a generated slug). `author` is whom the audit records:
   * rows the write changes besides its own go through `updateRowsAudited` with it.
   */
  beforeWrite?(tx: Tx, input: Row, existing: Row | undefined, author: Author): Promise<Row> | Row;
  /**
   * Writes beyond the row, in its transaction (a coupon's categories), from the request's input;
   * `existing` is the row before an update (undefined on create).
   */
  afterWrite?(tx: Tx, row: Row, input: Row, write: { author: Author; existing?: Row }): Promise<void>;
  /** More of a row for its answer (get, create, update): its linked rows, say. */
  details?(db: Executor, row: Row): Promise<Row>;
  /** Refuse a delete that would orphan other records (throw a 409 naming them). */
  beforeDelete?(tx: Tx, existing: Row): Promise<void>;
  /** Writes that follow a delete, in its transaction (a payment's order recounts its money). */
  afterDelete?(tx: Tx, existing: Row, author: Author): Promise<void>;
  /**
   * Columns holding URLs of uploaded files (an icon, an image). A file an update replaces or
   * a delete leaves behind is removed once the write is committed, unless a row still names it.
   */
  fileFields?: readonly string[];
}

/** Fields a drag in a list sends alone: such an update is recorded as a reorder. */
const ORDER_FIELDS = new Set(['priority']);
const isReorder = (input: Row) => {
  const keys = Object.keys(input).filter((key) => input[key] !== undefined);
  return keys.length > 0 && keys.every((key) => ORDER_FIELDS.has(key));
};

/** What the use cases share: loading a row, uniqueness, the answer, files a write leaves unused. */
function crudParts(options: CrudOptions) {
  const { binding } = options;
  const def = binding.def;
  const repository = crudRepository(binding.table);

  async function load(db: Executor, id: number): Promise<Row> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound(def.label, id);
    return row;
  }

  /** The URLs `existing` named that no row names once `next` (if any) is written. */
  async function released(tx: Tx, existing: Row, next: Row | undefined): Promise<string[]> {
    const fields = options.fileFields ?? [];
    const urls = new Set<string>();
    for (const field of fields) {
      const url = existing[field];
      if (typeof url === 'string' && url !== '' && url !== next?.[field]) urls.add(url);
    }
    const unused: string[] = [];
    for (const url of urls) if (!(await repository.names(tx, fields, url))) unused.push(url);
    return unused;
  }

  const recordsAuthors = 'createdBy' in def.fields;

  /**
   * A row as answered: presented, with who wrote it and its details when the resource has some.
   * A write's audit entry rides the authors' read (one statement), or is written on its own.
   */
  async function answer(db: Executor, row: Row, linked?: Row, audit?: AuditRide): Promise<Row> {
    const presented = presentRow(binding, row);
    if (audit && !recordsAuthors) await recordAudit(audit.tx, audit.author, audit.events);
    const authors = recordsAuthors ? await authorNames(db, row, audit) : {};
    const details = linked ?? (options.details ? await options.details(db, row) : {});
    return { ...presented, ...authors, ...details };
  }

  async function checkUnique(tx: Tx, input: Row, exceptId?: number) {
    const errors: FieldError[] = [];
    for (const rule of options.unique ?? []) {
      const value = input[rule.field];
      if (value === undefined || value === null || value === '') continue;
      // Two instances creating the same name at once: the second waits, then sees the first.
      await repository.lockValue(tx, rule.field, value);
      if (await repository.isTaken(tx, rule.field, value, exceptId)) {
        errors.push({ field: rule.field, message: rule.message });
      }
    }
    if (errors.length > 0) throw conflict(errors[0]!.message, errors);
  }

  return { options, binding, def, repository, load, released, answer, checkUnique };
}

type CrudParts = ReturnType<typeof crudParts>;

function createRow(parts: CrudParts, call: ResourceCall, input: Row) {
  const { options, def, repository } = parts;
  const { db, actor } = call;
  return db.transaction(async (tx) => {
    await parts.checkUnique(tx, input);
    const values = options.beforeWrite
      ? await options.beforeWrite(tx, input, undefined, authorOf(call))
      : input;
    const row = await repository.insert(tx, { ...values, createdBy: actor.id, updatedBy: actor.id });
    await options.afterWrite?.(tx, row, input, { author: authorOf(call) });
    const linked = options.details ? await options.details(tx, row) : {};
    return parts.answer(tx, row, linked, {
      tx,
      author: authorOf(call),
      events: {
        resource: def.name,
        recordId: row.id as number,
        action: 'create',
        after: { ...row, ...linked },
      },
    });
  });
}

/** An update's audit entries: the change (a reorder when only the order moved) and a password set. */
function updateEvents(
  def: CrudParts['def'],
  id: number,
  input: Row,
  before: Row,
  after: Row,
  changed: { existing: Row; updated: Row },
): AuditEvent[] {
  const events: AuditEvent[] = [
    { resource: def.name, recordId: id, action: isReorder(input) ? 'reorder' : 'update', before, after },
  ];
  // A password set (a customer's, by staff): that it happened, never the value.
  if (passwordChanged(changed.existing, changed.updated))
    events.push({ resource: def.name, recordId: id, action: 'password-change' });
  return events;
}

async function updateRow(parts: CrudParts, call: ResourceCall, id: number, input: Row) {
  const { options, def, repository } = parts;
  const { db, actor, files } = call;
  const { row, unused } = await db.transaction(async (tx) => {
    const existing = await parts.load(tx, id);
    // Linked rows (a coupon's categories) are part of what an update may change.
    const { details } = options;
    const linkedBefore = details ? await auditSnapshot(() => details(tx, existing)) : {};
    await parts.checkUnique(tx, input, id);
    const values = options.beforeWrite
      ? await options.beforeWrite(tx, input, existing, authorOf(call))
      : input;
    const updated = await repository.update(tx, id, {
      ...values,
      updatedBy: actor.id,
      updatedTimestamp: new Date(),
    });
    await options.afterWrite?.(tx, updated!, input, { author: authorOf(call), existing });
    const linkedAfter = details ? await details(tx, updated!) : {};
    const events = updateEvents(
      def,
      id,
      input,
      { ...existing, ...linkedBefore },
      { ...updated, ...linkedAfter },
      { existing, updated: updated! },
    );
    const presented = await parts.answer(tx, updated!, linkedAfter, { tx, author: authorOf(call), events });
    return { row: presented, unused: await parts.released(tx, existing, updated) };
  });
  await removeFiles(files.storage, unused, files.log);
  return row;
}

async function removeRow(parts: CrudParts, call: ResourceCall, id: number) {
  const { options, def, repository } = parts;
  const { db, files } = call;
  const unused = await db.transaction(async (tx) => {
    const existing = await parts.load(tx, id);
    await options.beforeDelete?.(tx, existing);
    await repository.remove(tx, id);
    await options.afterDelete?.(tx, existing, authorOf(call));
    await recordAudit(tx, authorOf(call), {
      resource: def.name,
      recordId: id,
      action: 'delete',
      before: existing,
    });
    return parts.released(tx, existing, undefined);
  });
  await removeFiles(files.storage, unused, files.log);
  return { id };
}

/** Use cases of a plain resource: list, get, create, update, enabled toggle, delete, export. */
export function crudService(options: CrudOptions) {
  const parts = crudParts(options);
  const { binding, def, repository } = parts;

  const service = {
    def,

    list({ db }: ResourceCall, raw: RawQuery) {
      return listRows(db, binding, parseListQuery(raw, def));
    },

    exportRows({ db }: ResourceCall, raw: RawQuery) {
      return streamRows(db, binding, parseListQuery(raw, def));
    },

    async get({ db }: ResourceCall, id: number) {
      return parts.answer(db, await parts.load(db, id));
    },

    create: (call: ResourceCall, input: Row) => createRow(parts, call, input),

    update: (call: ResourceCall, id: number, input: Row) => updateRow(parts, call, id, input),

    setEnabled(call: ResourceCall, id: number, enabled: boolean) {
      return setEnabledAudited(call, id, enabled, {
        resource: def.name,
        label: def.label,
        find: (tx, rowId) => repository.findById(tx, rowId),
        write: (tx, rowId, values) => repository.update(tx, rowId, values),
      });
    },

    remove: (call: ResourceCall, id: number) => removeRow(parts, call, id),
  };
  return service satisfies ResourceService;
}

export type CrudService = ReturnType<typeof crudService>;
