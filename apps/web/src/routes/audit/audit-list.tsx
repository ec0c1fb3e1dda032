import { audit, formatDateTime } from '@mandi/domain';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { HistoryChanges } from '../../kit/form/history-changes';
import { type AuditEntry, actionWords, resourceWords, summaryOf, whoOf } from '../../kit/form/history-format';
import { ExportButton } from '../../kit/list/export-button';
import { FilterBar } from '../../kit/list/filter-bar';
import { useFocusListOnArrival } from '../../kit/list/focus-list';
import { ListPagination } from '../../kit/list/list-pagination';
import { type ListConfig, paramOf, toExportQuery, toListQuery } from '../../kit/list/list-url-state';
import { useListState } from '../../kit/list/use-list-state';
import { useResourceAccess } from '../../kit/resource-access';
import { useResourceList } from '../../kit/resource-hooks';
import { auditFilters, withSystemActor } from './audit-screen';
import { recordLink } from './record-links';

const columns: TableColumnsType<AuditEntry> = [
  {
    key: 'at',
    title: 'When',
    render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</span>,
  },
  { key: 'who', title: 'Who', render: (_, row) => whoOf(row) },
  { key: 'resource', title: 'Resource', render: (_, row) => resourceWords(row.resource) },
  {
    key: 'recordId',
    title: 'Record ID',
    render: (_, row) => {
      const link = recordLink(row);
      return link ? (
        <Link to={link} aria-label={`${resourceWords(row.resource)} ${row.recordId}`}>
          {row.recordId}
        </Link>
      ) : (
        row.recordId
      );
    },
  },
  { key: 'action', title: 'Action', render: (_, row) => <Tag>{actionWords(row.action)}</Tag> },
  {
    key: 'summary',
    title: 'Summary',
    width: 380,
    ellipsis: { showTitle: true },
    render: (_, row) => summaryOf(row),
  },
];

/** A row opened: each field's old → new value, and where the change came from. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  return (
    <Flex vertical gap={12} style={{ maxWidth: 900 }}>
      <HistoryChanges entry={entry} />
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'ip', label: 'Address', children: entry.ip ?? '—' },
          { key: 'agent', label: 'Browser', children: entry.userAgent ?? '—' },
          ...(entry.importRun ? [{ key: 'run', label: 'Import run', children: entry.importRun }] : []),
        ]}
      />
    </Flex>
  );
}

/**
 * /audit/list: every change made through the API, newest first, filtered by resource, record,
 * staff member, action and dates (bound to the URL); a row opens to its fields' old → new values.
 */
export default function AuditList() {
  const config = useMemo<ListConfig>(
    () => ({
      filters: auditFilters,
      defaultSort: audit.defaultSort,
      pageSize: audit.pageSize,
      sortFields: audit.defaultSort.map((sort) => sort.field),
    }),
    [],
  );
  const list = useListState(config);
  const { state } = list;
  const query = useMemo(() => withSystemActor(toListQuery(state, config)), [state, config]);
  const { data: page, isFetching } = useResourceList<AuditEntry>(audit, query);
  const access = useResourceAccess(audit);
  const rows = useRef<HTMLElement>(null);
  useFocusListOnArrival(rows);
  const filtering = auditFilters.some((filter) => (state.values[paramOf(filter)] ?? '') !== '');

  return (
    <Card variant="borderless">
      <Flex vertical gap={16}>
        <FilterBar
          filters={auditFilters}
          values={state.values}
          onApply={list.setValues}
          onReset={list.reset}
          sortChoices={[]}
          sort={undefined}
          onSort={list.setSort}
          actions={
            access.read && <ExportButton def={audit} query={withSystemActor(toExportQuery(state, config))} />
          }
        />
        <section ref={rows} data-list-rows tabIndex={-1} aria-labelledby="page-title" className="list-rows">
          <Table<AuditEntry>
            rowKey="id"
            columns={columns}
            dataSource={page?.data ?? []}
            loading={isFetching && page !== undefined}
            expandable={{ expandedRowRender: (entry) => <EntryDetails entry={entry} /> }}
            locale={{
              emptyText:
                page === undefined ? (
                  <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label="Loading" />
                ) : filtering ? (
                  <Empty description="No rows match these filters">
                    <Button onClick={list.reset}>Clear filters</Button>
                  </Empty>
                ) : (
                  <Empty description="No changes recorded yet" />
                ),
            }}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </section>
        <ListPagination
          total={page?.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSize={audit.pageSize}
          onChange={list.setPage}
        />
      </Flex>
    </Card>
  );
}
