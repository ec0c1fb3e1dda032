import { type Condition, isAnd, isOr, type ListQuery, parseListQuery } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { badRequest, invalidField } from '../../lib/errors';
import { listRows, type RawQuery, streamRows } from '../../lib/list';
import { crudService } from '../crud/crud.service';
import type { ResourceService } from '../crud/resource-service';
import { addressesBinding as binding } from './addresses.binding';
import { addressesRepository as repository } from './addresses.repository';

type Row = Record<string, unknown>;

export const NO_CONTACT = 'This customer has no contact; add a contact first';
export const USER_ID_SORT = "'userId' cannot be sorted: it is the customer of the address's contact";

/**
 * Who an address belongs to: a contact named by `contactId`, or a customer named by
 * `userId` (their first contact). Answers the contact id to store, or undefined to keep it.
 */
async function ownerOf(tx: Tx, input: Row): Promise<number | null | undefined> {
  if (typeof input.userId === 'number') {
    if (!(await repository.userExists(tx, input.userId)))
      throw invalidField('userId', `No customer has the id ${input.userId}`);
    const contactId = (await repository.firstContacts(tx, [input.userId])).get(input.userId);
    if (contactId === undefined) throw invalidField('userId', NO_CONTACT);
    return contactId;
  }
  if (typeof input.contactId === 'number' && !(await repository.contactExists(tx, input.contactId)))
    throw invalidField('contactId', `No contact has the id ${input.contactId}`);
  return input.contactId as number | null | undefined;
}

/**
 * The pincode decides the city and the state (and the country): a city or state sent beside
 * it must be the pincode's. Answers the place columns to store.
 */
async function placeOf(tx: Tx, input: Row, existing: Row | undefined): Promise<Row> {
  const touched = ['pincodeId', 'cityId', 'stateId'].some((key) => input[key] !== undefined);
  if (!touched) return {};
  const pincodeId = (input.pincodeId ?? existing?.pincodeId) as number | null | undefined;
  if (typeof pincodeId !== 'number') throw invalidField('pincodeId', 'Please enter Pincode');
  const place = await repository.placeOfPincode(tx, pincodeId);
  if (!place) throw invalidField('pincodeId', `No pincode has the id ${pincodeId}`);
  if (typeof input.cityId === 'number' && input.cityId !== place.cityId)
    throw invalidField('cityId', `Pincode ${place.pincode} is in ${place.cityName}, not in the city chosen`);
  if (typeof input.stateId === 'number' && input.stateId !== place.stateId)
    throw invalidField(
      'stateId',
      `Pincode ${place.pincode} is in ${place.stateName}, not in the state chosen`,
    );
  return { pincodeId, cityId: place.cityId, stateId: place.stateId, countryId: place.countryId };
}

const crud = crudService({
  binding,
  async beforeWrite(tx, input, existing) {
    const { userId: _userId, ...values } = input;
    const contactId = await ownerOf(tx, input);
    return {
      ...values,
      ...(contactId === undefined ? {} : { contactId }),
      ...(await placeOf(tx, input, existing)),
    };
  },
  async details(db, row) {
    const contactId = row.contactId as number | null;
    return { userId: contactId === null ? null : await repository.userOfContact(db, contactId) };
  },
});

/** `userId` (the customer of the address's contact) read through the contact: `owner.userId`. */
function throughContacts(condition: Condition): Condition {
  if (isAnd(condition)) return { and: condition.and.map(throughContacts) };
  if (isOr(condition)) return { or: condition.or.map(throughContacts) };
  return condition.field === 'userId' ? { ...condition, field: 'owner.userId' } : condition;
}

/**
 * A list query whose `userId` filters (a customer's addresses: those hanging on any of their
 * contacts) read the contacts table. `userId` is no column: it filters, it does not sort.
 */
function scoped(raw: RawQuery): ListQuery {
  const query = parseListQuery(raw, binding.def);
  if (query.sort.some((sort) => sort.field === 'userId')) throw badRequest(USER_ID_SORT);
  return query.where ? { ...query, where: throughContacts(query.where) } : query;
}

/**
 * The addresses: the generic CRUD with who owns an address (a contact, or a customer through
 * their contacts) and where it is (from its pincode), and lists of one customer's addresses.
 */
export const addressesService: ResourceService = {
  ...crud,
  list(call, raw) {
    return listRows(call.db, binding, scoped(raw));
  },
  async *exportRows(call, raw) {
    yield* streamRows(call.db, binding, scoped(raw));
  },
};
