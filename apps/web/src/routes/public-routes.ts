import { authRedirectRoutes } from './auth-redirect/auth-redirect.routes';
import { errorRoutes } from './errors/errors.routes';
import { loginRoutes } from './login/login.routes';
import { recoverPasswordRoutes } from './recover-password/recover-password.routes';
import { resetPasswordRoutes } from './reset-password/reset-password.routes';
import type { AppRoute } from './route-types';

/** The screens open without signing in; they sit outside the shell and its route guard. */
export const publicRoutes: AppRoute[] = [
  ...loginRoutes,
  ...recoverPasswordRoutes,
  ...resetPasswordRoutes,
  ...authRedirectRoutes,
  ...errorRoutes,
];
