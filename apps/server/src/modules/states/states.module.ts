import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { conflict, invalidField } from '../../lib/errors';
import { lockUnique } from '../../lib/unique-lock';
import { crudRoutes } from '../crud/crud.routes';
import { crudService } from '../crud/crud.service';
import { statesBinding } from './states.binding';
import { statesRepository } from './states.repository';

export const STATE_NAME_TAKEN = 'A state with this name already exists in this country';

export const statesService = crudService({
  binding: statesBinding,
  async beforeWrite(tx, input, existing, author) {
    const countryId = (input.countryId ?? existing?.countryId) as number;
    const name = (input.name ?? existing?.name) as string;
    if (input.countryId !== undefined && !(await statesRepository.countryExists(tx, countryId))) {
      throw invalidField('countryId', 'Please choose a country');
    }
    await lockUnique(tx, 'states.name', countryId, name);
    if (await statesRepository.nameTaken(tx, countryId, name, existing?.id as number | undefined)) {
      throw conflict(STATE_NAME_TAKEN, [{ field: 'name', message: STATE_NAME_TAKEN }]);
    }
    if (existing && countryId !== existing.countryId) {
      await statesRepository.moveToCountry(tx, author, existing.id as number, countryId);
    }
    return input;
  },
  async beforeDelete(tx, existing) {
    const cities = await statesRepository.cityCount(tx, existing.id as number);
    if (cities > 0) {
      throw conflict(`${existing.name} has ${cities} cit${cities === 1 ? 'y' : 'ies'}; delete them first`);
    }
  },
});

/** GET/POST /states, GET/PATCH/DELETE /states/{id}, the enabled toggle and the export. */
export function statesModule(app: FastifyInstance, ctx: AppContext) {
  return crudRoutes(app, ctx, statesService);
}
