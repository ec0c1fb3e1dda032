import { taxes as taxDef } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { taxes } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';

export const taxesBinding: ResourceBinding = { def: taxDef, table: taxes };

export const taxesService = crudService({
  binding: taxesBinding,
  unique: [{ field: 'name', message: 'A tax with this name already exists' }],
});

export function taxesModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, taxesService);
}
