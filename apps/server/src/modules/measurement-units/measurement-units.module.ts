import { measurementUnits as unitDef } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { measurementUnits } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';

export const measurementUnitsBinding: ResourceBinding = { def: unitDef, table: measurementUnits };

export const measurementUnitsService = crudService({
  binding: measurementUnitsBinding,
  unique: [
    { field: 'name', message: 'A unit with this name already exists' },
    { field: 'code', message: 'A unit with this code already exists' },
  ],
});

export function measurementUnitsModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, measurementUnitsService);
}
