import { searchEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { principalOf } from '../../plugins/auth';
import { search } from './search.service';

/** `GET /api/search`: the command palette's look-up (issue 31), declared in packages/domain. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, searchEndpoint, ({ query, request }) =>
    search(ctx.db, principalOf(request), query.q),
  );
}
