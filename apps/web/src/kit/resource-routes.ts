import { type ResourceDef, ROUTE_TREE, type RouteKey } from '@mandi/domain';
import type { ComponentType } from 'react';
import type { AppRoute } from '../routes/route-types';
import type { ScreenPaths } from './resource-paths';

type Screen = () => Promise<{ default: ComponentType }>;

interface ResourceRoutesOptions {
  def: Pick<ResourceDef, 'label'>;
  paths: ScreenPaths;
  /** The screen key of ROUTE_TREE; it gives the menu title and group too. */
  routeKey: RouteKey;
  icon?: ComponentType;
  list: Screen;
  /** One form for add and edit: it reads the route's :id. */
  form: Screen;
}

function placeOf(key: RouteKey): { title: string; group?: string } {
  for (const node of ROUTE_TREE) {
    if (node.key === key) return { title: node.title };
    if ('children' in node) {
      const child = node.children.find((item) => item.key === key);
      if (child) return { title: child.title, group: node.title };
    }
  }
  return { title: key };
}

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The list, add and edit routes of a resource screen ('Taxes', 'Add Tax', 'Edit Tax'). */
export function resourceRoutes(options: ResourceRoutesOptions): AppRoute[] {
  const { paths, routeKey } = options;
  const { title, group } = placeOf(routeKey);
  const label = titleCase(options.def.label);
  const shared = { routeKey, group, parent: paths.list };
  return [
    { path: paths.patterns.list, title, routeKey, group, icon: options.icon, load: options.list },
    { path: paths.patterns.add, title: `Add ${label}`, hidden: true, ...shared, load: options.form },
    { path: paths.patterns.edit, title: `Edit ${label}`, hidden: true, ...shared, load: options.form },
  ];
}
