import { Flex, Segmented, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { ImportRow, RowOutcome } from './batch-import';

const OUTCOME_TAGS: Record<RowOutcome, { color: string; label: string }> = {
  pending: { color: 'default', label: 'Pending' },
  imported: { color: 'green', label: 'Imported' },
  failed: { color: 'red', label: 'Failed' },
};

type Show = 'all' | RowOutcome;

/** Every row of an import with its outcome and, for a failed row, the reason. */
export function ImportResults<Row>({
  rows,
  columns,
  rowNumber,
}: {
  rows: readonly ImportRow<Row>[];
  /** The row's own fields, as the sheet has them. */
  columns: TableColumnsType<ImportRow<Row>>;
  /** The sheet row a row came from, when known. */
  rowNumber?: (row: Row) => number | undefined;
}) {
  const [show, setShow] = useState<Show>('all');
  const shown = useMemo(
    () => (show === 'all' ? rows : rows.filter((item) => item.outcome === show)),
    [rows, show],
  );
  const all: TableColumnsType<ImportRow<Row>> = [
    {
      key: 'row',
      title: 'Row',
      width: 70,
      render: (_, item) => rowNumber?.(item.row) ?? item.index + 1,
    },
    ...columns,
    {
      key: 'outcome',
      title: 'Status',
      width: 110,
      render: (_, item) => (
        <Tag color={OUTCOME_TAGS[item.outcome].color}>{OUTCOME_TAGS[item.outcome].label}</Tag>
      ),
    },
    { key: 'message', title: 'Reason', render: (_, item) => item.message ?? '' },
  ];
  return (
    <Flex vertical gap={8}>
      <Segmented<Show>
        value={show}
        onChange={setShow}
        options={[
          { label: 'All', value: 'all' },
          { label: 'Failed', value: 'failed' },
          { label: 'Imported', value: 'imported' },
          { label: 'Pending', value: 'pending' },
        ]}
      />
      <Table<ImportRow<Row>>
        rowKey="index"
        size="small"
        columns={all}
        dataSource={shown as ImportRow<Row>[]}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
