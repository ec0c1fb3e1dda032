import { variationBulkEditEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requestAuthor } from '../../lib/audit';
import { endpointRoute } from '../../lib/endpoint-route';
import { bulkEditVariations } from './variation-bulk-edit.service';

/** The bulk price and stock grid's save (issue 31 §5): `PATCH /api/products-variations/bulk`. */
export async function variationBulkEditRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, variationBulkEditEndpoint, ({ body, request }) =>
    bulkEditVariations(ctx.db, body, requestAuthor(request)),
  );
}
