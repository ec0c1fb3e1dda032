import { Table } from 'antd';
import { Link } from 'react-router';
import { orderPaths } from '../orders/order-screen';
import { useTopPincodes } from './dashboard-api';
import { formatCount, formatRupees } from './dashboard-format';
import type { DayRange, Period, TopPincodesAnswer } from './dashboard-types';
import { ShareBar } from './share-bar';
import { Widget } from './widget';

type Row = TopPincodesAnswer['data'][number];

/**
 * The order list for a pincode's sales. The order list has no pincode filter yet, so the link
 * opens the orders placed in the same days, every status (its closest filter); the lead knows.
 */
export function pincodeOrdersLink(range: DayRange): string {
  const params = new URLSearchParams({ orderTimestamp: `${range.from},${range.to}`, status: '' });
  return `${orderPaths.list}?${params}`;
}

/** Where the period's sales went, by delivery pincode. */
export function TopPincodes({ period, enabled }: { period: Period; enabled: boolean }) {
  const query = useTopPincodes(period, enabled);
  return (
    <Widget title="Top pincodes by sales" query={query} skeletonRows={6}>
      {(answer) => {
        const max = Math.max(0, ...answer.data.map((row) => row.revenue));
        return (
          <Table<Row>
            className="dashboard-table"
            size="small"
            rowKey="pincode"
            pagination={false}
            dataSource={answer.data}
            locale={{ emptyText: 'No deliveries in this period' }}
            columns={[
              {
                key: 'pincode',
                title: 'Pincode',
                render: (_, row, index) => (
                  <div className="dashboard-ranked">
                    <span className="dashboard-rank" aria-hidden="true">
                      {index + 1}
                    </span>
                    <div className="dashboard-ranked-body">
                      <span>
                        <Link to={pincodeOrdersLink(answer.range)} title="Orders placed in this period">
                          {row.pincode}
                        </Link>
                        {row.city && <span className="dashboard-muted"> · {row.city}</span>}
                      </span>
                      <ShareBar value={row.revenue} max={max} />
                    </div>
                  </div>
                ),
              },
              {
                key: 'orders',
                title: 'Orders',
                align: 'right',
                width: 80,
                responsive: ['sm'],
                render: (_, row) => formatCount(row.orders),
              },
              {
                key: 'revenue',
                title: 'Revenue',
                align: 'right',
                width: 120,
                render: (_, row) => formatRupees(row.revenue),
              },
            ]}
          />
        );
      }}
    </Widget>
  );
}
