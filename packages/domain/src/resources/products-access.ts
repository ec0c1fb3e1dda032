import type { Access } from '../access';

/**
 * Products, their variations and images: the product screen reads them and so does the order
 * screen (an order's lines name products) and the category screen (a category may link one); only a superadmin adds, edits, exports or
 * re-prices them (spec 01 §6).
 */
export const PRODUCT_ACCESS: Access = { read: ['product', 'order', 'category'], write: 'superadmin' };
