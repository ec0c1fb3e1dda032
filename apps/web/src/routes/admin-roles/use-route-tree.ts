import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { RouteTreeNode } from './built-screens';

/** GET /routes: the screens a role may be given, grouped as the sidebar groups them. */
export function useRouteTree() {
  return useQuery({
    queryKey: ['routes'],
    queryFn: () => api.get<RouteTreeNode[]>('/routes'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
