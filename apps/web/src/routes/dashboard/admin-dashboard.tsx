import { type AdminSession, formatDate, isSuperadmin } from '@mandi/domain';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CashWithRiders } from '../delivery/cash-with-riders';
import { LowStockCard } from '../products/low-stock/low-stock-card';
import { CashToCollect } from './cash-to-collect';
import { CountCards } from './count-cards';
import type { Bucket, Period } from './dashboard-types';
import { type DashboardView, defaultBucket, readView, type TopBy, writeView } from './dashboard-url';
import { PeriodPicker } from './period-picker';
import { RevenueFigures } from './revenue-figures';
import { StatusCounts } from './status-counts';
import { TopPincodes } from './top-pincodes';
import { TopProducts } from './top-products';
import { TransactionsWidget } from './transactions-widget';

// The chart library comes in its own chunk, after the figures: the executive dashboard never loads it.
const RevenueChart = lazy(() => import('./revenue-chart'));

const can = (session: AdminSession, key: string) =>
  isSuperadmin(session) || (session.routes as readonly string[]).includes(key);

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
  const orders = can(session, 'order');
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
      {orders && (
        <>
          <RevenueFigures period={view.period} enabled={orders} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Suspense
                fallback={
                  <Card title="Revenue by date" className="dashboard-widget dashboard-chart">
                    <Skeleton active title={false} paragraph={{ rows: 8 }} />
                  </Card>
                }
              >
                <RevenueChart
                  period={view.period}
                  bucket={view.bucket}
                  onBucket={(bucket: Bucket) => update({ bucket })}
                  enabled={orders}
                />
              </Suspense>
            </Col>
            <Col xs={24} xl={8}>
              <Flex vertical gap={16}>
                <StatusCounts enabled={orders} />
                <CashToCollect enabled={orders} />
                <CashWithRiders />
              </Flex>
            </Col>
            <Col xs={24} lg={12}>
              <TopProducts
                period={view.period}
                by={view.top}
                onBy={(top: TopBy) => update({ top })}
                enabled={orders}
                canOpenProducts={can(session, 'product')}
              />
            </Col>
            <Col xs={24} lg={12}>
              <TopPincodes period={view.period} enabled={orders} />
            </Col>
          </Row>
        </>
      )}
      <TransactionsWidget enabled canOpenOrders={orders} />
      {can(session, 'product') && <LowStockCard />}
    </div>
  );
}
