import { type AdminSession, canOpen } from '@mandi/domain';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { CashWithRiders } from '../delivery/cash-with-riders';
import { LowStockCard } from '../products/low-stock/low-stock-card';
import { CashToCollect } from './cash-to-collect';
import type { Bucket } from './dashboard-types';
import type { DashboardView, TopBy } from './dashboard-url';
import { StatusCounts } from './status-counts';
import { TopPincodes } from './top-pincodes';
import { TopProducts } from './top-products';
import { TransactionsWidget } from './transactions-widget';

// The chart library comes in its own chunk, after the figures: the executive dashboard never loads it.
const RevenueChart = lazy(() => import('./revenue-chart'));

/**
 * The dashboard under the sales card: the chart, orders waiting, cash, top products and
 * pincodes, the latest payments and low stock. A chunk of its own, loaded after the first
 * paint: its tables and tag lists are not on the way to the page's first (and largest) paint.
 */
export default function DashboardBelowFold({
  session,
  view,
  update,
}: {
  session: AdminSession;
  view: DashboardView;
  update: (change: Partial<DashboardView>) => void;
}) {
  const orders = canOpen(session, 'order');
  return (
    <>
      {orders && (
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
              canOpenProducts={canOpen(session, 'product')}
            />
          </Col>
          <Col xs={24} lg={12}>
            <TopPincodes period={view.period} enabled={orders} />
          </Col>
        </Row>
      )}
      <TransactionsWidget enabled canOpenOrders={orders} />
      {canOpen(session, 'product') && <LowStockCard />}
    </>
  );
}
