import { Breadcrumb } from 'antd';
import type { BreadcrumbItemType } from 'antd/es/breadcrumb/Breadcrumb';
import { Link } from 'react-router';
import { useCurrentRoute } from '../app/current-route';
import { listPathWithLastSearch } from '../kit/list/last-list-search';
import { paths } from '../routes/paths';
import type { AppRoute } from '../routes/route-types';
import { groupOf, menuLinkOf } from './route-tree';

/** Dashboard / group / list / screen, from the route titles; the last item is not a link. */
export function BreadcrumbBar({ routes }: { routes: readonly AppRoute[] }) {
  const current = useCurrentRoute();
  if (!current) return null;

  const items: BreadcrumbItemType[] = [];
  const dashboard = routes.find((route) => route.path === paths.dashboard);
  if (dashboard && dashboard !== current) {
    items.push({ title: <Link to={paths.dashboard}>{dashboard.title}</Link> });
  }
  const group = groupOf(current);
  if (group) items.push({ title: group.title });
  const parent = current.parent ? routes.find((route) => route.path === current.parent) : undefined;
  if (parent && parent !== current) {
    const link = menuLinkOf(parent);
    items.push({
      title: link ? <Link to={listPathWithLastSearch(link)}>{parent.title}</Link> : parent.title,
    });
  }
  items.push({ title: current.title });

  return <Breadcrumb className="shell-breadcrumb" items={items} />;
}
