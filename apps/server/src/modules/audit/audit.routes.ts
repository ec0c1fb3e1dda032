import { auditActorsEndpoint, audit as auditDef, listAnswerOf, listRowOf } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerySchema as listQuery } from '../../lib/list/list-query-schema';
import { fileAnswer, XLSX } from '../../lib/openapi';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { auditService } from './audit.service';

/**
 * The history of every change (issue 12): `GET /api/audit` in the list grammar (filter by
 * resource, recordId, adminId, action, at; newest first) and its streamed xlsx export.
 * Superadmin only unless a role has the `audit` screen. No write: entries are the server's.
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { auth: { access: auditDef.access, action: 'read' as const } };
  const tags = [auditDef.label];

  r.get(
    '/api/audit',
    {
      config: read,
      schema: {
        tags,
        description:
          "Audit entries, newest first: `filter=resource||$eq||products&filter=recordId||$eq||12` is one record's history.",
        querystring: listQuery,
        response: { 200: listAnswerOf(listRowOf(auditDef)), ...refusals },
      },
    },
    (request) => auditService.list(ctx.db, request.query as RawQuery),
  );

  endpointRoute(app, ctx, auditActorsEndpoint, () => auditService.actors(ctx.db));

  r.get(
    '/api/audit/export',
    {
      config: read,
      schema: {
        tags,
        description: 'xlsx of every entry matching the list query',
        querystring: listQuery,
        response: { 200: fileAnswer(XLSX, 'the entries as an xlsx download'), ...refusals },
      },
    },
    (request, reply) =>
      sendXlsx(reply, {
        filename: exportFilename(auditDef.name),
        columns: auditDef.exportColumns!,
        fields: auditDef.fields,
        rows: auditService.exportRows(ctx.db, request.query as RawQuery),
      }),
  );
}
