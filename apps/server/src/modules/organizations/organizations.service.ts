import { gstinPanProblem, organizations as organizationDef, panHolderType } from '@mandi/domain';
import { organizations } from '../../db/schema';
import { conflict, invalidField } from '../../lib/errors';
import { presentRow, type ResourceBinding, type Row } from '../../lib/list';
import { crudService } from '../crud/crud.service';
import { organizationsRepository } from './organizations.repository';

const plainBinding: ResourceBinding = { def: organizationDef, table: organizations };

export const ORGANIZATION_GST_TAKEN = 'An organization with this GST number already exists';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Organizations answer the PAN's holder type (Company, Firm, Individual, ...) beside the PAN. */
export const organizationsBinding: ResourceBinding = {
  def: organizationDef,
  table: organizations,
  present: (row: Row) => {
    // Added to the presented row, not spread into a copy (lists and exports present many).
    const answer = presentRow(plainBinding, row);
    answer.panHolderType = panHolderType(row.panNumber as string | null);
    return answer;
  },
};

export const organizationsService = crudService({
  binding: organizationsBinding,
  unique: [{ field: 'gstNumber', message: ORGANIZATION_GST_TAKEN }],
  /** The GSTIN carries the PAN, on the row as it will be stored (an update may send one of them). */
  beforeWrite(_tx, input, existing) {
    const merged = { ...existing, ...input };
    const problem = gstinPanProblem(merged.gstNumber as string | null, merged.panNumber as string | null);
    if (problem) throw invalidField('gstNumber', problem);
    return input;
  },
  async beforeDelete(tx, existing) {
    const linked = await organizationsRepository.linkedCounts(tx, existing.id as number);
    if (linked.customers + linked.contacts === 0) return;
    const who = [
      linked.customers > 0 ? plural(linked.customers, 'customer', 'customers') : '',
      linked.contacts > 0 ? plural(linked.contacts, 'contact', 'contacts') : '',
    ]
      .filter(Boolean)
      .join(' and ');
    throw conflict(`${existing.name} cannot be deleted: ${who} belong to it. Disable it instead.`);
  },
});
