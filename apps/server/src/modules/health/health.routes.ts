import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: ctx.dbKind };
    } catch {
      return reply
        .status(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'Database does not answer' });
    }
  });
}
