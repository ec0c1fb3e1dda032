import {
  PRODUCT_ACCESS,
  productAttributesEndpoint,
  productCategoriesEndpoint,
  productCountEndpoint,
  productImagesEndpoint,
  productInventoryEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requestAuthor } from '../../lib/audit';
import { endpointRoute } from '../../lib/endpoint-route';
import type { RawQuery } from '../../lib/list';
import { crudRoutes } from '../crud/crud.routes';
import { productStepsService as steps } from './product-steps.service';
import { listQuerystring, plainJsonSerializer } from './products.schemas';
import { productsService as service } from './products.service';

const tags = ['Products'];

export async function productsRoutes(app: FastifyInstance, ctx: AppContext) {
  const actor = requestAuthor;

  await crudRoutes(app, ctx, service, {
    access: PRODUCT_ACCESS,
    exportAction: 'write',
    tags,
    listQuerystring,
    listSerializer: plainJsonSerializer,
    listDescription:
      'Products in the list grammar; join productsVariation, coverImage, category, ... to expand.',
  });

  endpointRoute(app, ctx, productCountEndpoint, ({ query }) => service.count(ctx.db, query as RawQuery));

  // The wizard's steps, declared in the domain (product-endpoints.ts).
  endpointRoute(app, ctx, productCategoriesEndpoint, ({ params, body, request }) =>
    steps.setCategories(ctx.db, params.id, body, actor(request)),
  );
  endpointRoute(app, ctx, productAttributesEndpoint, ({ params, body, request }) =>
    steps.setAttributes(ctx.db, params.id, body, actor(request)),
  );
  endpointRoute(app, ctx, productImagesEndpoint, ({ params, body, request }) =>
    steps.setImages(ctx.db, params.id, body, actor(request)),
  );
  endpointRoute(app, ctx, productInventoryEndpoint, ({ params, body, request }) =>
    steps.setInventory(ctx.db, params.id, body, actor(request)),
  );
}
