import type { Access } from '../access';

/**
 * Products, their variations and images: the product screen reads them, and so do the order
 * screen (an order's lines name products) and the category and banner screens (a tile or a
 * banner may lead to one); only a superadmin adds, edits, exports or re-prices them (spec 01 §6).
 */
export const PRODUCT_ACCESS: Access = {
  read: ['product', 'order', 'category', 'banner'],
  write: 'superadmin',
};
