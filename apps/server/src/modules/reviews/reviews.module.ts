import { reviews as def, int } from '@mandi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerySchema as listQuery } from '../../lib/list/list-query-schema';
import { crudRoutes } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import { reviewsService } from './reviews.service';

/**
 * GET /reviews and GET /reviews/count (spec 02 §7), with the kit's get, the enabled toggle
 * (PATCH { enabled }), the export, and create, update and delete for the store's app.
 */
export async function reviewsModule(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const callOf = (request: FastifyRequest) => resourceCallOf(ctx, request);
  // Before the kit's /reviews/:id, so 'count' is not read as an id.
  r.get(
    '/api/reviews/count',
    {
      config: { auth: { access: def.access, action: 'read' as const } },
      schema: {
        tags: [def.label],
        description: 'How many reviews match the list query',
        querystring: listQuery,
        response: { 200: z.object({ count: int }), ...refusals },
      },
    },
    (request) => reviewsService.count(callOf(request), request.query as RawQuery),
  );
  await crudRoutes(app, ctx, reviewsService);
}
