import {
  AppstoreOutlined,
  EnvironmentOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { type ComponentType, createElement } from 'react';
import { Link } from 'react-router';
import type { AppRoute } from '../routes/route-types';
import { groupOf, menuLinkOf, menuRoutes } from './route-tree';

type MenuItem = Required<MenuProps>['items'][number];

const GROUP_ICONS: Record<string, ComponentType> = {
  catalogue: AppstoreOutlined,
  customers: TeamOutlined,
  marketing: NotificationOutlined,
  locations: EnvironmentOutlined,
  staff: SafetyCertificateOutlined,
};

export const groupMenuKey = (groupKey: string) => `group:${groupKey}`;

/** The sidebar: visible, non-hidden screens, grouped as ROUTE_TREE groups them. */
export function menuItems(routes: readonly AppRoute[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<string, MenuItem[]>();
  for (const route of menuRoutes(routes)) {
    const link = menuLinkOf(route)!;
    const item: MenuItem = {
      key: route.path,
      icon: route.icon ? createElement(route.icon) : undefined,
      label: <Link to={link}>{route.title}</Link>,
    };
    const group = groupOf(route);
    if (!group) {
      items.push(item);
      continue;
    }
    let children = groups.get(group.key);
    if (!children) {
      children = [];
      groups.set(group.key, children);
      const Icon = GROUP_ICONS[group.key] ?? AppstoreOutlined;
      items.push({ key: groupMenuKey(group.key), icon: <Icon />, label: group.title, children });
    }
    children.push(item);
  }
  return items;
}
