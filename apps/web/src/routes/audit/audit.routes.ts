import { HistoryOutlined } from '@ant-design/icons';
import { ROUTE_TREE } from '@mandi/domain';
import type { AppRoute } from '../route-types';
import { auditPaths } from './audit-screen';

/** The group and title ROUTE_TREE gives the `audit` screen ('History' under 'Staff'). */
const staff = ROUTE_TREE.find(
  (node) => 'children' in node && node.children.some((child) => child.key === 'audit'),
);
const title =
  staff && 'children' in staff
    ? (staff.children.find((child) => child.key === 'audit')?.title ?? 'History')
    : 'History';

/** /audit/list: who changed what, when, from what to what (issue 12). */
export const auditRoutes: AppRoute[] = [
  {
    path: auditPaths.list,
    title,
    routeKey: 'audit',
    group: staff?.title,
    icon: HistoryOutlined,
    load: () => import('./audit-list'),
  },
];
