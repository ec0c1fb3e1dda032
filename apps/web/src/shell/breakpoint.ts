/**
 * Below 992 px the sidebar folds away and opens over the page on demand (sidebar-state.ts); a
 * first screen drawn by the server waits for the visitor there (first-screen/take-over.ts).
 */
export const MOBILE_BREAKPOINT_PX = 992;
