import {
  type OrderStatus,
  orderStatusCountsEndpoint,
  revenueByDateEndpoint,
  revenueEndpoint,
  topPincodesEndpoint,
  topProductsEndpoint,
  transactions,
  usersCardsEndpoint,
} from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
import { apiPaths } from '../../kit/resource-paths';
import type { Bucket, Period } from './dashboard-types';
import { periodQuery, type TopBy } from './dashboard-url';

/**
 * One query per widget, so each loads, fails and refreshes on its own. Every widget is asked
 * again each minute while the page is open (not in a background tab), and a refusal is not
 * retried: it will not get better by asking again.
 */
export const REFRESH_MS = 60_000;

const live = {
  refetchInterval: REFRESH_MS,
  refetchIntervalInBackground: false,
  retry: false,
  staleTime: 0,
} as const;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  cards: () => ['dashboard', 'cards'] as const,
  revenue: (period: Period) => ['dashboard', 'revenue', periodQuery(period)] as const,
  byDate: (period: Period, bucket: Bucket) => ['dashboard', 'by-date', periodQuery(period), bucket] as const,
  topProducts: (period: Period, by: TopBy) => ['dashboard', 'top-products', periodQuery(period), by] as const,
  topPincodes: (period: Period) => ['dashboard', 'top-pincodes', periodQuery(period)] as const,
  transactions: () => ['dashboard', 'transactions'] as const,
  statusCounts: () => ['dashboard', 'status-counts'] as const,
};

export function useUsersCards() {
  return useQuery({
    queryKey: dashboardKeys.cards(),
    queryFn: () => callEndpoint(usersCardsEndpoint, {}),
    ...live,
  });
}

export function useRevenue(period: Period, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.revenue(period),
    queryFn: () => callEndpoint(revenueEndpoint, { body: periodQuery(period) }),
    enabled,
    ...live,
  });
}

export function useRevenueByDate(period: Period, bucket: Bucket, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.byDate(period, bucket),
    queryFn: () => callEndpoint(revenueByDateEndpoint, { body: { ...periodQuery(period), bucket } }),
    enabled,
    // The chart keeps the last period on screen while the next one loads.
    placeholderData: (previous) => previous,
    ...live,
  });
}

export const TOP_LIMIT = 10;

export function useTopProducts(period: Period, by: TopBy, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.topProducts(period, by),
    queryFn: () =>
      callEndpoint(topProductsEndpoint, { query: { ...periodQuery(period), by, limit: TOP_LIMIT } }),
    enabled,
    placeholderData: (previous) => previous,
    ...live,
  });
}

export function useTopPincodes(period: Period, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.topPincodes(period),
    queryFn: () => callEndpoint(topPincodesEndpoint, { query: { ...periodQuery(period), limit: TOP_LIMIT } }),
    enabled,
    placeholderData: (previous) => previous,
    ...live,
  });
}

export interface TransactionRow {
  id: number;
  orderId: number | null;
  txnid: string | null;
  status: string;
  amount: number;
  payment_source: string | null;
  createdTimestamp: string;
}

/** The latest 8 payments that went through or are on their way (spec 02: success or pending). */
export const TRANSACTION_ROWS = 8;

export function useLatestTransactions(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.transactions(),
    queryFn: () =>
      api.get<ListPage<TransactionRow>>(apiPaths(transactions).list, {
        filter: 'status||$in||success,pending',
        // Newest first by when the gateway reported them (ids follow the orders in imported data).
        sort: ['createdTimestamp,DESC', 'id,DESC'],
        limit: TRANSACTION_ROWS,
      }),
    enabled,
    ...live,
  });
}

/** The statuses an order waits in, then the ones it ends in; carts are not orders yet. */
export const STATUS_ORDER: readonly OrderStatus[] = [
  'Order Placed',
  'Out for Delivery',
  'Partial Payment',
  'Order Delivered',
  'Order Cancelled',
];

export interface StatusCount {
  status: OrderStatus;
  count: number;
}

/** Orders by status now, from the counters the order writes keep, in the dashboard's order. */
async function fetchStatusCounts(): Promise<StatusCount[]> {
  const { data } = await callEndpoint(orderStatusCountsEndpoint, {});
  const byStatus = new Map(data.map((row) => [row.status, row.count]));
  return STATUS_ORDER.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

export function useStatusCounts(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.statusCounts(), queryFn: fetchStatusCounts, enabled, ...live });
}
