import { type Access, enabledAnswer, idAnswer, idPathParam, listAnswerOf, listRowOf } from '@mandi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerySchema as listQuery } from '../../lib/list/list-query-schema';
import { fileAnswer, XLSX } from '../../lib/openapi';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { resourceCallOf } from './resource-call';
import { type ResourceService, toggleOf } from './resource-service';

export const idParams = z.object({ id: idPathParam });

/** What a resource may say beyond its declaration. */
export interface CrudRouteOptions {
  /** Who may call; the declaration's access by default. */
  access?: Access;
  /** Export is a read by default; the products' is a write (spec 01 §6). */
  exportAction?: 'read' | 'write';
  tags?: string[];
  /** The list's querystring as documented; any @nestjsx/crud list query by default. */
  listQuerystring?: z.ZodType;
  /** A serializer for the list alone (the products' list skips the per-row zod check). */
  listSerializer?: () => (data: unknown) => string;
  listDescription?: string;
}

/**
 * The one route generator: the spec's five calls (list, get, create, update, delete) plus the
 * enabled toggle and the xlsx export, for every declared resource whatever its service does
 * beneath (the generic CRUD, staff accounts and roles, products). Thin: validate, call, send.
 */
export async function crudRoutes<Create, Update>(
  app: FastifyInstance,
  ctx: AppContext,
  service: ResourceService<Create, Update>,
  options: CrudRouteOptions = {},
) {
  const { def } = service;
  const access = options.access ?? def.access;
  const base = `/api/${def.name}`;
  const read = { auth: { access, action: 'read' as const } };
  const write = { auth: { access, action: 'write' as const } };
  const exportConfig = { auth: { access, action: options.exportAction ?? ('read' as const) } };
  const tags = options.tags ?? [def.label];
  const querystring = options.listQuerystring ?? listQuery;
  // The declaration's answers: what is not in them never leaves (the serializer strips it).
  const row = def.detail ?? def.row;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const callOf = (request: FastifyRequest) => resourceCallOf(ctx, request);

  r.get(
    base,
    {
      config: read,
      ...(options.listSerializer ? { serializerCompiler: options.listSerializer } : {}),
      schema: {
        tags,
        description: options.listDescription,
        querystring,
        response: { 200: listAnswerOf(listRowOf(def)), ...refusals },
      },
    },
    (request) => service.list(callOf(request), request.query as RawQuery),
  );

  if (def.exportColumns) {
    const columns = def.exportColumns;
    r.get(
      `${base}/export`,
      {
        config: exportConfig,
        schema: {
          tags,
          description: 'xlsx of every row matching the list query',
          querystring,
          response: { 200: fileAnswer(XLSX, 'the rows as an xlsx download'), ...refusals },
        },
      },
      (request, reply) =>
        sendXlsx(reply, {
          filename: exportFilename(def.name),
          columns,
          fields: def.fields,
          rows: service.exportRows(callOf(request), request.query as RawQuery),
        }),
    );
  }

  r.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: idParams, response: { 200: row, ...refusals } } },
    (request) => service.get(callOf(request), request.params.id),
  );

  r.post(
    base,
    { config: write, schema: { tags, body: def.create, response: { 201: row, ...refusals } } },
    async (request, reply) => {
      const created = await service.create(callOf(request), request.body as Create);
      return reply.status(201).send(created);
    },
  );

  r.patch(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        description:
          'Saves the fields sent; `{ enabled }` alone is the toggle and answers `{ id, enabled }`.',
        params: idParams,
        body: def.update,
        response: { 200: z.union([row, enabledAnswer]), ...refusals },
      },
    },
    async (request) => {
      const body = request.body as Update & object;
      const enabled = toggleOf(body);
      if (enabled !== undefined) return service.setEnabled(callOf(request), request.params.id, enabled);
      return service.update(callOf(request), request.params.id, body);
    },
  );

  r.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: idParams, response: { 200: idAnswer, ...refusals } } },
    (request) => service.remove(callOf(request), request.params.id),
  );
}
