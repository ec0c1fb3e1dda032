import {
  BULK_EDIT_FIELDS,
  type BulkEditChanges,
  type BulkEditCurrent,
  type BulkEditField,
  bulkEditRowErrors,
  readBulkCell,
} from '@mandi/domain';

/** A variation as the grid lists it (GET /products-variations with its product's name). */
export interface GridRow extends BulkEditCurrent {
  id: number;
  name: string;
  sku: string;
  updatedTimestamp: string;
  product?: { name?: string };
}

/** What the person typed or pasted in a row's cells, with the row as it was read. */
export interface RowDraft {
  row: GridRow;
  texts: Partial<Record<BulkEditField, string>>;
}

/** Every row with a typed cell, by variation id: rows of other pages too. */
export type Drafts = ReadonlyMap<number, RowDraft>;

/** A cell's value as the grid shows it before it is edited. */
export function cellText(row: GridRow, field: BulkEditField): string {
  const value = row[field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Cells typed over the block starting at (rowIndex, fieldIndex); text off the grid's right edge is dropped. */
export function pasteBlock(
  drafts: Drafts,
  rows: readonly GridRow[],
  start: { rowIndex: number; fieldIndex: number },
  block: string,
): Map<number, RowDraft> {
  const next = new Map(drafts);
  const lines = block.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  lines.forEach((line, offset) => {
    const row = rows[start.rowIndex + offset];
    if (!row) return;
    const draft = next.get(row.id) ?? { row, texts: {} };
    const texts = { ...draft.texts };
    line.split('\t').forEach((text, column) => {
      const field = BULK_EDIT_FIELDS[start.fieldIndex + column];
      if (field) texts[field] = text;
    });
    next.set(row.id, { row: draft.row, texts });
  });
  return next;
}

/** One cell typed: kept while it differs from the row's value, dropped when typed back. */
export function typeCell(
  drafts: Drafts,
  row: GridRow,
  field: BulkEditField,
  text: string,
): Map<number, RowDraft> {
  const next = new Map(drafts);
  const draft = next.get(row.id) ?? { row, texts: {} };
  const texts = { ...draft.texts, [field]: text };
  if (text === cellText(draft.row, field)) delete texts[field];
  if (Object.keys(texts).length === 0) next.delete(row.id);
  else next.set(row.id, { row: draft.row, texts });
  return next;
}

/** What a drafted row comes to: its changes that read well, and every refused cell's message. */
export interface RowCheck {
  changes: BulkEditChanges;
  /** Cells whose value differs from the row's. */
  changed: BulkEditField[];
  errors: Partial<Record<BulkEditField, string>>;
}

/** A drafted row checked by the domain's rules, cell by cell and across cells. */
export function checkDraft(draft: RowDraft): RowCheck {
  const changes: Record<string, unknown> = {};
  const changed: BulkEditField[] = [];
  const errors: Partial<Record<BulkEditField, string>> = {};
  for (const field of BULK_EDIT_FIELDS) {
    const text = draft.texts[field];
    if (text === undefined) continue;
    const reading = readBulkCell(field, text);
    if (!reading.ok) {
      errors[field] = reading.message;
      changed.push(field);
    } else if (reading.value !== draft.row[field]) {
      changes[field] = reading.value;
      changed.push(field);
    }
  }
  for (const error of bulkEditRowErrors(draft.row, changes as BulkEditChanges)) {
    errors[error.field] ??= error.message;
  }
  return { changes: changes as BulkEditChanges, changed, errors };
}

/** The grid's state at a glance: every drafted row checked, the count of changed and refused cells. */
export function checkDrafts(drafts: Drafts) {
  const checks = new Map<number, RowCheck>();
  let changedCells = 0;
  let refusedCells = 0;
  for (const [id, draft] of drafts) {
    const check = checkDraft(draft);
    checks.set(id, check);
    changedCells += check.changed.length;
    refusedCells += Object.keys(check.errors).length;
  }
  return { checks, changedCells, refusedCells };
}

/** The rows of PATCH /products-variations/bulk: each row's valid changes with the time it was read. */
export function saveRows(drafts: Drafts, checks: ReadonlyMap<number, RowCheck>) {
  return [...drafts.values()].flatMap(({ row }) => {
    const check = checks.get(row.id);
    if (!check || Object.keys(check.changes).length === 0) return [];
    return [{ id: row.id, updatedTimestamp: row.updatedTimestamp, ...check.changes }];
  });
}

/**
 * The server's refusals (`rows.{index}.{field}` or `rows.{index}`) on the cells they name: the
 * index is the row's place in the save sent.
 */
export function serverCellErrors(
  sent: readonly { id: number }[],
  errors: readonly { field: string; message: string }[],
): Map<number, Partial<Record<BulkEditField | 'row', string>>> {
  const byRow = new Map<number, Partial<Record<BulkEditField | 'row', string>>>();
  for (const error of errors) {
    const match = /^rows\.(\d+)(?:\.(\w+))?$/.exec(error.field);
    const id = match ? sent[Number(match[1])]?.id : undefined;
    if (id === undefined) continue;
    const field = (match?.[2] ?? 'row') as BulkEditField | 'row';
    byRow.set(id, { ...byRow.get(id), [field]: error.message });
  }
  return byRow;
}
