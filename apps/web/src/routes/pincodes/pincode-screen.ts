import type { DetailOf, pincodes } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/**
 * The pincode screens of the spec: /pincode/list/{cityId}, /pincode/add/{cityId},
 * /pincode/edit/{id}, /pincode/import.
 */
const segment = (id: RowId) => encodeURIComponent(String(id));

export const pincodePaths = {
  list: (cityId: RowId) => `/pincode/list/${segment(cityId)}`,
  add: (cityId: RowId) => `/pincode/add/${segment(cityId)}`,
  edit: (id: RowId) => `/pincode/edit/${segment(id)}`,
  import: '/pincode/import',
  patterns: { list: '/pincode/list/:cityId', add: '/pincode/add/:cityId', edit: '/pincode/edit/:id' },
};

export function pincodeScreenPaths(cityId: RowId): ScreenPaths {
  return {
    list: pincodePaths.list(cityId),
    add: pincodePaths.add(cityId),
    edit: pincodePaths.edit,
    patterns: pincodePaths.patterns,
  };
}

/** A row as the API answers it, typed from the declaration. */
export type Pincode = DetailOf<typeof pincodes>;

export const pincodeFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'pincode', label: 'Pincode', operator: '$starts' },
  { kind: 'text', field: 'pincodeName', label: 'Pincode Name' },
  {
    kind: 'boolean',
    field: 'isDeliverable',
    label: 'Deliverable',
    trueLabel: 'Deliverable',
    falseLabel: 'Not deliverable',
  },
  enabledFilter(),
];

export const pincodeSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'pincode', label: 'Pincode' },
  { field: 'pincodeName', label: 'Pincode Name' },
];
