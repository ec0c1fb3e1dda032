import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { organizationsService } from './organizations.service';

/** The spec's five calls under /Organizations, the enabled toggle and the export. */
export function organizationsModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, organizationsService);
}
