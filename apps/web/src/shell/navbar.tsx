import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { LiveOrdersBadge } from '../kit/live/live-orders-badge';
import { CommandPalette } from '../kit/palette/command-palette';
import { LowStockAlert } from '../routes/products/low-stock/low-stock-alert';
import type { AppRoute } from '../routes/route-types';
import { AvatarMenu } from './avatar-menu';
import { BreadcrumbBar } from './breadcrumb-bar';
import { FullscreenToggle } from './fullscreen-toggle';
import { HeaderSearch } from './header-search';
import { LanguageMenu } from './language-menu';
import { SettingsDrawer } from './settings-drawer';
import { useSettings } from './settings-store';
import { useSidebarState } from './sidebar-state';
import { SizeMenu } from './size-menu';
import { useAfterFirstPaint } from './use-after-first-paint';

/** The bar above every screen: sidebar toggle, breadcrumb, tools and the admin's menu. */
export function Navbar({ routes }: { routes: readonly AppRoute[] }) {
  const collapsed = useSettings((s) => s.sidebarCollapsed);
  const change = useSettings((s) => s.change);
  const { isMobile, mobileOpen, setMobileOpen } = useSidebarState();
  const folded = isMobile ? !mobileOpen : collapsed;
  // The palette, live orders and low stock (an event stream, a count) after the screen's first paint.
  const extras = useAfterFirstPaint();

  const toggleSidebar = () =>
    isMobile ? setMobileOpen(!mobileOpen) : change('sidebarCollapsed', !collapsed);

  return (
    <Flex className="navbar" align="center" justify="space-between" gap={8}>
      <Flex align="center" gap={8} className="navbar-left">
        <Button
          type="text"
          aria-label={folded ? 'Open sidebar' : 'Fold sidebar'}
          icon={folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggleSidebar}
        />
        {!isMobile && <BreadcrumbBar routes={routes} />}
      </Flex>
      <Flex align="center" gap={4} className="navbar-right">
        {extras && <CommandPalette routes={routes} />}
        {!isMobile && <HeaderSearch routes={routes} />}
        {!isMobile && <FullscreenToggle />}
        {extras && <LiveOrdersBadge />}
        {extras && <LowStockAlert />}
        <SizeMenu />
        <LanguageMenu />
        <SettingsDrawer />
        <AvatarMenu />
      </Flex>
    </Flex>
  );
}
