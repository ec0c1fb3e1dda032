import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adminsService } from './admins.service';
import { staffCrudRoutes } from './staff-crud.routes';

/**
 * GET/POST /admins, GET/PATCH/DELETE /admins/{id}, the toggle and the export. Sign-in,
 * me, logout, change-password and /admins-logins are the auth module's.
 */
export function adminsModule(app: FastifyInstance, ctx: AppContext) {
  return staffCrudRoutes(app, adminsService(ctx.db));
}
