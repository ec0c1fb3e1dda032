import { Link } from 'react-router';
import { orderPaths } from '../orders/order-screen';
import { useTopPincodes } from './dashboard-api';
import { formatCount, formatRupees } from './dashboard-format';
import type { DayRange, Period, TopPincodesAnswer } from './dashboard-types';
import { RankedShareTable } from './ranked-share-table';
import { Widget } from './widget';

type Row = TopPincodesAnswer['data'][number];

/**
 * The order list of the orders delivered to a pincode and placed in the period's days, every
 * status (the list filters one status at a time; cancelled ones show with their status).
 */
export function pincodeOrdersLink(pincode: string, range: DayRange): string {
  const params = new URLSearchParams({ pincode, orderTimestamp: `${range.from},${range.to}`, status: '' });
  return `${orderPaths.list}?${params}`;
}

/** Where the period's sales went, by delivery pincode. */
export function TopPincodes({ period, enabled }: { period: Period; enabled: boolean }) {
  const query = useTopPincodes(period, enabled);
  return (
    <Widget title="Top pincodes by sales" query={query} skeletonRows={6}>
      {(answer) => (
        <RankedShareTable<Row>
          rows={answer.data}
          rowKey="pincode"
          nameTitle="Pincode"
          emptyText="No deliveries in this period"
          share={(row) => row.revenue}
          name={(row) => (
            <span>
              <Link
                to={pincodeOrdersLink(row.pincode, answer.range)}
                title={`Orders delivered to ${row.pincode} in this period`}
              >
                {row.pincode}
              </Link>
              {row.city && <span className="dashboard-muted"> · {row.city}</span>}
            </span>
          )}
          figures={[
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
      )}
    </Widget>
  );
}
