import { listAnswerOf, settingsAnswer, settings as settingsDef } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswer } from '../../lib/errors';
import { idParams } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import { settingsService as service } from './settings.service';

const read = { auth: { access: settingsDef.access, action: 'read' as const } };
const write = { auth: { access: settingsDef.access, action: 'write' as const } };
const tags = ['Settings'];

/** The five calls under /settings (spec 02 §7) over the store's one settings row. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/settings',
    { config: read, schema: { tags, response: { 200: listAnswerOf(settingsAnswer) } } },
    () => service.list(ctx.db),
  );

  r.get(
    '/api/settings/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: settingsAnswer } } },
    (request) => service.get(ctx.db, request.params.id),
  );

  r.post(
    '/api/settings',
    {
      config: write,
      schema: {
        tags,
        description: 'Refused (409): the store has one settings row, made on first read.',
        response: { 409: errorAnswer },
      },
    },
    () => service.create(ctx.db),
  );

  r.patch(
    '/api/settings/:id',
    {
      config: write,
      schema: { tags, params: idParams, body: settingsDef.update, response: { 200: settingsAnswer } },
    },
    (request) => service.update(resourceCallOf(ctx, request), request.params.id, request.body),
  );

  r.delete(
    '/api/settings/:id',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        description: 'Refused (409): the store keeps its settings.',
        response: { 409: errorAnswer },
      },
    },
    () => service.remove(),
  );
}
