import { pincodeProblem } from '@mandi/domain';
import { invalidField } from '../../lib/errors';
import { crudService } from '../crud/crud.service';
import { pincodesBinding } from './pincodes.binding';
import { pincodesRepository } from './pincodes.repository';

export const PINCODE_TAKEN = 'This pincode already exists';

/**
 * A pincode's state and country are always its city's; the pincode itself must be a zip
 * code of that country (India: six digits, not starting with 0) and unique.
 */
export const pincodesService = crudService({
  binding: pincodesBinding,
  unique: [{ field: 'pincode', message: PINCODE_TAKEN }],
  async beforeWrite(tx, input, existing) {
    const cityId = (input.cityId ?? existing?.cityId) as number;
    const place = await pincodesRepository.cityPlace(tx, cityId);
    if (!place) throw invalidField('cityId', 'Please choose a city');
    const pincode = (input.pincode ?? existing?.pincode) as string;
    const problem = pincodeProblem(pincode, place);
    if (problem) throw invalidField('pincode', problem);
    return { ...input, stateId: place.stateId, countryId: place.countryId };
  },
});
