import type { DetailOf, organizations } from '@mandi/domain';
import { screenPaths } from '../../kit/resource-paths';

/** The organization screens: /organization/list, /organization/add, /organization/edit/{id}. */
export const organizationPaths = screenPaths('organization');

/** A row as the API answers it, typed from the declaration. */
export type Organization = DetailOf<typeof organizations>;
