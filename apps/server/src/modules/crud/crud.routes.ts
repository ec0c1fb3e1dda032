import { idPathParam } from '@mandi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { RawQuery } from '../../lib/list';
import type { StoredFiles } from '../../lib/storage';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { principalOf } from '../../plugins/auth';
import type { CrudService } from './crud.service';

export const idParams = z.object({ id: idPathParam });
const enabledBody = z.object({ enabled: z.boolean({ error: 'Enabled must be true or false' }) }).strict();
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * The spec's five calls (list, get, create, update, delete) plus the enabled toggle and the
 * xlsx export, for a resource declared in the domain package. Thin: validate, call, present.
 */
export async function crudRoutes(app: FastifyInstance, ctx: AppContext, service: CrudService) {
  const { def } = service;
  const base = `/api/${def.name}`;
  const read = { auth: { access: def.access, action: 'read' as const } };
  const write = { auth: { access: def.access, action: 'write' as const } };
  const tags = [def.label];
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filesOf = (request: FastifyRequest): StoredFiles => ({ storage: ctx.storage, log: request.log });

  r.get(base, { config: read, schema: { tags, querystring: listQuery } }, (request) =>
    service.list(ctx.db, request.query as RawQuery),
  );

  if (def.exportColumns) {
    const columns = def.exportColumns;
    r.get(`${base}/export`, { config: read, schema: { tags, querystring: listQuery } }, (request, reply) =>
      sendXlsx(reply, {
        filename: exportFilename(def.name),
        columns,
        fields: def.fields,
        rows: service.exportRows(ctx.db, request.query as RawQuery),
      }),
    );
  }

  r.get(`${base}/:id`, { config: read, schema: { tags, params: idParams } }, (request) =>
    service.get(ctx.db, request.params.id),
  );

  r.post(base, { config: write, schema: { tags, body: def.create } }, async (request, reply) => {
    const created = await service.create(
      ctx.db,
      request.body as Record<string, unknown>,
      principalOf(request),
    );
    return reply.status(201).send(created);
  });

  r.patch(
    `${base}/:id`,
    { config: write, schema: { tags, params: idParams, body: def.update } },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      const actor = principalOf(request);
      // `{ enabled }` alone is the list's toggle, answered with just the new value.
      const toggle = enabledBody.safeParse(body);
      if (toggle.success) return service.setEnabled(ctx.db, request.params.id, toggle.data.enabled, actor);
      return service.update(ctx.db, request.params.id, body, actor, filesOf(request));
    },
  );

  r.delete(`${base}/:id`, { config: write, schema: { tags, params: idParams } }, (request) =>
    service.remove(ctx.db, request.params.id, filesOf(request)),
  );
}
