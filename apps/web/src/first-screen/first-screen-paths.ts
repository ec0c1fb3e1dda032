/**
 * The screens the server draws for a signed-in page load (issue 31 §7), and each one's module,
 * whose built stylesheets the page links (the build's manifest names them by these paths).
 */
export const FIRST_SCREENS = {
  '/dashboard': 'src/routes/dashboard/dashboard-page.tsx',
  '/order/list': 'src/routes/orders/order-list.tsx',
} as const;

export type FirstScreenPath = keyof typeof FIRST_SCREENS;

export const isFirstScreenPath = (pathname: string): pathname is FirstScreenPath =>
  Object.hasOwn(FIRST_SCREENS, pathname);
