import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { usePopupsWanted } from '../api/notify';
import { useSettings } from '../shell/settings-store';
import { queryClient } from './query-client';
import { useReducedMotion } from './reduced-motion';
import type { AppRouter } from './router';
import { COMPONENT_SIZE, themeOf } from './theme';

export const loadToasts = () => import('./toasts');
const Toasts = lazy(loadToasts);

/** The toast host, once a toast (or a signed-in screen) wants it: the sign-in page loads without it. */
function ToastHost() {
  const wanted = usePopupsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** The app's providers: theme and size from the shell settings, toasts, server state, routes. */
export function App({ router }: { router: AppRouter }) {
  const themeColor = useSettings((s) => s.themeColor);
  const size = useSettings((s) => s.size);
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(
    () => themeOf(themeColor, size, { motion: !reducedMotion }),
    [themeColor, size, reducedMotion],
  );
  // The brand colour as chosen, for large accents only (text uses the theme's accessible shade).
  useEffect(() => document.documentElement.style.setProperty('--brand-accent', themeColor), [themeColor]);

  return (
    <ConfigProvider theme={themeConfig} componentSize={COMPONENT_SIZE[size]} locale={enGB}>
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
