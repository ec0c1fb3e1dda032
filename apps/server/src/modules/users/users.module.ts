import { int, totalPurchaseEndpoint, userDetail, userManage, users } from '@mandi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerySchema as listQuery } from '../../lib/list/list-query-schema';
import { fileAnswer, XLSX } from '../../lib/openapi';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { crudRoutes } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import { usersService } from './users.service';

const tags = [users.label];

/**
 * The customers' calls: the five of the crud kit (GET/POST /users, GET/PATCH/DELETE
 * /users/{id}, the enabled toggle, GET /users/export), and the spec's POST /users/manage,
 * GET /users/count, POST /users/export and POST /orders/total-purchase.
 */
export async function usersModule(app: FastifyInstance, ctx: AppContext) {
  await crudRoutes(app, ctx, usersService, {
    listDescription:
      'Customers in the list grammar; mobileNumber filters match digits (+91, spaces and dashes are ignored).',
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { auth: { access: users.access, action: 'read' as const } };
  const write = { auth: { access: users.access, action: 'write' as const } };
  const callOf = (request: FastifyRequest) => resourceCallOf(ctx, request);

  r.post(
    '/api/users/manage',
    {
      config: write,
      schema: {
        tags,
        description: 'The staff form: creates without `id` (a password required), updates the customer `id`.',
        body: userManage,
        response: { 200: userDetail, 201: userDetail, ...refusals },
      },
    },
    async (request, reply) => {
      const { created, row } = await usersService.manage(callOf(request), request.body);
      return reply.status(created ? 201 : 200).send(row as z.infer<typeof userDetail>);
    },
  );

  r.get(
    '/api/users/count',
    {
      config: read,
      schema: { tags, querystring: listQuery, response: { 200: z.object({ count: int }), ...refusals } },
    },
    (request) => usersService.count(callOf(request), request.query as RawQuery),
  );

  r.post(
    '/api/users/export',
    {
      config: read,
      schema: {
        tags,
        description: "xlsx of every customer matching the list's query, sent as the body",
        body: listQuery.default({}),
        response: { 200: fileAnswer(XLSX, 'the customers as an xlsx download'), ...refusals },
      },
    },
    (request, reply) =>
      sendXlsx(reply, {
        filename: exportFilename(users.name),
        columns: users.exportColumns ?? [],
        fields: users.fields,
        rows: usersService.exportRows(callOf(request), request.body as RawQuery),
      }),
  );

  endpointRoute(app, ctx, totalPurchaseEndpoint, ({ body, call }) =>
    usersService.totalPurchase(call(), body),
  );
}
