import { attributes as attributeDef, attributeTreeBody, attributeTreeNode } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
      schema: {
        tags: [attributeDef.label],
        body: attributeTreeBody,
        response: { 200: z.array(attributeTreeNode) },
      },
    },
    (request) => attributesService.tree(ctx.db, request.body),
  );
  await crudRoutes(app, ctx, attributesService);
}
