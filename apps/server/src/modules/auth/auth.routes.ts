import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  RESET_LINK_EXPIRED,
  ROUTE_TREE,
  resetPasswordSchema,
} from '@mandi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { createMailer } from '../../lib/mailer';
import { principalOf } from '../../plugins/auth';
import { adminsLoginsRoutes } from './admins-logins.routes';
import { adminSessionSchema, loginAnswerSchema, messageSchema, presentSession } from './auth.presenter';
import type { AttemptMeta } from './auth.repository';
import { createAuthService } from './auth.service';
import { TooManyAttempts } from './login-limit';
import { createPasswordResetService } from './password-reset.service';

const tags = ['Sign-in'];

const resetLinkParams = z.object({ hash: z.string().min(1).max(200, RESET_LINK_EXPIRED) });
const resetLinkAnswer = z.object({ valid: z.boolean(), email: z.string() });

const routeNode = z.object({ key: z.string(), title: z.string() });
const routeTreeAnswer = z
  .array(routeNode.extend({ children: z.array(routeNode).readonly().optional() }))
  .readonly();

function attemptMeta(request: FastifyRequest): AttemptMeta {
  return { ip: request.ip || null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/** Sign-in, sessions, passwords, the route tree and the sign-in record. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(ctx);
  const resets = createPasswordResetService({
    ...ctx,
    mailer: createMailer(ctx.config, ctx.db),
    log: app.log,
  });

  r.post(
    '/api/admins/login',
    { config: { auth: 'public' }, schema: { tags, body: loginSchema, response: { 200: loginAnswerSchema } } },
    async (request, reply) => {
      try {
        return await auth.login(request.body, attemptMeta(request));
      } catch (error) {
        if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  r.post(
    '/api/admins/logout',
    { config: { auth: 'signed-in' }, schema: { tags, response: { 200: messageSchema } } },
    (request) => auth.logout(principalOf(request), attemptMeta(request)),
  );

  r.post(
    '/api/admins/me',
    { config: { auth: 'signed-in' }, schema: { tags, response: { 200: adminSessionSchema } } },
    async (request) => presentSession(principalOf(request)),
  );

  r.post(
    '/api/admins/change-password',
    {
      config: { auth: 'signed-in' },
      schema: { tags, body: changePasswordSchema, response: { 200: messageSchema } },
    },
    (request) => auth.changePassword(principalOf(request), request.body, attemptMeta(request)),
  );

  r.post(
    '/api/admins/forgot-password',
    {
      config: { auth: 'public' },
      schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } },
    },
    (request) => resets.forgotPassword(request.body),
  );

  r.get(
    '/api/admins/reset-password/:hash',
    {
      config: { auth: 'public' },
      schema: { tags, params: resetLinkParams, response: { 200: resetLinkAnswer } },
    },
    (request) => resets.checkLink(request.params.hash),
  );

  r.post(
    '/api/admins/reset-password',
    {
      config: { auth: 'public' },
      schema: { tags, body: resetPasswordSchema, response: { 200: messageSchema } },
    },
    (request) => resets.resetPassword(request.body, attemptMeta(request)),
  );

  r.get(
    '/api/routes',
    { config: { auth: 'signed-in' }, schema: { tags, response: { 200: routeTreeAnswer } } },
    async () => ROUTE_TREE,
  );

  await adminsLoginsRoutes(app, ctx);
}
