import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDef, SortSpec } from '@mandi/domain';
import { Alert, Button, Card, Empty, Flex, Skeleton, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Query } from '../../api/client';
import { errorMessage } from '../../api/notify';
import { type ResourceAccess, useResourceAccess } from '../resource-access';
import { type StoredRow, useResourceList } from '../resource-hooks';
import type { ScreenPaths } from '../resource-paths';
import { ColumnChooser } from './column-chooser';
import { ExportButton } from './export-button';
import { columnsOf, filtersOf, sortsOf } from './fields-of';
import { FilterBar } from './filter-bar';
import { useFocusListOnArrival } from './focus-list';
import { ListPagination } from './list-pagination';
import type { FilterDef, ListColumn, SortChoice } from './list-types';
import { type ListConfig, paramOf, toExportQuery, toListQuery, withScope } from './list-url-state';
import { measureSafeSelection } from './measure-safe-selection';
import { tableColumnsOf } from './resource-list-columns';
import { SavedViewTabs } from './saved-view-tabs';
import { useSortableRows } from './sortable-rows';
import { useHiddenColumns } from './use-hidden-columns';
import { useListState } from './use-list-state';
import { useNarrowerThan } from './use-narrower-than';
import './list-rows.css';

export interface ResourceListProps<Row extends StoredRow> {
  def: ResourceDef;
  paths: ScreenPaths;
  /**
   * The table's columns: from the declaration's fields by default; a function adjusts them
   * (adds or overrides a column), an array replaces them.
   */
  columns?: readonly ListColumn<Row>[] | ((fromFields: ListColumn<Row>[]) => readonly ListColumn<Row>[]);
  /** How a column shows its cell, by field, when the declaration's display is not enough. */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** The filters and sort choices: from the declaration's fields unless given. */
  filters?: readonly FilterDef[];
  sortChoices?: readonly SortChoice[];
  /** Who sees Export: whoever may read (as the server allows), or a superadmin only. */
  exportAccess?: 'read' | 'superadmin';
  /** Write actions the screen has; all by default. */
  actions?: { add?: boolean; edit?: boolean; delete?: boolean };
  /** A row that may not be edited or deleted (attribute 1). */
  isLocked?: (row: Row) => boolean;
  /** More per-row actions, after Edit and Delete. */
  rowActions?: (row: Row) => ReactNode;
  /** More toolbar buttons, before Export. */
  toolbar?: ReactNode;
  /** Where the column chooser remembers its choice; the list path by default. */
  screenKey?: string;
  /** Filter clauses always sent, list and export ('parentId||$eq||4': one parent's rows). */
  scope?: readonly string[];
  /**
   * Rows reordered by dragging (sortable-rows); offered in the default sort without filters.
   * `onReorder` saves the rows of the page on screen in their new order.
   */
  sortable?: { onReorder: (ordered: Row[], view: { page: number; limit: number }) => Promise<void> };
  /** Above the filters: the screen's heading, a way back up. */
  header?: ReactNode;
  /** More params of the list call only, not the export (`join`); keep it a stable object. */
  listQuery?: Query;
  /** Rows ticked with checkboxes, for the screen's bulk actions. */
  rowSelection?: TableProps<Row>['rowSelection'];
  /** What a row shows when opened (the order list's breakdown), so the row itself stays one line. */
  expandable?: TableProps<Row>['expandable'];
}

/**
 * The table width (px) below which row actions go in a menu: the table's width at a 1200 px
 * window beside the open 220 px sidebar (what a 1200 px breakpoint used to decide).
 */
export const ROW_MENU_BELOW = 900;

