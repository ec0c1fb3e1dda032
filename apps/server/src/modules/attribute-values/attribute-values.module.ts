import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { crudRoutes } from '../crud/crud.routes';
import { attributeValuesService } from './attribute-values.service';

/** The spec's five attribute value calls (a priority change sends only priority), toggle, export. */
export function attributeValuesModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, attributeValuesService);
}
