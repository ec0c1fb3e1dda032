import type { OrderStatus } from '@mandi/domain';
import { Link } from 'react-router';
import { orderPaths } from '../orders/order-screen';
import { useStatusCounts } from './dashboard-api';
import { formatCount } from './dashboard-format';
import { Widget } from './widget';

/** The list filtered by a status, in the order list's own URL (?status=Out for Delivery). */
export function statusListLink(status: OrderStatus): string {
  return `${orderPaths.list}?${new URLSearchParams({ status })}`;
}

const WAITING: readonly OrderStatus[] = ['Order Placed', 'Out for Delivery', 'Partial Payment'];

const TONES: Record<OrderStatus, string> = {
  'In Cart': 'grey',
  'Order Placed': 'blue',
  'Out for Delivery': 'orange',
  'Partial Payment': 'gold',
  'Order Delivered': 'green',
  'Order Cancelled': 'red',
};

/** How many orders sit in each status now; the ones still to go out first, each opening its list. */
export function StatusCounts({ enabled }: { enabled: boolean }) {
  const query = useStatusCounts(enabled);
  return (
    <Widget title="Orders by status now" query={query} skeletonRows={4}>
      {(rows) => {
        const waiting = rows
          .filter((row) => WAITING.includes(row.status))
          .reduce((sum, row) => sum + row.count, 0);
        return (
          <>
            <p className="dashboard-waiting">
              <strong>{formatCount(waiting)}</strong> waiting to go out
            </p>
            <ul className="dashboard-statuses">
              {rows.map((row) => (
                <li key={row.status}>
                  <Link
                    to={statusListLink(row.status)}
                    className={`dashboard-status dashboard-tone-${TONES[row.status]}`}
                  >
                    <span className="dashboard-status-dot" aria-hidden="true" />
                    <span className="dashboard-status-name">{row.status}</span>
                    <span className="dashboard-status-count">{formatCount(row.count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </Widget>
  );
}
