import { WarningOutlined } from '@ant-design/icons';
import { LOW_STOCK_PATH, type LowStockAnswer } from '@mandi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../api/client';
import { canOpenRoute } from '../../../auth/access';
import { useSessionStore } from '../../../auth/session-store';
import type { AppRoute } from '../../route-types';

/** The low-stock screen: /product/low-stock. */
export const lowStockPath = '/product/low-stock';

export const lowStockRoute: AppRoute = {
  path: lowStockPath,
  title: 'Low stock',
  routeKey: 'product',
  icon: WarningOutlined,
  group: 'Catalogue',
  load: () => import('./low-stock-page'),
};

/** Asked again each minute, as the dashboard's widgets are: a sale lowers stock any time. */
const REFRESH_MS = 60_000;

/** GET /products-variations/low-stock under the list grammar; ['low-stock', ...] is refreshed by a grid save. */
export function useLowStock(query: Query, enabled = true) {
  return useQuery({
    queryKey: ['low-stock', query],
    queryFn: () => api.get<LowStockAnswer>(LOW_STOCK_PATH, query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

/** Whether the signed-in admin may open the low-stock screen (the product screen's key). */
export function useCanSeeLowStock(): boolean {
  const session = useSessionStore((state) => state.session);
  return session !== null && canOpenRoute(session, lowStockRoute);
}
