import {
  PRODUCT_ACCESS,
  productAttributesBody,
  productCategoriesBody,
  productImagesBody,
  productInventoryBody,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { requestAuthor } from '../../lib/audit';
import type { RawQuery } from '../../lib/list';
import { crudRoutes, idParams } from '../crud/crud.routes';
import { productStepsService as steps } from './product-steps.service';
import { countAnswer, listQuerystring, plainJsonSerializer, productAnswer } from './products.schemas';
import { productsService as service } from './products.service';

const read = { auth: { access: PRODUCT_ACCESS, action: 'read' as const } };
// Add, edit, export and price updates are a superadmin's (spec 01 §6).
const write = { auth: { access: PRODUCT_ACCESS, action: 'write' as const } };
const tags = ['Products'];

export async function productsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  r.get(
    '/api/products/count',
    { config: read, schema: { tags, querystring: listQuerystring, response: { 200: countAnswer } } },
    (request) => service.count(ctx.db, request.query as RawQuery),
  );

  const stepSchema = <B extends z.ZodType>(body: B, description: string) => ({
    config: write,
    schema: { tags, description, params: idParams, body, response: { 200: productAnswer } },
  });

  r.patch(
    '/api/products/categories/:id',
    stepSchema(productCategoriesBody, 'The Category step: the product’s categories, `[{ id }]`.'),
    (request) => steps.setCategories(ctx.db, request.params.id, request.body, actor(request)),
  );

  r.patch(
    '/api/products/attributes/:id',
    stepSchema(
      productAttributesBody,
      'The Attributes step: the attributes its variations are made of, `[{ id }]`.',
    ),
    (request) => steps.setAttributes(ctx.db, request.params.id, request.body, actor(request)),
  );

  r.patch(
    '/api/products/images/:id',
    stepSchema(productImagesBody, 'The Images step: order, cover and variation of each image.'),
    (request) => steps.setImages(ctx.db, request.params.id, request.body, actor(request)),
  );

  r.patch(
    '/api/products/inventories/:id',
    stepSchema(productInventoryBody, "A simple product's stock (and price, sku) on its default variation."),
    (request) => steps.setInventory(ctx.db, request.params.id, request.body, actor(request)),
  );
}
