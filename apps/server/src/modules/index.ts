import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/auth.routes';
import { commonRoutes } from './common/common.routes';
import { healthRoutes } from './health/health.routes';

/** Every API module, registered in this order by buildApp. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await healthRoutes(app, ctx);
  await authRoutes(app, ctx);
  await commonRoutes(app, ctx);
}
