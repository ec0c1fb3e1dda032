import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useNotifyBridge } from '../api/notify';
import { useSettings } from '../shell/settings-store';
import { queryClient } from './query-client';
import type { AppRouter } from './router';
import { COMPONENT_SIZE, themeOf } from './theme';

function NotifyBridge() {
  useNotifyBridge();
  return null;
}

/** The app's providers: theme and size from the shell settings, toasts, server state, routes. */
export function App({ router }: { router: AppRouter }) {
  const themeColor = useSettings((s) => s.themeColor);
  const size = useSettings((s) => s.size);
  const themeConfig = useMemo(() => themeOf(themeColor, size), [themeColor, size]);
  // The brand colour as chosen, for large accents only (text uses the theme's accessible shade).
  useEffect(() => document.documentElement.style.setProperty('--brand-accent', themeColor), [themeColor]);

  return (
    <ConfigProvider theme={themeConfig} componentSize={COMPONENT_SIZE[size]} locale={enGB}>
      <AntApp message={{ maxCount: 3 }} notification={{ placement: 'bottomRight' }}>
        <NotifyBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
