import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { commonRoutes } from './common/common.routes';
import { healthRoutes } from './health/health.routes';

/** Every API module, registered in this order by buildApp. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await healthRoutes(app, ctx);
  await commonRoutes(app, ctx);
}
