import { attributes as attributeDef, attributeTreeBody } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { attributesService } from './attributes.service';

/** The spec's attribute calls: the five CRUD calls, the enabled toggle, export and the tree. */
export async function attributesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/attributes/tree',
    {
      config: { auth: { access: attributeDef.access, action: 'read' } },
      schema: { tags: [attributeDef.label], body: attributeTreeBody },
    },
    (request) => attributesService.tree(ctx.db, request.body),
  );
  await crudRoutes(app, ctx, attributesService);
}
