import {
  imageDeleteEndpoint,
  productImageUploadEndpoint,
  productImageUploadUnderProductsEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requestAuthor } from '../../lib/audit';
import { endpointRoute } from '../../lib/endpoint-route';
import { filesOf } from '../crud/resource-call';
import { productsImagesService as service } from './products-images.service';
import { readImageUpload } from './read-image-upload';

export async function productsImagesRoutes(app: FastifyInstance, ctx: AppContext) {
  // The spec names two paths for the same upload (spec 01 §7), each declared with its own id.
  for (const upload of [productImageUploadEndpoint, productImageUploadUnderProductsEndpoint]) {
    endpointRoute(app, ctx, upload, async ({ request }) => {
      const input = await readImageUpload(request, ctx.config.uploadMaxBytes);
      return service.upload(ctx.db, ctx.storage, input, requestAuthor(request));
    });
  }

  endpointRoute(app, ctx, imageDeleteEndpoint, ({ params, request }) =>
    service.remove(ctx.db, filesOf(ctx, request), params.id, requestAuthor(request)),
  );
}
