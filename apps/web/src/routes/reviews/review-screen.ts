import type { DetailOf, reviews } from '@mandi/domain';
import { type RowId, screenPaths } from '../../kit/resource-paths';

/** The reviews screen of the spec: /reviews/list (reviews are written in the store's app). */
export const reviewPaths = screenPaths('reviews');

const segment = (id: RowId) => encodeURIComponent(String(id));

/** Where a review's customer and order open: the customer's edit screen and the order's view. */
export const reviewLinks = {
  customer: (userId: RowId) => `/users/edit/${segment(userId)}`,
  order: (orderId: RowId) => `/order/view/${segment(orderId)}`,
};

/** A row as the API answers it, typed from the declaration. */
export type Review = DetailOf<typeof reviews>;
