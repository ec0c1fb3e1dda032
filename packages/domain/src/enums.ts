import { z } from 'zod';

/**
 * Every closed list of values, once: the database's CHECK constraints, the API's schemas and
 * the web's selects and tags all read them from here.
 */
export const ORDER_STATUSES = [
  'In Cart',
  'Order Placed',
  'Out for Delivery',
  'Order Delivered',
  'Order Cancelled',
  'Partial Payment',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** How money changed hands on a payment or a refund (issue 26). */
export const TRANSACTION_METHODS = ['cash', 'upi', 'card', 'online', 'bank transfer'] as const;
export const transactionMethod = z.enum(TRANSACTION_METHODS, {
  error: 'Please choose a method: cash, UPI, card, online or bank transfer',
});
export type TransactionMethod = z.infer<typeof transactionMethod>;

/** A transaction brings money in (payment) or gives it back (refund). */
export const TRANSACTION_KINDS = ['payment', 'refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** A customer's account: waiting, let in or turned away. */
export const USER_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

export const GENDERS = ['male', 'female', 'other'] as const;
export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** A simple product sells one default variation; a variable one several. */
export const PRODUCT_TYPES = ['simple', 'variable'] as const;
export const productType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productType>;
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = { simple: 'Simple', variable: 'Variable' };

export const STOCK_STATUSES = ['In Stock', 'Out Of Stock'] as const;
export const stockStatus = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatus>;

/** Where the store's app shows a banner (spec 02 §3). */
export const BANNER_POSITIONS = [
  'Home',
  'Orders',
  'Categories',
  'Product',
  'Cart',
  'Profile',
  'Link',
] as const;
export const bannerPosition = z.enum(BANNER_POSITIONS);
export type BannerPosition = z.infer<typeof bannerPosition>;

/** A coupon takes a percentage (capped by its maximum) or a fixed amount off. */
export const COUPON_DISCOUNTS = ['percent', 'amount'] as const;
export const couponDiscount = z.enum(COUPON_DISCOUNTS);
export type CouponDiscount = z.infer<typeof couponDiscount>;
export const COUPON_DISCOUNT_LABELS: Record<CouponDiscount, string> = {
  percent: 'Percent',
  amount: 'Amount',
};

/** What an audit entry records (issue 12): the kind of change made through the API. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'enable',
  'disable',
  'delete',
  'reorder',
  'import',
  'price-update',
  'status',
  'password-change',
  'password-reset',
  'role-change',
  'sign-in',
  'sign-out',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;
