import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { adminsService } from './admins.service';

/**
 * GET/POST /admins, GET/PATCH/DELETE /admins/{id}, the toggle and the export. Sign-in,
 * me, logout, change-password and /admins-logins are the auth module's.
 */
export function adminsModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, adminsService);
}
