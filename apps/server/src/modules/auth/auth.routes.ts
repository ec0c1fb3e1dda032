import {
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  ROUTE_TREE,
  resetLinkEndpoint,
  resetPasswordEndpoint,
  routeTreeEndpoint,
} from '@mandi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { createMailer } from '../../lib/mailer';
import { principalOf } from '../../plugins/auth';
import { clearSessionCookie, setSessionCookie } from '../first-screen/session-cookie';
import { adminsLoginsRoutes } from './admins-logins.routes';
import { presentSession } from './auth.presenter';
import type { AttemptMeta } from './auth.repository';
import { createAuthService } from './auth.service';
import { TooManyAttempts } from './login-limit';
import { createPasswordResetService } from './password-reset.service';

function attemptMeta(request: FastifyRequest): AttemptMeta {
  return { ip: request.ip || null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/** Sign-in, sessions, passwords, the route tree and the sign-in record. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = createAuthService(ctx);
  const resets = createPasswordResetService({
    ...ctx,
    mailer: createMailer(ctx.config, ctx.db),
    log: app.log,
  });

  endpointRoute(app, ctx, loginEndpoint, async ({ body, request, reply }) => {
    try {
      const session = await auth.login(body, attemptMeta(request));
      setSessionCookie(request, reply, session.token, ctx.config.sessionHours);
      return session;
    } catch (error) {
      if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });
  endpointRoute(app, ctx, logoutEndpoint, async ({ request, reply }) => {
    clearSessionCookie(request, reply);
    return auth.logout(principalOf(request), attemptMeta(request));
  });
  endpointRoute(app, ctx, meEndpoint, ({ request }) => presentSession(principalOf(request)));
  endpointRoute(app, ctx, changePasswordEndpoint, ({ body, request }) =>
    auth.changePassword(principalOf(request), body, attemptMeta(request)),
  );
  endpointRoute(app, ctx, forgotPasswordEndpoint, ({ body }) => resets.forgotPassword(body));
  endpointRoute(app, ctx, resetLinkEndpoint, ({ params }) => resets.checkLink(params.hash));
  endpointRoute(app, ctx, resetPasswordEndpoint, ({ body, request }) =>
    resets.resetPassword(body, attemptMeta(request)),
  );
  endpointRoute(app, ctx, routeTreeEndpoint, () => ROUTE_TREE);

  await adminsLoginsRoutes(app, ctx);
}
