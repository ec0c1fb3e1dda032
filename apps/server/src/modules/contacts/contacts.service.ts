import { contacts as contactDef } from '@mandi/domain';
import { contacts, organizations } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import type { ResourceBinding } from '../../lib/list';
import { crudService } from '../crud/crud.service';
import { organizationsBinding } from '../organizations/organizations.service';
import { contactsRepository } from './contacts.repository';

export const contactsBinding: ResourceBinding = {
  def: contactDef,
  table: contacts,
  relations: {
    organization: {
      target: () => organizationsBinding,
      sourceColumn: contacts.organizationId,
      targetColumn: organizations.id,
    },
  },
};

/** A contact is a customer's: the customer and the organization it names must exist. */
export const contactsService = crudService({
  binding: contactsBinding,
  async beforeWrite(tx, input) {
    const userId = input.userId as number | undefined;
    if (userId !== undefined && !(await contactsRepository.userExists(tx, userId))) {
      throw invalidField('userId', `Customer ${userId} not found`);
    }
    const organizationId = input.organizationId as number | null | undefined;
    if (
      organizationId !== undefined &&
      organizationId !== null &&
      !(await contactsRepository.organizationExists(tx, organizationId))
    ) {
      throw invalidField('organizationId', `Organization ${organizationId} not found`);
    }
    return input;
  },
});
