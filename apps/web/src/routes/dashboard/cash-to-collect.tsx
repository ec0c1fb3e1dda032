import { cashToCollectEndpoint, formatInr } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callEndpoint } from '../../api/endpoint';
import { REFRESH_MS } from './dashboard-api';
import { formatCount } from './dashboard-format';
import { statusListLink } from './status-counts';
import { Widget } from './widget';

/**
 * Cash to collect: what the orders out for delivery and those partly paid still owe, and how
 * many they are; each status opens its list. Asked again each minute, as every widget is.
 */
export function CashToCollect({ enabled }: { enabled: boolean }) {
  const query = useQuery({
    queryKey: ['dashboard', 'cash-to-collect'],
    queryFn: () => callEndpoint(cashToCollectEndpoint, {}),
    enabled,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: 0,
  });
  return (
    <Widget title="Cash to collect" query={query} skeletonRows={2}>
      {(cash) => (
        <>
          <p className="dashboard-waiting" data-testid="cash-to-collect">
            <strong>{formatInr(cash.amount)}</strong> due on {formatCount(cash.orders)}{' '}
            {cash.orders === 1 ? 'order' : 'orders'}
          </p>
          <span className="dashboard-muted">
            <Link to={statusListLink('Out for Delivery')}>Out for Delivery</Link> ·{' '}
            <Link to={statusListLink('Partial Payment')}>Partial Payment</Link>
          </span>
        </>
      )}
    </Widget>
  );
}
