import { LIVE_EVENTS_TOKEN_PARAM } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorAnswer } from '../../lib/errors';
import { findSession, principalOf, requestToken } from '../../plugins/auth';
import { frameOf, HEARTBEAT_MS, mayHear, openSseStream } from './live-stream';

const eventsQuery = z.object({
  [LIVE_EVENTS_TOKEN_PARAM]: z
    .string()
    .optional()
    .describe('The session token, for an EventSource (which cannot send Authorization)'),
});

const eventStream = {
  description: [
    'Server-sent events. `ready` on every (re)connect: refresh what you show, nothing written meanwhile is replayed.',
    '`orders` ({ placed, changed, more }: order ids) when orders are placed or written, to staff who may read orders.',
    'A comment line every 15 s keeps the connection open.',
  ].join(' '),
  content: { 'text/event-stream': { schema: z.any().meta({ type: 'string' }) } },
};

/**
 * GET /api/events: the signed-in staff member's live stream (issue 31.2). Fed by PostgreSQL
 * LISTEN/NOTIFY (live-feed.ts), filtered per role (live-stream.ts mayHear); the session is
 * checked again at each heartbeat, so a sign-out or a changed role ends or narrows it.
 */
export async function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  const feed = ctx.liveFeed;
  const open = new Set<() => void>();
  // Open streams would hold the server's close: end them (their connection closes with the
  // answer, see below); the browser reconnects, to another instance if this one is going away.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      config: { auth: 'signed-in', tokenInQuery: true },
      compress: false,
      schema: {
        tags: ['Events'],
        summary: 'Live events for the signed-in staff member',
        querystring: eventsQuery,
        response: { 200: eventStream, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      let principal = principalOf(request);
      const token = requestToken(request)!;
      const sse = openSseStream();
      const unsubscribe = await feed.subscribe((notice) => {
        if (mayHear(principal, notice)) sse.write(frameOf(notice));
      });
      const heartbeat = setInterval(async () => {
        const session = await findSession(ctx.db, token).catch(() => principal);
        if (!session) return stop();
        principal = session;
        sse.write(': heartbeat\n\n');
      }, HEARTBEAT_MS);
      function stop() {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stop);
        sse.end();
      }
      open.add(stop);
      reply.raw.on('close', stop);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The connection ends with the stream, never kept idle for another request.
          .header('connection', 'close')
          .send(sse.stream)
      );
    },
  );
}
