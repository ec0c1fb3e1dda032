import type { z } from 'zod';
import type { Access } from './access';

/**
 * A resource (tax, brand, order, ...) is declared once, here in the domain package. The
 * server's generic CRUD module and the web's list and form kits are built from this
 * declaration; nothing about a resource is retyped elsewhere.
 */
export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'timestamp' | 'date' | 'json';

export interface FieldSpec {
  type: FieldType;
  /** Allowed values of a string field (statuses, enums); filters check them. */
  values?: readonly string[];
  /** The field in words, for list columns, filters, sort choices and form labels. */
  label?: string;
  /**
   * How a list shows it: a column in declaration order; no column when absent. 'money' also
   * makes every export write it in rupees (a number in the ₹ format), on screens with their
   * own columns too.
   */
  list?: FieldDisplay;
  /** How a list filters it: a filter in declaration order; none when absent. */
  filter?: FieldFilter;
  /** Offered as a sort choice and a sortable column header; 'header': the column header only. */
  sort?: boolean | 'header';
  /** The column is left out until the user picks it in the column chooser. */
  hidden?: boolean;
}

/**
 * How a list shows a field: as text, rupees, a percentage, the house date (or date and
 * time), the enabled switch (confirmed, "Status Changed!"), a tag, or a small image.
 */
export type FieldDisplay = 'text' | 'money' | 'percent' | 'date' | 'datetime' | 'enabled' | 'tag' | 'image';

/**
 * How a list filters a field: text it contains (any case), a value it equals, one of its
 * `values` (a select), enabled yes/no, or a from/to day range.
 */
export type FieldFilter = 'contains' | 'equals' | 'select' | 'enabled' | 'dateRange';

/**
 * A related resource reachable with `join=` and with dotted filters
 * (`filter=productsVariation.sku||$eq||ATTA-5KG`). `resource` names another declared
 * resource; `many` says whether one row has several of them.
 */
export interface RelationSpec {
  resource: string;
  many: boolean;
}

export type SortOrder = 'ASC' | 'DESC';
export interface SortSpec {
  field: string;
  order: SortOrder;
}

export interface ExportColumn {
  header: string;
  field: string;
  width?: number;
}

export interface ResourceDef<
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  RowSchema extends z.ZodObject = z.ZodObject,
  Detail extends z.ZodObject = z.ZodObject,
> {
  /** Path segment under /api, exactly as the spec spells it: 'taxes', 'Organizations'. */
  name: string;
  /** One row in words: 'Tax', 'Measurement unit'. */
  label: string;
  /** The field that names a row in messages ("Do you want to delete, {name}?"). */
  titleField: string;
  access: Access;
  /** Fields a list may filter, sort and select; every answered column is one of them. */
  fields: Record<string, FieldSpec>;
  relations?: Record<string, RelationSpec>;
  defaultSort: readonly SortSpec[];
  /** Default page size; the server caps any asked size at MAX_PAGE_SIZE. */
  pageSize: number;
  create: Create;
  update: Update;
  /**
   * A row as the API answers it in lists and joins: the presented fields (and computed ones,
   * such as placeholder figures). The routes declare it as their answer, so a column not in it
   * never leaves the server; the web and the tests type rows from it.
   */
  row: RowSchema;
  /** The row a get, create or update answers, when it carries more than `row` (linked rows). */
  detail?: Detail;
  exportColumns?: readonly ExportColumn[];
  /** Success notice after a save, in the spec's words. */
  savedMessage: string;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
export const PAGE_SIZE_OPTIONS = [2, 10, 20, 30, 50] as const;

export function defineResource<
  Create extends z.ZodType,
  Update extends z.ZodType,
  RowSchema extends z.ZodObject,
  Detail extends z.ZodObject = RowSchema,
>(def: ResourceDef<Create, Update, RowSchema, Detail>): ResourceDef<Create, Update, RowSchema, Detail> {
  return def;
}

/** The row type of a resource, as answered by its list (every field, no join). */
export type RowOf<D extends { row: z.ZodType }> = z.infer<D['row']>;
/** The row type a resource's get, create and update answer (its `detail`, else its `row`). */
export type DetailOf<D extends { row: z.ZodType; detail?: z.ZodType }> = z.infer<NonNullable<D['detail']>>;

/** The id and the enabled switch, as most lists show, filter and sort them. */
export const ID_FIELD = {
  type: 'integer',
  label: 'ID',
  list: 'text',
  sort: true,
} as const satisfies FieldSpec;
export const ENABLED_FIELD = {
  type: 'boolean',
  label: 'Enabled',
  list: 'enabled',
  filter: 'enabled',
} as const satisfies FieldSpec;

/** When a row was added, as most lists show it: the date, sorted from its column header. */
export const CREATED_COLUMN = {
  type: 'timestamp',
  label: 'Created',
  list: 'date',
  sort: 'header',
} as const satisfies FieldSpec;

/** The fields every stored row carries, in the answer and in filters. */
export const AUDIT_FIELDS = {
  createdTimestamp: { type: 'timestamp' },
  updatedTimestamp: { type: 'timestamp' },
  createdBy: { type: 'integer' },
  updatedBy: { type: 'integer' },
} as const satisfies Record<string, FieldSpec>;
