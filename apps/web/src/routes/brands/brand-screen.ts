import type { brands, DetailOf } from '@mandi/domain';
import { screenPaths } from '../../kit/resource-paths';

/** The brand screens: /brand/list, /brand/add, /brand/edit/{id}. */
export const brandPaths = screenPaths('brand');

/** A row as the API answers it, typed from the declaration. */
export type Brand = DetailOf<typeof brands>;
