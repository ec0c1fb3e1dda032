/**
 * The signed-in pages the server draws before any of the app's code runs (issue 31 §7): it
 * answers these paths with the screen already in the page (apps/server/src/modules/first-screen),
 * drawn by the web app's own components (apps/web/src/first-screen).
 */
export const FIRST_SCREEN_PATHS = ['/dashboard', '/order/list'] as const;

export type FirstScreenPath = (typeof FIRST_SCREEN_PATHS)[number];

export const isFirstScreenPath = (pathname: string): pathname is FirstScreenPath =>
  (FIRST_SCREEN_PATHS as readonly string[]).includes(pathname);
