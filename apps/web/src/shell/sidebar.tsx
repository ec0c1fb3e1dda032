import { Layout, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { APP_TITLE, useCurrentRoute } from '../app/current-route';
import { paths } from '../routes/paths';
import type { AppRoute } from '../routes/route-types';
import { groupMenuKey, menuItems } from './menu-items';
import { groupOf } from './route-tree';
import { useSettings } from './settings-store';
import { useSidebarState } from './sidebar-state';

export const SIDEBAR_WIDTH = 220;
const COLLAPSED_WIDTH = 64;

/** The sidebar: the admin's visible screens, folded as the admin left it, away below 992 px. */
export function Sidebar({ routes }: { routes: readonly AppRoute[] }) {
  const collapsedSetting = useSettings((s) => s.sidebarCollapsed);
  const sidebarLogo = useSettings((s) => s.sidebarLogo);
  const { isMobile, mobileOpen, setMobile, setMobileOpen } = useSidebarState();
  const current = useCurrentRoute();
  const items = useMemo(() => menuItems(routes), [routes]);

  const collapsed = isMobile ? !mobileOpen : collapsedSetting;
  const hidden = isMobile && !mobileOpen;
  // Add and edit screens light up the list they belong to.
  const selectedKey = current ? (current.hidden ? (current.parent ?? current.path) : current.path) : '';
  const selectedRoute = routes.find((route) => route.path === selectedKey) ?? current;
  const groupKey = selectedRoute ? groupOf(selectedRoute)?.key : undefined;

  // Opening a screen opens its group; the admin may still fold any group by hand.
  const [openKeys, setOpenKeys] = useState<string[]>(groupKey ? [groupMenuKey(groupKey)] : []);
  useEffect(() => {
    if (!groupKey) return;
    const key = groupMenuKey(groupKey);
    setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
  }, [groupKey]);

  return (
    <>
      {isMobile && mobileOpen && (
        <button
          type="button"
          className="sidebar-mask"
          aria-label="Close sidebar"
          onClick={() => setMobileOpen(false)}
        />
      )}
      <Layout.Sider
        className={isMobile ? 'sidebar sidebar-mobile' : 'sidebar'}
        width={SIDEBAR_WIDTH}
        collapsedWidth={isMobile ? 0 : COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        breakpoint="lg"
        onBreakpoint={setMobile}
        data-testid="sidebar"
        data-collapsed={collapsed}
      >
        {/* Folded away on a phone it shows nothing: the menu (and its styles) is not built
            until it opens, off a phone's first screen. */}
        {hidden ? null : (
          <>
            {sidebarLogo && (
              <Link to={paths.home} className="sidebar-logo" aria-label={APP_TITLE}>
                <img src="/favicon.svg" alt="" />
                {!collapsed && <span>{APP_TITLE}</span>}
              </Link>
            )}
            <Menu
              theme="dark"
              mode="inline"
              items={items}
              selectedKeys={[selectedKey]}
              openKeys={collapsed ? undefined : openKeys}
              // Folding, by hand or below 992 px, makes antd report no open group; the groups the
              // admin opened are kept for unfolding.
              onOpenChange={(keys) => !collapsed && setOpenKeys(keys)}
              onClick={() => isMobile && setMobileOpen(false)}
            />
          </>
        )}
      </Layout.Sider>
    </>
  );
}
