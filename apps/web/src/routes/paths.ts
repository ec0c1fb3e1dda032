/**
 * Typed path helpers for the shell's own screens (sign-in, errors, profile, dashboard), so no
 * screen builds these URLs by hand. Resource screens get theirs from kit/resource-paths.
 */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  /** `redirect` is where to go back after signing in: a path with its query. */
  login: (redirect?: string) =>
    redirect && redirect !== '/' ? `/login?${new URLSearchParams({ redirect })}` : '/login',
  recoverPassword: '/recover-password',
  resetPassword: (hash: string) => `/reset-password/${encodeURIComponent(hash)}`,
  authRedirect: '/auth-redirect',
  notFound: '/404',
  unauthorized: '/401',
  profile: '/profile/',
  changePassword: '/admins/change-password',
  /** Who changed what, when (issue 12): the history of every change. */
  audit: '/audit/list',
} as const;

/**
 * A redirect target from the URL, kept inside the app: only a local path ('/tax/list?page=2'),
 * never another site ('//evil.example', 'https://...') nor the sign-in page itself.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  if (value === '/login' || value.startsWith('/login?')) return paths.home;
  return value;
}
