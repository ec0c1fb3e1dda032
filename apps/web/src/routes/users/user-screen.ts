import type { DetailOf, users } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The customer screens: /users/list, /users/add, /users/edit/{id}. */
export const userPaths = screenPaths('users');

/** A customer's addresses (the addresses screen resolves the user through their contacts). */
export const customerAddressesPath = (userId: number) => `/address/list/Customer/${userId}`;

/** A row as the API answers it, typed from the declaration. */
export type User = DetailOf<typeof users>;

/** The spec's filters: name and email contain, mobile starts with (typed as said: +91 ...), enabled. */
export const userFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'fullName', label: 'Name' },
  { kind: 'text', field: 'emailAddress', label: 'Email' },
  {
    kind: 'text',
    field: 'mobileNumber',
    label: 'Mobile',
    operator: '$starts',
    placeholder: 'Mobile (+91 98765 43210)',
  },
  enabledFilter(),
];

/** ID asc/desc, highest/lowest ordered, recently/previously ordered (spec 02 §2), lifetime value. */
export const userSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'lastOrderTotal', label: 'Last order', ascLabel: 'Lowest ordered', descLabel: 'Highest ordered' },
  {
    field: 'lastOrderTimestamp',
    label: 'Last ordered',
    ascLabel: 'Previously ordered',
    descLabel: 'Recently ordered',
  },
  { field: 'lifetimeValue', label: 'Lifetime value', ascLabel: 'Lowest value', descLabel: 'Highest value' },
];
