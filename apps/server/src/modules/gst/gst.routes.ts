import {
  type EndpointDef,
  gstChecksEndpoint,
  gstr1Endpoint,
  gstr1Json,
  gstr1SummaryEndpoint,
  salesRegisterEndpoint,
} from '@mandi/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { refusals } from '../../lib/errors';
import { fileAnswer, XLSX } from '../../lib/openapi';
import { type XlsxSheet, xlsxStream } from '../../lib/xlsx-writer';
import { periodReturn, periodSummary } from './gst.service';
import { gstr1Sheets } from './gstr1-xlsx';
import { registerRange, salesRegisterSheet } from './sales-register';

const sendSheets = (reply: FastifyReply, filename: string, sheets: XlsxSheet[]) => {
  const stream = xlsxStream(sheets);
  stream.on('error', (error) => reply.log.error({ err: error }, 'GST download failed'));
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(stream);
};

/**
 * A declared GET whose success is a file (or, for GSTR-1, the JSON or its xlsx): the route is
 * registered from the declaration as endpointRoute does, with the answer documented by content
 * type. JSON is written with JSON.stringify: a month's return is large and already built from
 * the declared types.
 */
function fileRoute(
  app: FastifyInstance,
  def: EndpointDef,
  answer: { description: string; content: Record<string, { schema: z.ZodType }> },
  handler: (query: never, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    config: { auth: def.auth },
    schema: {
      operationId: def.operationId,
      summary: def.summary,
      description: def.description,
      tags: [...def.tags],
      ...(def.query ? { querystring: def.query } : {}),
      response: { 200: answer, ...refusals },
    },
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    handler: (request, reply) => handler(request.query as never, reply),
  });
}

/** GST returns (issue 29): GSTR-1 of a month or quarter, its totals and checks, the sales register. */
export async function gstRoutes(app: FastifyInstance, ctx: AppContext) {
  const gstr1Answer = {
    description: 'the return as JSON (format=json) or as an xlsx of the template sheets (format=xlsx)',
    content: { 'application/json': { schema: gstr1Json }, [XLSX]: fileAnswer(XLSX, '').content[XLSX]! },
  };
  fileRoute(
    app,
    gstr1Endpoint,
    gstr1Answer,
    async (query: { period: string; format: 'json' | 'xlsx' }, reply) => {
      const { build, period } = await periodReturn(ctx.db, query.period);
      const name = `GSTR1-${build.json.gstin}-${period.key}`;
      if (query.format === 'xlsx') return sendSheets(reply, `${name}.xlsx`, gstr1Sheets(build.json));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.json"`)
        .send(build.json);
    },
  );
  endpointRoute(app, ctx, gstr1SummaryEndpoint, ({ query }) => periodSummary(ctx.db, query.period));
  endpointRoute(app, ctx, gstChecksEndpoint, async ({ query }) => {
    const { period, checks } = await periodReturn(ctx.db, query.period);
    return { period, items: checks };
  });
  const register = fileAnswer(XLSX, 'the sales register as an xlsx download, streamed');
  fileRoute(app, salesRegisterEndpoint, register, async (query: { from: string; to: string }, reply) => {
    const { from, to } = registerRange(query.from, query.to);
    return sendSheets(reply, `sales-register-${from}-to-${to}.xlsx`, [salesRegisterSheet(ctx.db, from, to)]);
  });
}
