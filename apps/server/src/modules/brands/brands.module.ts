import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { brandsService } from './brands.service';

/** The spec's five brand calls, the enabled toggle and the export. */
export function brandsModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, brandsService);
}
