import { attributeTreeEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { crudRoutes } from '../crud/crud.routes';
import { attributesService } from './attributes.service';

/** The spec's attribute calls: the five CRUD calls, the enabled toggle, export and the tree. */
export async function attributesRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, attributeTreeEndpoint, ({ body }) => attributesService.tree(ctx.db, body));
  await crudRoutes(app, ctx, attributesService);
}
