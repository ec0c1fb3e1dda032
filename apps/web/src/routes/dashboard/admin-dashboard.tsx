import { type AdminSession, canOpen, formatDate } from '@mandi/domain';
import { useIsFetching } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { lazy, type Ref, Suspense, useCallback, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { useDrawnWidth } from '../../kit/narrow-window';
import { useAfterFirstPaint } from '../../shell/use-after-first-paint';
import { useNearViewport } from '../../shell/use-near-viewport';
import { CountCards } from './count-cards';
import { dashboardKeys } from './dashboard-api';
import type { Period } from './dashboard-types';
import { type DashboardView, defaultBucket, readView, writeView } from './dashboard-url';
import { PeriodPicker } from './period-picker';
import { RevenueFigures } from './revenue-figures';

// Below the sales card: its own chunk, asked for once the page has painted.
const DashboardBelowFold = lazy(() => import('./dashboard-below-fold'));

/**
 * Where the widgets below the fold will be: a skeleton, so the page reads as still loading. Still
 * in a drawing by the server (first-screen/): its shimmer would repaint a waiting phone's page
 * every frame, and nothing below it loads until the visitor acts.
 */
function BelowFoldPending({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const drawn = useDrawnWidth() !== undefined;
  return (
    <Card ref={ref} className="dashboard-widget" aria-busy="true" data-below-fold>
      <Skeleton active={!drawn} title={false} paragraph={{ rows: 8 }} />
    </Card>
  );
}

/**
 * The store at a glance: counts, the period's sales against the previous period, revenue by
 * date, top products and pincodes, orders waiting by status and the latest payments. The
 * period, the chart's buckets and the products' ranking live in the URL. Widgets that need the
 * order screen are left out for a role without it (the server would answer 403).
 */
export function AdminDashboard({ session }: { session: AdminSession }) {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const update = useCallback(
    (change: Partial<DashboardView>) => {
      const next = { ...readView(params), ...change };
      setParams(writeView(next), { replace: false });
    },
    [params, setParams],
  );
  const orders = canOpen(session, 'order');
  // The greeting, counts and sales paint first; the widgets below the fold come right after,
  // once their place is on screen or the visitor scrolls (on a phone, the sales card fills it).
  const painted = useAfterFirstPaint();
  // Watched once the counts and sales have their answers (their skeletons are shorter); only
  // the dashboard's own queries, so a slow header call elsewhere does not hold the widgets back.
  // The widgets draw an answer in a deferred render (widget.tsx); deferring `settled` the same
  // way puts it in that render's commit, so the place is measured with the answers drawn, not
  // with the skeletons still there (which would put it on screen and build it at once).
  const fetched = useIsFetching({ queryKey: dashboardKeys.all }) === 0;
  const settled = useDeferredValue(fetched);
  const [belowRef, nearView] = useNearViewport<HTMLDivElement>(painted && fetched && settled);
  const belowTheFold = painted && nearView;
  const onPeriod = (period: Period) => update({ period, bucket: defaultBucket(period) });
  return (
    <div className="dashboard">
      <div className="dashboard-toolbar">
        <div>
          <h2 className="dashboard-greeting">Welcome, {session.name}</h2>
          <span className="dashboard-muted">{formatDate(new Date())} · the store at a glance</span>
        </div>
        {orders && <PeriodPicker value={view.period} onChange={onPeriod} />}
      </div>
      <CountCards />
      {orders && <RevenueFigures period={view.period} enabled={orders} />}
      {belowTheFold ? (
        <Suspense fallback={<BelowFoldPending />}>
          <DashboardBelowFold session={session} view={view} update={update} />
        </Suspense>
      ) : (
        <BelowFoldPending ref={belowRef} />
      )}
    </div>
  );
}
