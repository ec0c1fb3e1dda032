import type { DetailOf, taxes } from '@mandi/domain';
import { screenPaths } from '../../kit/resource-paths';

/** The tax screens: /tax/list, /tax/add, /tax/edit/{id}. */
export const taxPaths = screenPaths('tax');

/** A row as the API answers it, typed from the declaration. */
export type Tax = DetailOf<typeof taxes>;
