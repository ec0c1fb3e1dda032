import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ShareBar } from './share-bar';

/**
 * A dashboard ranking (top products, top pincodes): each row's rank, its name with a bar of its
 * share of the first row's figure, then the figures' columns.
 */
export function RankedShareTable<Row extends object>({
  rows,
  rowKey,
  nameTitle,
  name,
  share,
  figures,
  emptyText,
}: {
  rows: readonly Row[];
  rowKey: keyof Row & string;
  nameTitle: string;
  /** The row's name cell: a link, a name, a muted detail. */
  name: (row: Row) => ReactNode;
  /** The figure the rows are ranked by, whose share the bar draws. */
  share: (row: Row) => number;
  /** The right-hand columns (Orders, Sold, Revenue). */
  figures: TableColumnsType<Row>;
  emptyText: string;
}) {
  const max = Math.max(0, ...rows.map(share));
  return (
    <Table<Row>
      className="dashboard-table"
      size="small"
      rowKey={rowKey}
      pagination={false}
      dataSource={rows as Row[]}
      locale={{ emptyText }}
      columns={[
        {
          key: 'name',
          title: nameTitle,
          render: (_, row, index) => (
            <div className="dashboard-ranked">
              <span className="dashboard-rank" aria-hidden="true">
                {index + 1}
              </span>
              <div className="dashboard-ranked-body">
                {name(row)}
                <ShareBar value={share(row)} max={max} />
              </div>
            </div>
          ),
        },
        ...figures,
      ]}
    />
  );
}
