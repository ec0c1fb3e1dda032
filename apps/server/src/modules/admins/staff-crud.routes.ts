import type { ResourceDef } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RawQuery, Row } from '../../lib/list';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { principalOf, type SessionPrincipal } from '../../plugins/auth';
import { idParams } from '../crud/crud.routes';

/** A service whose writes depend on who makes them (staff accounts and roles). */
export interface StaffCrudService {
  def: ResourceDef;
  list(raw: RawQuery): Promise<unknown>;
  exportRows(raw: RawQuery): AsyncIterable<Row>;
  get(id: number): Promise<Row>;
  create(input: Row, actor: SessionPrincipal): Promise<Row>;
  update(id: number, input: Row, actor: SessionPrincipal): Promise<Row>;
  setEnabled(
    id: number,
    enabled: boolean,
    actor: SessionPrincipal,
  ): Promise<{ id: number; enabled: boolean }>;
  remove(id: number, actor: SessionPrincipal): Promise<{ id: number }>;
}

const enabledBody = z.object({ enabled: z.boolean() }).strict();
const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * The generic CRUD module's calls (list, export, get, create, PATCH update or enabled
 * toggle, delete) for a service that is told the signed-in admin on every write.
 */
export async function staffCrudRoutes(app: FastifyInstance, service: StaffCrudService) {
  const { def } = service;
  const base = `/api/${def.name}`;
  const read = { auth: { access: def.access, action: 'read' as const } };
  const write = { auth: { access: def.access, action: 'write' as const } };
  const tags = [def.label];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { config: read, schema: { tags, querystring: listQuery } }, (request) =>
    service.list(request.query as RawQuery),
  );

  if (def.exportColumns) {
    const columns = def.exportColumns;
    r.get(`${base}/export`, { config: read, schema: { tags, querystring: listQuery } }, (request, reply) =>
      sendXlsx(reply, {
        filename: exportFilename(def.name),
        columns,
        fields: def.fields,
        rows: service.exportRows(request.query as RawQuery),
      }),
    );
  }

  r.get(`${base}/:id`, { config: read, schema: { tags, params: idParams } }, (request) =>
    service.get(request.params.id),
  );

  r.post(base, { config: write, schema: { tags, body: def.create } }, async (request, reply) => {
    const created = await service.create(request.body as Row, principalOf(request));
    return reply.status(201).send(created);
  });

  r.patch(
    `${base}/:id`,
    { config: write, schema: { tags, params: idParams, body: def.update } },
    (request) => {
      const body = request.body as Row;
      const actor = principalOf(request);
      const toggle = enabledBody.safeParse(body);
      if (toggle.success) return service.setEnabled(request.params.id, toggle.data.enabled, actor);
      return service.update(request.params.id, body, actor);
    },
  );

  r.delete(`${base}/:id`, { config: write, schema: { tags, params: idParams } }, (request) =>
    service.remove(request.params.id, principalOf(request)),
  );
}
