import { imageDeleteEndpoint, PRODUCT_ACCESS } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requestAuthor } from '../../lib/audit';
import { endpointRoute } from '../../lib/endpoint-route';
import { multipartBody } from '../../lib/openapi';
import { filesOf } from '../crud/resource-call';
import { imageAnswer } from '../products/products.schemas';
import { productsImagesService as service } from './products-images.service';
import { readImageUpload } from './read-image-upload';

const write = { auth: { access: PRODUCT_ACCESS, action: 'write' as const } };
const tags = ['Product images'];
const UPLOAD_DESCRIPTION =
  'multipart/form-data: `file` (.jpg, .jpeg, .png), `productId`, optional `productsVariationId`. Stores the ' +
  'original and a 500 × 500 JPEG copy; the product’s first image becomes its cover.';

export async function productsImagesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const upload = {
    config: write,
    schema: {
      tags,
      description: UPLOAD_DESCRIPTION,
      consumes: ['multipart/form-data'],
      body: multipartBody(
        {
          file: { file: true, description: '.jpg, .jpeg or .png' },
          productId: { description: 'the product (integer)' },
          productsVariationId: { description: 'optional: the variation it shows (integer)' },
        },
        ['file', 'productId'],
      ),
      response: { 201: imageAnswer },
    },
  };
  // The spec names two paths for the same upload (spec 01 §7). Their derived operationIds
  // would be the same (postProductsImages), so the second declares its own.
  const paths = [
    ['/api/products-images', 'postProductsImages'],
    ['/api/products/images', 'postProductsImagesUnderProducts'],
  ] as const;
  for (const [path, operationId] of paths) {
    r.post(path, { ...upload, schema: { ...upload.schema, operationId } }, async (request, reply) => {
      const input = await readImageUpload(request, ctx.config.uploadMaxBytes);
      const image = await service.upload(ctx.db, ctx.storage, input, requestAuthor(request));
      return reply.status(201).send(image);
    });
  }

  endpointRoute(app, ctx, imageDeleteEndpoint, ({ params, request }) =>
    service.remove(ctx.db, filesOf(ctx, request), params.id, requestAuthor(request)),
  );
}
