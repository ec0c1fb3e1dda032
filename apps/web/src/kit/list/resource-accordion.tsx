import { PlusOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@mandi/domain';
import {
  Alert,
  Button,
  Card,
  Collapse,
  type CollapseProps,
  Empty,
  Flex,
  Skeleton,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import './resource-accordion.css';
import { errorMessage } from '../../api/notify';
import { useResourceAccess } from '../resource-access';
import { type StoredRow, useResourceList } from '../resource-hooks';
import type { ScreenPaths } from '../resource-paths';
import { EnabledSwitch } from './enabled-switch';
import { filtersOf, sortsOf } from './fields-of';
import { FilterBar } from './filter-bar';
import { useFocusListOnArrival } from './focus-list';
import { ListPagination } from './list-pagination';
import { type ListConfig, paramOf, toListQuery } from './list-url-state';
import { RowActions } from './row-actions';
import { useListState } from './use-list-state';

export interface ResourceAccordionProps<Row extends StoredRow> {
  def: ResourceDef;
  paths: ScreenPaths;
  /** The rows in words, for the rows' region and its messages: 'Questions'. */
  rowsLabel: string;
  /** Tags beside the title ("Disabled" is added for a disabled row). */
  tags?: (row: Row) => ReactNode;
  /** The text field opening a row shows, as written (line breaks kept). */
  bodyField: string;
}

/** One row as a panel: its title and tags, the switch and actions beside it, its body inside. */
function accordionItem<Row extends StoredRow>(
  props: ResourceAccordionProps<Row>,
  row: Row,
  canWrite: boolean,
): NonNullable<CollapseProps['items']>[number] {
  const { def, paths } = props;
  const fields = row as Record<string, unknown>;
  const name = String(fields[def.titleField] ?? row.id);
  return {
    key: String(row.id),
    label: (
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{name}</Typography.Text>
        {props.tags?.(row)}
        {fields.enabled === false && <Tag color="red">Disabled</Tag>}
      </Flex>
    ),
    // Only the title opens the panel (collapsible="header"): the row's controls sit beside it,
    // not inside the header's button.
    extra: (
      <Flex gap={8} align="center">
        <EnabledSwitch
          def={def}
          id={row.id}
          name={name}
          enabled={fields.enabled === true}
          disabled={!canWrite}
        />
        {canWrite && <RowActions def={def} id={row.id} name={name} editPath={paths.edit(row.id)} canDelete />}
      </Flex>
    ),
    children: (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {String(fields[props.bodyField] ?? '')}
      </Typography.Paragraph>
    ),
  };
}

/** The rows' panels, one open at a time; a skeleton before the first answer, the list's words when empty. */
function AccordionRows({
  items,
  loaded,
  isFetching,
  isError,
  empty,
  openKey,
  setOpenKey,
}: {
  items: CollapseProps['items'] & object;
  loaded: boolean;
  isFetching: boolean;
  isError: boolean;
  empty: ReactNode;
  openKey: string[];
  setOpenKey: (keys: string[]) => void;
}) {
  if (!loaded && !isError)
    return <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label="Loading" />;
  return (
    <Spin spinning={isFetching}>
      {items.length > 0 ? (
        <Collapse
          collapsible="header"
          activeKey={openKey}
          // One row open at a time, as an accordion, without the tab roles of antd's
          // accordion (a tablist may not hold the row's switch and buttons).
          onChange={(keys) => setOpenKey((Array.isArray(keys) ? keys : [keys]).slice(-1).map(String))}
          className="resource-accordion"
          items={items}
        />
      ) : (
        !isFetching && !isError && empty
      )}
    </Spin>
  );
}

/**
 * A list as an accordion (the FAQs, as the store's app shows them): each row's title opens
 * its body, with the enabled switch, edit and delete beside it. Filters and sort choices come
 * from the declaration's fields. Unlike the table, a failed load says why (spec 02 §8).
 */
export function ResourceAccordion<Row extends StoredRow>(props: ResourceAccordionProps<Row>) {
  const { def, paths, rowsLabel } = props;
  const access = useResourceAccess(def);
  const navigate = useNavigate();
  const config = useMemo<ListConfig>(() => {
    const sortChoices = sortsOf(def);
    return {
      filters: filtersOf(def),
      defaultSort: def.defaultSort,
      pageSize: def.pageSize,
      sortFields: sortChoices.map((choice) => choice.field),
    };
  }, [def]);
  const sortChoices = useMemo(() => sortsOf(def), [def]);
  const list = useListState(config);
  const { state } = list;
  const query = useMemo(() => toListQuery(state, config), [state, config]);
  const { data: page, isFetching, isError, error } = useResourceList<Row>(def, query);
  const [openKey, setOpenKey] = useState<string[]>([]);
  const rows = useRef<HTMLElement>(null);
  useFocusListOnArrival(rows);
  const filtering = config.filters.some((filter) => (state.values[paramOf(filter)] ?? '') !== '');

  // The list's own words (spec 02 §8), with a way out when filters left nothing.
  const empty = (
    <Empty description={`No ${rowsLabel.toLowerCase()} yet`}>
      {filtering && <Button onClick={list.reset}>Clear filters</Button>}
    </Empty>
  );

  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <FilterBar
          filters={config.filters}
          values={state.values}
          onApply={list.setValues}
          onReset={list.reset}
          sortChoices={sortChoices}
          sort={state.sort ?? def.defaultSort[0]}
          onSort={list.setSort}
          actions={
            access.write && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.add)}>
                Add
              </Button>
            )
          }
        />
        {isError && (
          <Alert
            type="error"
            showIcon
            message={errorMessage(error) || `The ${rowsLabel.toLowerCase()} could not be loaded`}
          />
        )}
        {/* The rows: where the focus comes back after a save or a delete. */}
        <section ref={rows} data-list-rows tabIndex={-1} aria-label={rowsLabel}>
          <AccordionRows
            items={(page?.data ?? []).map((row) => accordionItem(props, row, access.write))}
            loaded={page !== undefined}
            isFetching={isFetching}
            isError={isError}
            empty={empty}
            openKey={openKey}
            setOpenKey={setOpenKey}
          />
        </section>
        <ListPagination
          total={page?.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSize={def.pageSize}
          onChange={list.setPage}
        />
      </Flex>
    </Card>
  );
}
