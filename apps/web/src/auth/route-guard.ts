import type { AdminSession } from '@mandi/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { errorMessage, notify } from '../api/notify';
import { paths } from '../routes/paths';
import type { AppRoute } from '../routes/route-types';
import { canOpenRoute } from './access';
import { ensureSession, forgetSession } from './session';
import { tokenStore } from './token-store';

function locationOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * The spec's route guard, run before every signed-in screen:
 * - no token: /login?redirect=<where the admin was going>;
 * - a token but no admin yet (first navigation after a reload): load /admins/me, then go on;
 *   if that fails, forget the token, show why and go to /login;
 * - a screen the admin's role does not open: /401.
 */
export async function guard(request: Request, route?: AppRoute): Promise<AdminSession> {
  const target = locationOf(request);
  if (!tokenStore.get()) throw redirect(paths.login(target));
  let session: AdminSession;
  try {
    session = await ensureSession();
  } catch (error) {
    forgetSession();
    // The parent and the screen guard at once: one toast, not two.
    notify.error(errorMessage(error), 'route-guard');
    throw redirect(paths.login(target));
  }
  if (route && !canOpenRoute(session, route)) throw redirect(paths.unauthorized);
  return session;
}

export const shellLoader = ({ request }: LoaderFunctionArgs) => guard(request);

export const screenLoader =
  (route: AppRoute) =>
  async ({ request }: LoaderFunctionArgs) => {
    await guard(request, route);
    return null;
  };

/** A signed-in admin opening /login goes to / instead. */
export const loginLoader = () => (tokenStore.get() ? redirect(paths.home) : null);
