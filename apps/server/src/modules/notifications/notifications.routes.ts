import {
  eligibleUserCountEndpoint,
  listAnswerOf,
  listRowOf,
  notifications as notificationDef,
  notificationFetchBody,
  notificationRetryEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { refusals } from '../../lib/errors';
import { crudRoutes } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import { notificationsService as service } from './notifications.service';

/**
 * The five calls of /notifications with the toggle, the fetch (the list's filters in a body),
 * the retry of failed tokens, and the reach of a target (`/users/eligible-user-count`). The
 * `notification` screen governs every one.
 */
export async function notificationsModule(app: FastifyInstance, ctx: AppContext) {
  const access = notificationDef.access;
  const read = { auth: { access, action: 'read' as const } };
  const tags = [notificationDef.label];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/notifications/fetch',
    {
      config: read,
      schema: {
        tags,
        description:
          'The list with its filters (country, state, city, enabled) in the body; newest first, 20 a page.',
        body: notificationFetchBody,
        response: { 200: listAnswerOf(listRowOf(notificationDef)), ...refusals },
      },
    },
    (request) => service.fetch(resourceCallOf(ctx, request), request.body),
  );

  endpointRoute(
    app,
    ctx,
    notificationRetryEndpoint,
    async ({ params, body, call }) => (await service.retryFailed(call(), params.id, body)) as never,
  );
  endpointRoute(app, ctx, eligibleUserCountEndpoint, async ({ body, call }) => ({
    count: await service.eligibleUserCount(call(), body),
  }));

  await crudRoutes(app, ctx, service);
}
