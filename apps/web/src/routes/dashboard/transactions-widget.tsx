import { formatDateTime } from '@mandi/domain';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { orderPaths } from '../orders/order-screen';
import { type TransactionRow, useLatestTransactions } from './dashboard-api';
import { formatRupees } from './dashboard-format';
import { Widget } from './widget';

const STATUS_COLOURS: Record<string, string> = { success: 'green', pending: 'gold' };

/** The latest 8 payments with status success or pending, each order number opening its order. */
export function TransactionsWidget({ enabled, canOpenOrders }: { enabled: boolean; canOpenOrders: boolean }) {
  const query = useLatestTransactions(enabled);
  return (
    <Widget title="Latest transactions" query={query} skeletonRows={8}>
      {(page) => (
        <Table<TransactionRow>
          className="dashboard-table"
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={page.data}
          locale={{ emptyText: 'No payments yet' }}
          columns={[
            {
              key: 'order',
              title: 'Order',
              render: (_, row) =>
                row.orderId === null ? (
                  '—'
                ) : canOpenOrders ? (
                  <Link to={orderPaths.view(row.orderId)}>#{row.orderId}</Link>
                ) : (
                  `#${row.orderId}`
                ),
            },
            {
              key: 'txnid',
              title: 'Transaction',
              // A phone keeps the order, status and amount.
              responsive: ['sm'],
              render: (_, row) => (
                <div className="dashboard-stack">
                  <span className="dashboard-mono">{row.txnid ?? '—'}</span>
                  <span className="dashboard-muted">{formatDateTime(row.createdTimestamp)}</span>
                </div>
              ),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, row) => <Tag color={STATUS_COLOURS[row.status] ?? 'default'}>{row.status}</Tag>,
            },
            {
              key: 'amount',
              title: 'Amount',
              align: 'right',
              render: (_, row) => formatRupees(row.amount),
            },
          ]}
        />
      )}
    </Widget>
  );
}
