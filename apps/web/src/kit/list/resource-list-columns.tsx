import type { ResourceDef, SortSpec } from '@mandi/domain';
import { Flex, type TableColumnsType } from 'antd';
import type { ResourceAccess } from '../resource-access';
import type { StoredRow } from '../resource-hooks';
import { cellValue } from './cell-value';
import { EnabledSwitch } from './enabled-switch';
import type { ListColumn } from './list-types';
import type { ResourceListProps } from './resource-list';
import { RowActions } from './row-actions';

/** What the table's columns are built from: the screen's props and the list's state. */
export interface TableColumnsContext<Row extends StoredRow> {
  props: ResourceListProps<Row>;
  columns: readonly ListColumn<Row>[];
  hidden: readonly string[];
  sortInForce: SortSpec | undefined;
  access: ResourceAccess;
  /** Row actions go in a menu, not a pinned column. */
  narrow: boolean;
  nameOf: (row: Row) => string;
}

const sortOrderOf = (column: { sortField?: string }, sortInForce: SortSpec | undefined) =>
  column.sortField && sortInForce?.field === column.sortField
    ? sortInForce.order === 'ASC'
      ? 'ascend'
      : 'descend'
    : null;

/** The visible columns: a cell is the column's own render, the screen's, a switch or the value. */
function dataColumns<Row extends StoredRow>(context: TableColumnsContext<Row>): TableColumnsType<Row> {
  const { props, access, nameOf } = context;
  const def: ResourceDef = props.def;
  return context.columns
    .filter((column) => !context.hidden.includes(column.key))
    .map((column) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      align: column.align,
      sorter: column.sortField ? true : undefined,
      sortDirections: ['ascend', 'descend'],
      sortOrder: sortOrderOf(column, context.sortInForce),
      render: (_: unknown, row: Row) => {
        const render = column.render ?? props.cells?.[column.key];
        if (render) return render(row);
        const value = (row as Record<string, unknown>)[column.key];
        if (column.kind === 'enabled')
          return (
            <EnabledSwitch
              def={def}
              id={row.id}
              name={nameOf(row)}
              enabled={value === true}
              disabled={!access.write || props.isLocked?.(row)}
            />
          );
        return cellValue(column.kind ?? 'text', value);
      },
    }));
}

/** Edit and Delete (unless the row is locked) and the screen's own row actions; none if neither. */
function actionsColumn<Row extends StoredRow>(
  context: TableColumnsContext<Row>,
): TableColumnsType<Row>[number] | null {
  const { props, narrow, nameOf } = context;
  const actions = { add: true, edit: true, delete: true, ...props.actions };
  const writeActions = context.access.write && (actions.edit || actions.delete);
  if (!writeActions && !props.rowActions) return null;
  return {
    key: 'actions',
    title: 'Actions',
    fixed: narrow ? undefined : 'right',
    render: (_: unknown, row: Row) => {
      const locked = props.isLocked?.(row) ?? false;
      return (
        <Flex gap={8}>
          {writeActions && !locked && (
            <RowActions
              def={props.def}
              id={row.id}
              name={nameOf(row)}
              editPath={actions.edit ? props.paths.edit(row.id) : undefined}
              canDelete={actions.delete}
              compact={narrow}
            />
          )}
          {props.rowActions?.(row)}
        </Flex>
      );
    },
  };
}

/** The list table's columns: the data columns, then the actions column if the screen has one. */
export function tableColumnsOf<Row extends StoredRow>(
  context: TableColumnsContext<Row>,
): TableColumnsType<Row> {
  const actions = actionsColumn(context);
  return actions ? [...dataColumns(context), actions] : dataColumns(context);
}