/** The columns, filters and sort choices the screen shows, and the list state's config from them. */
function useListDeclarations<Row extends StoredRow>(props: ResourceListProps<Row>) {
  const { def } = props;
  const given = props.columns;
  const columns = useMemo(
    () => (typeof given === 'function' ? given(columnsOf<Row>(def)) : (given ?? columnsOf<Row>(def))),
    [given, def],
  );
  const filters = useMemo(() => props.filters ?? filtersOf(def), [props.filters, def]);
  const sortChoices = useMemo(() => props.sortChoices ?? sortsOf(def), [props.sortChoices, def]);
  const config = useMemo<ListConfig>(
    () => ({
      filters,
      defaultSort: def.defaultSort,
      pageSize: def.pageSize,
      sortFields: [
        ...sortChoices.map((choice) => choice.field),
        ...columns.flatMap((column) => (column.sortField ? [column.sortField] : [])),
        ...def.defaultSort.map((sort) => sort.field),
      ],
    }),
    [filters, sortChoices, columns, def],
  );
  return { columns, filters, sortChoices, config };
}

/** The page of rows the URL's state asks for, within the screen's scope. */
function useListPage<Row extends StoredRow>(
  props: ResourceListProps<Row>,
  config: ListConfig,
  list: ReturnType<typeof useListState>,
) {
  const { state } = list;
  const scopeKey = (props.scope ?? []).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: scopeKey stands for props.scope.
  const scope = useMemo(() => props.scope ?? [], [scopeKey]);
  const query = useMemo(
    () => ({ ...withScope(toListQuery(state, config), scope), ...props.listQuery }),
    [state, config, scope, props.listQuery],
  );
  // Only the fields read here, so TanStack Query's tracked answer re-renders on those alone.
  const { data: page, isFetching, isError, error } = useResourceList<Row>(props.def, query);

  // Deleting the last row of the last page leaves an empty page: step back to the last one.
  const total = page?.total ?? 0;
  const emptyPage = page !== undefined && page.data.length === 0 && state.page > 1;
  useEffect(() => {
    if (emptyPage) list.setPage(Math.max(1, Math.ceil(total / state.limit)), state.limit);
  }, [emptyPage, total, state.limit, list.setPage]);
  return { page, isFetching, isError, error, total, scope };
}

/**
 * The table's columns as the list shows them: the column chooser's hidden ones left out, the
 * sort in force marked, header clicks sorting, and the drag handle when rows are sortable.
 */
function useListTable<Row extends StoredRow>(
  props: ResourceListProps<Row>,
  view: {
    columns: readonly ListColumn<Row>[];
    filters: readonly FilterDef[];
    list: ReturnType<typeof useListState>;
    rows: Row[] | undefined;
    access: ResourceAccess;
    narrow: boolean;
  },
) {
  const { def } = props;
  const { columns, list, access, narrow } = view;
  const { state } = list;
  const [hidden, setHidden] = useHiddenColumns(
    props.screenKey ?? props.paths.list,
    columns.filter((column) => column.defaultHidden).map((column) => column.key),
  );
  const sortInForce: SortSpec | undefined = state.sort ?? def.defaultSort[0];
  const nameOf = (row: Row) => String((row as Record<string, unknown>)[def.titleField] ?? row.id);

  const filtering = view.filters.some((filter) => (state.values[paramOf(filter)] ?? '') !== '');
  const sortable = useSortableRows<Row>(view.rows ?? [], {
    nameOf,
    disabledReason: filtering || state.sort ? 'Reset the filters and the sort to reorder' : undefined,
    onReorder: (ordered) => props.sortable!.onReorder(ordered, { page: state.page, limit: state.limit }),
  });

  const tableColumns = tableColumnsOf({ props, columns, hidden, sortInForce, access, narrow, nameOf });
  if (props.sortable) tableColumns.unshift(sortable.handleColumn);

  const onSortChange = (sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = columns.find((column) => column.key === one?.columnKey)?.sortField;
    if (!field || !one?.order) return list.setSort(null);
    list.setSort({ field, order: one.order === 'ascend' ? 'ASC' : 'DESC' });
  };
  return { columns: tableColumns, hidden, setHidden, sortInForce, filtering, sortable, onSortChange };
}

/** What the table shows with no rows: a skeleton before the first answer, a way out of the filters. */
function emptyText(loaded: boolean, isError: boolean, filtering: boolean, onReset: () => void) {
  if (!loaded && !isError)
    return <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label="Loading" />;
  if (!filtering) return undefined;
  return (
    <Empty description="No rows match these filters">
      <Button onClick={onReset}>Clear filters</Button>
    </Empty>
  );
}

