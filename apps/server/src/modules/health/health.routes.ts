import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorAnswer } from '../../lib/errors';

const healthy = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Health'],
        summary: 'Is the server up',
        description: 'Answers 200 when the database answers, 503 when it does not (for load balancers).',
        response: { 200: healthy, 503: errorAnswer },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok', database: ctx.dbKind };
      } catch {
        return reply
          .status(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: 'Database does not answer' });
      }
    },
  );
}
