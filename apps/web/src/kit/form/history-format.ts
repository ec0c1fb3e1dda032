import type { audit } from '@mandi/domain';
import {
  type AuditAction,
  type FieldSpec,
  formatDateTime,
  formatInr,
  RESOURCES,
  type RowOf,
} from '@mandi/domain';

/**
 * History entries (issue 12) in words, for the History drawer of the edit screens and the
 * /audit/list screen: the action, the resource, each changed field's label and its values as
 * the lists show them ("—" for empty, Yes/No, rupees for money).
 */
export type AuditEntry = RowOf<typeof audit>;
export type AuditChange = AuditEntry['changes'][number];

export const ACTION_WORDS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  enable: 'Enabled',
  disable: 'Disabled',
  delete: 'Deleted',
  reorder: 'Reordered',
  import: 'Imported',
  'price-update': 'Price updated',
  status: 'Status changed',
  'password-change': 'Password changed',
  'password-reset': 'Password reset',
  'role-change': 'Role changed',
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
};

export const actionWords = (action: string) => ACTION_WORDS[action as AuditAction] ?? action;

/** Who made the change: the staff member's name, or "System" for jobs. */
export const whoOf = (entry: Pick<AuditEntry, 'adminName' | 'adminId'>) =>
  entry.adminName ?? (entry.adminId === null ? 'System' : `Admin ${entry.adminId}`);

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A resource in words: its declaration's label ('products' → 'Product'). */
export function resourceWords(resource: string): string {
  const def = RESOURCES[resource];
  return def ? sentenceCase(def.label) : sentenceCase(resource.replace(/-/g, ' '));
}

/** Names the lists spell out that camelCase alone would not (sku → SKU). */
const WORDS: Record<string, string> = {
  mrp: 'MRP',
  sku: 'SKU',
  hsnCode: 'HSN code',
  unitPrice: 'Unit price',
  salePrice: 'Sale price',
  id: 'ID',
};

/** Money fields the declarations type as plain numbers (a variation's prices). */
const MONEY_FIELDS = new Set(['mrp', 'unitPrice', 'salePrice', 'discountAmount']);

/** The declaration's metadata of a field, following a dotted path through relations. */
function specOf(resource: string, field: string): FieldSpec | undefined {
  const def = RESOURCES[resource];
  if (!def) return undefined;
  const [head, ...rest] = field.split('.');
  if (rest.length === 0) return def.fields[field];
  const related = def.relations?.[relationOf(head!).name];
  return related ? specOf(related.resource, rest.join('.')) : undefined;
}

/** A path segment naming one related row: 'productsVariation[ATTA-5KG]' → its relation and key. */
function relationOf(segment: string): { name: string; key?: string } {
  const match = /^([^[]+)\[(.*)\]$/.exec(segment);
  return match ? { name: match[1]!, key: match[2] } : { name: segment };
}

/** The last name of a field path ('productsVariation[ATTA-5KG].unitPrice' → 'unitPrice'). */
const lastOf = (field: string) => field.split('.').pop() ?? field;

/** 'metaTitle' → 'Meta title', 'countryId' → 'Country ID'. */
function spelledOut(name: string): string {
  const words = sentenceCase(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
  return words.endsWith(' id') ? `${words.slice(0, -3)} ID` : words;
}

/**
 * A changed field in words: its declared label, else its name spelled out ('unitPrice' →
 * 'Unit price'); a related row's field names the row ('Unit price (ATTA-5KG)').
 */
export function fieldWords(resource: string, field: string): string {
  const spec = specOf(resource, field);
  const last = lastOf(field);
  const words = spec?.label ?? WORDS[last] ?? spelledOut(last);
  const keys = field
    .split('.')
    .slice(0, -1)
    .flatMap((segment) => relationOf(segment).key ?? []);
  return keys.length > 0 ? `${words} (${keys.join(', ')})` : words;
}

export const EMPTY = '—';

/** A value before or after a change, as the lists show it. */
export function valueWords(resource: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map((item) => scalar(item)).join(', ');
  const spec = specOf(resource, field);
  const last = lastOf(field);
  const kind = spec?.list;
  if (kind === 'money' || MONEY_FIELDS.has(last)) return formatInr(value as number | string) || String(value);
  if (kind === 'percent' && Number.isFinite(Number(value))) return `${Number(value)}%`;
  if (kind === 'date' || kind === 'datetime' || spec?.type === 'timestamp')
    return formatDateTime(value as string) || String(value);
  return scalar(value);
}

function scalar(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** When and by whom a row last changed: bookkeeping the entry itself tells, not a change. */
const BOOKKEEPING = new Set(['createdTimestamp', 'updatedTimestamp', 'createdBy', 'updatedBy']);

/**
 * The changes worth a line: not the bookkeeping of a related row (its updated time), nor a
 * value that reads the same before and after (an empty list that was absent: "— → —").
 */
export function shownChanges(entry: Pick<AuditEntry, 'resource' | 'changes'>): AuditChange[] {
  return entry.changes.filter(
    (change) =>
      !BOOKKEEPING.has(lastOf(change.field)) &&
      valueWords(entry.resource, change.field, change.before) !==
        valueWords(entry.resource, change.field, change.after),
  );
}

/** One line of an entry: what changed, in a few words ("Unit price: ₹100.00 → ₹120.00"). */
export function summaryOf(entry: Pick<AuditEntry, 'resource' | 'changes' | 'importRun' | 'action'>): string {
  const changes = shownChanges(entry);
  if (changes.length === 1) {
    const [change] = changes as [AuditChange];
    const label = fieldWords(entry.resource, change.field);
    if (entry.action === 'create')
      return `${label}: ${valueWords(entry.resource, change.field, change.after)}`;
    return `${label}: ${valueWords(entry.resource, change.field, change.before)} → ${valueWords(entry.resource, change.field, change.after)}`;
  }
  if (changes.length > 1) {
    const labels = changes.map((change) => fieldWords(entry.resource, change.field));
    const shown = labels.slice(0, 3).join(', ');
    return labels.length > 3 ? `${shown} and ${labels.length - 3} more` : shown;
  }
  return entry.importRun ? `Import run ${entry.importRun}` : '';
}
