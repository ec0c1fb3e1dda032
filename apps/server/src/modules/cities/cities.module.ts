import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { conflict, invalidField } from '../../lib/errors';
import { lockUnique } from '../../lib/unique-lock';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';
import { citiesBinding } from './cities.binding';
import { citiesRepository } from './cities.repository';

export const CITY_NAME_TAKEN = 'A city with this name already exists in this state';

/**
 * The country of a city is always its state's: the create call names only the state, and
 * an update (which may send the whole form back) has it filled again from the state.
 */
export const citiesService = crudService({
  binding: citiesBinding,
  async beforeWrite(tx, input, existing, author) {
    const stateId = (input.stateId ?? existing?.stateId) as number;
    const state = await citiesRepository.stateById(tx, stateId);
    if (!state) throw invalidField('stateId', 'Please choose a state');
    const name = (input.name ?? existing?.name) as string;
    await lockUnique(tx, 'cities.name', stateId, name);
    if (await citiesRepository.nameTaken(tx, stateId, name, existing?.id as number | undefined)) {
      throw conflict(CITY_NAME_TAKEN, [{ field: 'name', message: CITY_NAME_TAKEN }]);
    }
    if (existing && stateId !== existing.stateId) {
      await citiesRepository.movePincodes(tx, author, existing.id as number, {
        stateId,
        countryId: state.countryId,
      });
    }
    return { ...input, countryId: state.countryId };
  },
  async beforeDelete(tx, existing) {
    const pincodes = await citiesRepository.pincodeCount(tx, existing.id as number);
    if (pincodes > 0) {
      throw conflict(
        `${existing.name} has ${pincodes} pincode${pincodes === 1 ? '' : 's'}; delete them first`,
      );
    }
  },
});

/** GET/POST /cities, GET/PATCH/DELETE /cities/{id}, the enabled toggle and the export. */
export function citiesModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, citiesService);
}
