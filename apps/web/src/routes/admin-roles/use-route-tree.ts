import { routeTreeEndpoint } from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/endpoint';
import type { RouteTreeNode } from './built-screens';

/** GET /routes: the screens a role may be given, grouped as the sidebar groups them. */
export function useRouteTree() {
  return useQuery({
    queryKey: ['routes'],
    queryFn: (): Promise<readonly RouteTreeNode[]> => callEndpoint(routeTreeEndpoint, {}),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
