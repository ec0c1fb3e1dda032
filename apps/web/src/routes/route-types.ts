import type { RouteKey } from '@mandi/domain';
import type { ComponentType } from 'react';

/**
 * One screen of the app. Screen folders export their AppRoute[]; routes/index.ts gathers them.
 * The sidebar, breadcrumb, page title, header search and the route guard are all built from
 * these declarations.
 */
export interface AppRoute {
  /** React Router path, e.g. '/tax/list', '/tax/edit/:id'. */
  path: string;
  /** Page title, breadcrumb and tag label: 'Taxes', 'Edit Tax'. */
  title: string;
  /** The screen key a role must have (see ROUTE_TREE). None: every signed-in admin. */
  routeKey?: RouteKey;
  /** Only admins with one of these roles open it (the price update: superadmin). */
  roles?: readonly string[];
  /** Kept out of the sidebar (add/edit forms, drill-down lists). */
  hidden?: boolean;
  /** Sidebar group title, from ROUTE_TREE (Catalogue, Customers, ...); none for top level. */
  group?: string;
  /** Ant Design icon shown in the sidebar. */
  icon?: ComponentType;
  /** The path of the list this screen belongs to, for the breadcrumb and the sidebar. */
  parent?: string;
  /**
   * Where the sidebar and the header search go when `path` has parameters
   * ('/states/list/:countryId' opens '/states/list/1'). Without it such a route is left out.
   */
  menuPath?: string;
  load: () => Promise<{ default: ComponentType }>;
}
