import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { adminsRolesService } from './admins-roles.service';

/** GET/POST /admins-roles, GET/PATCH/DELETE /admins-roles/{id}; GET /routes is the auth module's. */
export function adminsRolesModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, adminsRolesService);
}
