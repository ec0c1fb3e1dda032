import type { FirstScreenPath } from '@mandi/domain';

/**
 * Each page the server draws (the domain's FIRST_SCREEN_PATHS), by its screen's module: the page
 * links the stylesheets the build wrote for it (the build's manifest names them by these paths).
 */
export const FIRST_SCREEN_MODULES = {
  '/dashboard': 'src/routes/dashboard/dashboard-page.tsx',
  '/order/list': 'src/routes/orders/order-list.tsx',
} as const satisfies Record<FirstScreenPath, string>;
