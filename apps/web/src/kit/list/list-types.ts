import type { FieldDisplay } from '@mandi/domain';
import type { ReactNode } from 'react';

/**
 * The declarations a list screen is made of: its filters, its sort choices and its columns.
 * The kit turns them into URL state, list-grammar queries and the table.
 */

/** List-grammar operators a filter may use (DESIGN.md "Lists"). */
export type FilterOperator =
  | '$eq'
  | '$ne'
  | '$gt'
  | '$lt'
  | '$gte'
  | '$lte'
  | '$starts'
  | '$ends'
  | '$cont'
  | '$eqL'
  | '$startsL'
  | '$endsL'
  | '$contL'
  | '$in'
  | '$between';

export interface FilterOption {
  label: string;
  value: string;
}

interface FilterBase {
  /** The resource field filtered, dotted for relations ('productsVariation.sku'). */
  field: string;
  label: string;
  /** The URL search-param name; defaults to the field. */
  param?: string;
  placeholder?: string;
}

/** Free text, applied on Enter or Search; `$contL` (contains, any case) unless told. */
export interface TextFilter extends FilterBase {
  kind: 'text';
  operator?: FilterOperator;
}

/** One value out of a list; `$eq` unless told. `useOptions` loads them (a hook, called always). */
export interface SelectFilter extends FilterBase {
  kind: 'select';
  operator?: FilterOperator;
  options?: readonly FilterOption[];
  useOptions?: () => { options: readonly FilterOption[]; loading?: boolean };
}

/** Yes / no, such as enabled; `defaultValue` applies while the URL says nothing. */
export interface BooleanFilter extends FilterBase {
  kind: 'boolean';
  trueLabel?: string;
  falseLabel?: string;
  defaultValue?: boolean;
}

/** A from/to day range on a timestamp, sent as `$between` start of day, end of day. */
export interface DateRangeFilter extends FilterBase {
  kind: 'dateRange';
}

export type FilterDef = TextFilter | SelectFilter | BooleanFilter | DateRangeFilter;

export interface SortChoice {
  field: string;
  label: string;
  /** The choices in words when "{label} Ascending/Descending" says it badly ("Highest ordered"). */
  ascLabel?: string;
  descLabel?: string;
}

/** How the kit shows a field when the column has no render (the declaration's `list`). */
export type ColumnKind = FieldDisplay;

export interface ListColumn<Row> {
  /** Unique key, also the field shown when there is no render. */
  key: string;
  title: string;
  kind?: ColumnKind;
  render?: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Clicking the header sorts the list by this field. */
  sortField?: string;
  /** Left out until the user picks it in the column chooser. */
  defaultHidden?: boolean;
}
