import {
  CATEGORY_ICON_MAX_MB,
  categoryAdminTreeEndpoint,
  categories as categoryDef,
  categoryStoreTreeNode,
  IMAGE_EXTENSIONS,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { multipartBody, uploadAnswer } from '../../lib/openapi';
import { receiveUpload } from '../common/receive-upload';
import { crudRoutes } from '../crud/crud.routes';
import { categoriesService } from './categories.service';

/**
 * The spec's category calls: the five CRUD calls with the enabled toggle and export, the
 * store's tree, the admin's tree (disabled ones too) and the icon upload.
 */
export async function categoriesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { auth: { access: categoryDef.access, action: 'read' as const } };
  const write = { auth: { access: categoryDef.access, action: 'write' as const } };
  const tags = [categoryDef.label];

  r.get(
    '/api/categories/list/tree',
    { config: read, schema: { tags, response: { 200: z.array(categoryStoreTreeNode) } } },
    () => categoriesService.storeTree(ctx.db),
  );

  endpointRoute(app, ctx, categoryAdminTreeEndpoint, () => categoriesService.adminTree(ctx.db));

  // Icons (and the category's other pictures) are pictures: jpg, jpeg or png, at most 1 MB.
  const uploadSchema = {
    tags,
    consumes: ['multipart/form-data'],
    body: multipartBody({ file: { file: true, description: '.jpg, .jpeg or .png, at most 1 MB' } }, ['file']),
    response: { 201: uploadAnswer },
  };
  r.post('/api/categories/upload', { config: write, schema: uploadSchema }, async (request, reply) => {
    const answer = await receiveUpload(request, ctx, {
      accepted: [...IMAGE_EXTENSIONS],
      maxMb: CATEGORY_ICON_MAX_MB,
    });
    return reply.status(201).send(answer);
  });

  await crudRoutes(app, ctx, categoriesService);
}
