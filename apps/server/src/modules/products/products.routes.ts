import {
  PRODUCT_ACCESS,
  productAttributesBody,
  productCategoriesBody,
  productCreate,
  products as productDef,
  productImagesBody,
  productInventoryBody,
  productUpdate,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { RawQuery } from '../../lib/list';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { principalOf } from '../../plugins/auth';
import { idParams } from '../crud/crud.routes';
import { productStepsService as steps } from './product-steps.service';
import {
  countAnswer,
  enabledAnswer,
  idAnswer,
  listAnswer,
  listQuerystring,
  plainJsonSerializer,
  productAnswer,
  productListRow,
} from './products.schemas';
import { productsService as service } from './products.service';

const read = { auth: { access: PRODUCT_ACCESS, action: 'read' as const } };
// Add, edit, export and price updates are a superadmin's (spec 01 §6).
const write = { auth: { access: PRODUCT_ACCESS, action: 'write' as const } };
const tags = ['Products'];

/** `{ enabled }` alone is the list's toggle, answered with just the new value. */
function toggleOf(body: Record<string, unknown>): boolean | undefined {
  const keys = Object.keys(body).filter((key) => body[key] !== undefined);
  return keys.length === 1 && keys[0] === 'enabled' ? (body.enabled as boolean) : undefined;
}

export async function productsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof principalOf>[0]) => principalOf(request).id;

  r.get(
    '/api/products',
    {
      config: read,
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        description:
          'Products in the list grammar; join productsVariation, coverImage, category, ... to expand.',
        querystring: listQuerystring,
        response: { 200: listAnswer(productListRow) },
      },
    },
    (request) => service.list(ctx.db, request.query as RawQuery),
  );

  r.get(
    '/api/products/count',
    { config: read, schema: { tags, querystring: listQuerystring, response: { 200: countAnswer } } },
    (request) => service.count(ctx.db, request.query as RawQuery),
  );

  r.get(
    '/api/products/export',
    {
      config: write,
      schema: {
        tags,
        description: 'xlsx of every product matching the list query',
        querystring: listQuerystring,
      },
    },
    (request, reply) =>
      sendXlsx(reply, {
        filename: exportFilename('products'),
        columns: productDef.exportColumns ?? [],
        fields: productDef.fields,
        rows: service.exportRows(ctx.db, request.query as RawQuery),
      }),
  );

  r.get(
    '/api/products/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: productAnswer } } },
    (request) => service.get(ctx.db, request.params.id),
  );

  r.post(
    '/api/products',
    { config: write, schema: { tags, body: productCreate, response: { 201: productAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(ctx.db, request.body, actor(request))),
  );

  r.patch(
    '/api/products/:id',
    {
      config: write,
      schema: {
        tags,
        description:
          'Saves the fields sent; `{ enabled }` alone is the toggle and answers `{ id, enabled }`.',
        params: idParams,
        body: productUpdate,
        response: { 200: z.union([productAnswer, enabledAnswer]) },
      },
    },
    (request) => {
      const enabled = toggleOf(request.body as Record<string, unknown>);
      if (enabled !== undefined)
        return service.setEnabled(ctx.db, request.params.id, enabled, actor(request));
      return service.update(ctx.db, request.params.id, request.body, actor(request));
    },
  );

  r.delete(
    '/api/products/:id',
    { config: write, schema: { tags, params: idParams, response: { 200: idAnswer } } },
    (request) => service.remove(ctx.db, { storage: ctx.storage, log: request.log }, request.params.id),
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
