import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton } from 'antd';
import { type ReactNode, useDeferredValue } from 'react';

/**
 * One dashboard widget: a card with its title, a skeleton while its first answer comes, its own
 * error with the server's text when the call fails (spec 02 §8) and the answer otherwise. A
 * failed refresh keeps the figures already shown and says so above them.
 */
export function Widget<T>({
  title,
  extra,
  query,
  skeletonRows = 3,
  className,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch' | 'isFetching'>;
  skeletonRows?: number;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  // An answer is drawn in a background render React slices and may interrupt (a table's first
  // render is long work): the page stays responsive while the widgets fill in.
  const data = useDeferredValue(query.data);
  const failure = query.error ? (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={query.error.message || 'Has Error'}
      action={
        <Button size="small" onClick={() => query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      }
    />
  ) : null;
  return (
    <Card
      title={<h2 className="dashboard-widget-title">{title}</h2>}
      extra={extra}
      className={['dashboard-widget', className].filter(Boolean).join(' ')}
      aria-busy={query.isPending && !query.error}
    >
      {data !== undefined ? (
        <>
          {failure && <div className="dashboard-widget-stale">{failure}</div>}
          {children(data)}
        </>
      ) : failure ? (
        failure
      ) : (
        <Skeleton active title={false} paragraph={{ rows: skeletonRows }} />
      )}
    </Card>
  );
}
