import {
  eligibleUserCountAnswer,
  eligibleUserCountBody,
  listAnswerOf,
  listRowOf,
  notifications as notificationDef,
  notificationFetchBody,
  notificationRetryBody,
  notificationRow,
  withAuthors,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { refusals } from '../../lib/errors';
import { crudRoutes, idParams } from '../crud/crud.routes';
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
  const write = { auth: { access, action: 'write' as const } };
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

  r.post(
    '/api/notifications/:id/retry',
    {
      config: write,
      schema: {
        tags,
        description:
          'Sends the notification again to its failed tokens (not the unregistered ones); with `includeUnknown`, also to the unknown ones, whose send a crash cut off: those customers may get it twice.',
        params: idParams,
        body: notificationRetryBody,
        response: { 200: withAuthors(notificationRow), ...refusals },
      },
    },
    async (request) =>
      (await service.retryFailed(resourceCallOf(ctx, request), request.params.id, request.body)) as never,
  );

  r.post(
    '/api/users/eligible-user-count',
    {
      config: read,
      schema: {
        tags,
        description:
          'Customers with a push id in the most precise place given (pincode, city, state, country), on the platform given and on the app version given or older (by their newest order with device data).',
        body: eligibleUserCountBody,
        response: { 200: eligibleUserCountAnswer, ...refusals },
      },
    },
    async (request) => ({
      count: await service.eligibleUserCount(resourceCallOf(ctx, request), request.body),
    }),
  );

  await crudRoutes(app, ctx, service);
}
