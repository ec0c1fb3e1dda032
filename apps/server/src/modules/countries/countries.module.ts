import { INDIA_COUNTRY_ID, zipLengthProblem } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { conflict, invalidField } from '../../lib/errors';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';
import { countriesBinding } from './countries.binding';
import { countriesRepository } from './countries.repository';

export const countriesService = crudService({
  binding: countriesBinding,
  unique: [{ field: 'code', message: 'A country with this code already exists' }],
  beforeWrite(_tx, input, existing) {
    // An update may change one bound; the range is checked with the other as stored.
    const min = (input.zipCodeMinLength ?? existing?.zipCodeMinLength) as number | undefined;
    const max = (input.zipCodeMaxLength ?? existing?.zipCodeMaxLength) as number | undefined;
    const problem = min !== undefined && max !== undefined ? zipLengthProblem(min, max) : null;
    if (problem) throw invalidField('zipCodeMaxLength', problem);
    return input;
  },
  async beforeDelete(tx, existing) {
    if (existing.id === INDIA_COUNTRY_ID) {
      throw conflict('India is the store’s country and cannot be deleted');
    }
    const states = await countriesRepository.stateCount(tx, existing.id as number);
    if (states > 0)
      throw conflict(`${existing.name} has ${states} state${states === 1 ? '' : 's'}; delete them first`);
  },
});

/** GET/POST /countries, GET/PATCH/DELETE /countries/{id}: no screens, the API only. */
export function countriesModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, countriesService);
}
