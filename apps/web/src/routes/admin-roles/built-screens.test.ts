import { ROUTE_TREE } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '..';
import {
  BUILT_SCREENS,
  builtScreens,
  offeredScreens,
  type RouteTreeNode,
  screensCount,
} from './built-screens';

const keysOf = (nodes: readonly RouteTreeNode[]): string[] =>
  nodes.flatMap((node) => (node.children ? keysOf(node.children) : [node.key]));
const titlesOf = (nodes: readonly RouteTreeNode[]): string[] =>
  nodes.flatMap((node) => [node.title, ...(node.children ? titlesOf(node.children) : [])]);

describe("a role's screen list", () => {
  const offered = offeredScreens(ROUTE_TREE);

  it('offers every screen the app has a route for, and only those', () => {
    const routed = new Set(appRoutes.flatMap((route) => (route.routeKey ? [route.routeKey] : [])));
    expect(new Set(keysOf(offered))).toEqual(routed);
    expect(keysOf(offered)).toEqual(
      expect.arrayContaining(['dashboard', 'product', 'pincode', 'admin-role']),
    );
  });

  it('leaves out screens not built yet and groups with none built', () => {
    const built = new Set(['dashboard', 'product', 'pincode']);
    expect(offeredScreens(ROUTE_TREE, built)).toEqual([
      { key: 'dashboard', title: 'Dashboard' },
      { key: 'catalogue', title: 'Catalogue', children: [{ key: 'product', title: 'Products' }] },
      { key: 'locations', title: 'Locations', children: [{ key: 'pincode', title: 'Delivery pincodes' }] },
    ]);
  });

  it('offers a screen added later by itself, once a route names it', () => {
    const withOrders = builtScreens([...appRoutes, { routeKey: 'order' }]);
    expect(keysOf(offeredScreens(ROUTE_TREE, withOrders))).toContain('order');
    expect(titlesOf(offeredScreens(ROUTE_TREE, withOrders))).toContain('Orders');
  });

  it("names screens in a store owner's words, the route tree's titles", () => {
    expect(titlesOf(offered)).toEqual(
      expect.arrayContaining([
        'Products',
        'Units of measure',
        'Delivery pincodes',
        'Staff accounts',
        'Staff roles',
      ]),
    );
    // No route key shows as a name.
    for (const title of titlesOf(offered)) expect(title).not.toMatch(/^[a-z]|-/);
  });

  it('counts the screens a role opens out of those that exist', () => {
    expect(screensCount(['dashboard', 'brand', 'order'], new Set(['dashboard', 'brand', 'tax']))).toBe(
      '2 of 3',
    );
    expect(screensCount(['dashboard'])).toBe(`1 of ${BUILT_SCREENS.size}`);
  });
});
