import { type EndpointAnswer, type EndpointDef, type EndpointFile, isEndpointFile } from '@mandi/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { resourceCallOf } from '../modules/crud/resource-call';
import type { ResourceCall } from '../modules/crud/resource-service';
import { refusals } from './errors';
import { fileAnswer } from './openapi';

// An optional declaration field reads as `Schema | undefined`: the schema's output when declared.
type Out<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : [Exclude<T, undefined>] extends [z.ZodType]
    ? z.output<Exclude<T, undefined>>
    : undefined;

/** What a handler of a declared endpoint is given: the validated input and the call's means. */
export interface EndpointRequest<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Who calls (a signed-in admin; not for public endpoints) with the database and files. */
  call: () => ResourceCall;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler gives back: the answer, or for a file endpoint the reply it sent the file on. */
export type EndpointResult<E extends EndpointDef> = E['answer'] extends EndpointFile
  ? FastifyReply
  : EndpointAnswer<E>;

/**
 * Registers a route from its declaration (packages/domain `defineEndpoint`): the path under
 * /api, the permission, the OpenAPI schema (operationId, summary, params, query, body, the
 * answer (JSON, or a file's media types) and the error shape for 4xx), and a handler typed
 * from the same schemas. A multipart body is read by the handler (the upload readers).
 */
export function endpointRoute<E extends EndpointDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: E,
  handler: (input: EndpointRequest<E>) => Promise<EndpointResult<E>> | EndpointResult<E>,
): void {
  const status = def.status ?? 200;
  const success = isEndpointFile(def.answer)
    ? fileAnswer(def.answer.mediaTypes, def.answer.description)
    : def.answer;
  // The schema is built at run time from the declaration, so the handler's types come from
  // EndpointRequest rather than from Fastify's inference over a literal schema.
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    config: { auth: def.auth },
    schema: {
      operationId: def.operationId,
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      tags: [...def.tags],
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { [status]: success, ...refusals },
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        call: () => resourceCallOf(ctx, request),
        request,
        reply,
      });
      if (status !== 200) reply.code(status);
      return answer as unknown;
    },
  });
}
