import type { AdminSession } from '@mandi/domain';
import { appRoutes } from '../routes';
import { paths } from '../routes/paths';
import { menuLinkOf, menuRoutes } from '../shell/route-tree';
import { visibleRoutes } from './access';

/**
 * Where `/` takes the signed-in admin: the dashboard when their role opens it, else the first
 * screen of their menu (a rider, whose role has only `delivery`, lands on their run).
 */
export function landingPath(session: Pick<AdminSession, 'roles' | 'routes'>): string {
  const visible = visibleRoutes(session, appRoutes);
  if (visible.some((route) => route.path === paths.dashboard)) return paths.dashboard;
  const first = menuRoutes(visible)[0];
  return (first && menuLinkOf(first)) ?? paths.dashboard;
}