/** The table of rows (draggable when the screen sorts them by hand), where focus returns after a save. */
function ListRowsTable<Row extends StoredRow>({
  props,
  table,
  sectionRef,
  rows,
  isFetching,
  isError,
  onReset,
}: {
  props: ResourceListProps<Row>;
  table: ReturnType<typeof useListTable<Row>>;
  sectionRef: RefObject<HTMLElement | null>;
  rows: Row[] | undefined;
  isFetching: boolean;
  isError: boolean;
  onReset: () => void;
}) {
  const { sortable } = table;
  return (
    <section ref={sectionRef} data-list-rows tabIndex={-1} aria-labelledby="page-title" className="list-rows">
      {(props.sortable ? sortable.wrap : (node: ReactNode) => node)(
        <Table<Row>
          rowKey="id"
          rowSelection={measureSafeSelection(props.rowSelection)}
          expandable={props.expandable}
          columns={table.columns}
          dataSource={props.sortable ? sortable.rows : (rows ?? [])}
          components={props.sortable ? sortable.components : undefined}
          // A failed load ends the spinner and leaves the table as it was (no toast). Before
          // the first answer the table shows a skeleton, never "No data".
          loading={isFetching && rows !== undefined}
          locale={{ emptyText: emptyText(rows !== undefined, isError, table.filtering, onReset) }}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onChange={(_pagination, _filters, sorter) => table.onSortChange(sorter)}
        />,
      )}
    </section>
  );
}

/**
 * A resource's list screen from its declarations: URL-bound filters and sort, table with
 * column chooser, pagination (hidden when there are no rows), export, enabled switch, edit
 * and delete. Write actions show only to admins whose role may write the resource.
 */
export function ResourceList<Row extends StoredRow>(props: ResourceListProps<Row>) {
  const { def, paths } = props;
  const { columns, filters, sortChoices, config } = useListDeclarations(props);
  const access = useResourceAccess(def);
  const navigate = useNavigate();
  const list = useListState(config);
  const { state } = list;
  const { page, total, scope, isFetching, isError, error } = useListPage(props, config, list);
  const rows = useRef<HTMLElement>(null);
  // In a table narrower than ROW_MENU_BELOW row actions go in a menu, not a pinned column: a
  // pinned 180 px column covers a wide table's figures (Sales). The table's own width decides,
  // not the window's: the open sidebar or a narrow window both make it narrow.
  const narrow = useNarrowerThan(rows, ROW_MENU_BELOW);
  useFocusListOnArrival(rows);

  const table = useListTable(props, { columns, filters, list, rows: page?.data, access, narrow });
  const { hidden, setHidden, sortInForce } = table;
  const canAdd = access.write && (props.actions?.add ?? true);
  const canExport =
    def.exportColumns && (props.exportAccess === 'superadmin' ? access.superadmin : access.read);

  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        {props.header}
        <SavedViewTabs
          listKey={def.name}
          config={config}
          state={state}
          columns={columns}
          hidden={hidden}
          onHidden={setHidden}
        />
        <FilterBar
          filters={filters}
          values={state.values}
          onApply={list.setValues}
          onReset={list.reset}
          sortChoices={sortChoices}
          sort={sortInForce}
          onSort={list.setSort}
          actions={
            <>
              {canAdd && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.add)}>
                  Add
                </Button>
              )}
              {props.toolbar}
              {canExport && <ExportButton def={def} query={withScope(toExportQuery(state, config), scope)} />}
              <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
            </>
          }
        />
        {/* A refused filter (a pincode of 5 digits) says why, in the server's words. */}
        {isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorMessage(error) || 'The list could not be loaded'}
          />
        )}
        <ListRowsTable
          props={props}
          table={table}
          sectionRef={rows}
          rows={page?.data}
          isFetching={isFetching}
          isError={isError}
          onReset={list.reset}
        />
        <ListPagination
          total={total}
          page={state.page}
          limit={state.limit}
          pageSize={def.pageSize}
          onChange={list.setPage}
        />
      </Flex>
    </Card>
  );
}
