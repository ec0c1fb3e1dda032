import { z } from 'zod';
import { int } from '../answers';
import { COUPON_DISCOUNTS, PAYMENT_METHODS, STOCK_STATUSES } from '../enums';
import { idOf } from '../validation';
import { DELIVERY_TYPES } from './price-order';

/**
 * Placing an order for a customer (`POST /api/orders`, issue 17) and its live quote
 * (`POST /api/orders/quote`): what the staff choose. Prices, taxes, the discount, the delivery
 * charge and every total are the server's (priceOrder over the database's figures): a total
 * sent with the request is not read.
 */
export const CHOOSE_CUSTOMER_MESSAGE = 'Please choose a customer';
export const CHOOSE_ADDRESS_MESSAGE = 'Please choose a delivery address or add one';

const newAddress = z.object({
  name: z.string().trim().min(1, 'Please enter name').max(100, 'Length should be 1 to 100'),
  line1: z.string().trim().min(1, 'Please enter address line 1').max(200),
  line2: z.string().trim().max(200).nullish(),
  pincodeId: idOf('Please enter Pincode'),
});

export const orderPlacement = z.object({
  userId: idOf(CHOOSE_CUSTOMER_MESSAGE),
  deliveryType: z.enum(DELIVERY_TYPES, { error: 'Please choose Home Delivery or Store Pickup' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
  /** One of the customer's addresses; or `newAddress`, saved on the customer. */
  addressId: idOf('Please choose an address').nullish(),
  newAddress: newAddress.nullish(),
  couponCode: z.string().trim().max(15, 'A coupon code has at most 15 characters').nullish(),
  comments: z.string().trim().max(1000).nullish(),
  lines: z
    .array(
      z.object({
        productsVariationId: idOf('Please choose a product'),
        quantity: int.min(1, 'Quantity should be at least 1').max(9999, 'Quantity should be at most 9999'),
      }),
    )
    .min(1, 'Add at least one product to the order')
    .max(200, 'An order has at most 200 lines'),
});
export type OrderPlacement = z.infer<typeof orderPlacement>;

/** The quote takes the same choices; the customer and the lines may still be missing. */
export const orderQuoteRequest = orderPlacement.extend({
  userId: idOf(CHOOSE_CUSTOMER_MESSAGE).nullish(),
  lines: orderPlacement.shape.lines.element.array().max(200, 'An order has at most 200 lines'),
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequest>;

const pricingRefusal = z.object({ field: z.string(), message: z.string() });

/** What `priceOrder` answers, as JSON. */
export const pricedOrderAnswer = z.object({
  lines: z.array(
    z.object({
      productId: int,
      productsVariationId: int,
      name: z.string(),
      unitPrice: z.number(),
      salePrice: z.number(),
      price: z.number(),
      quantity: int,
      subTotal: z.number(),
      taxRate: z.number(),
      taxableValue: z.number(),
      taxedAmount: z.number(),
      cessRate: z.number(),
      cessAmount: z.number(),
    }),
  ),
  total: z.number(),
  taxableValue: z.number(),
  /** GST inside the total plus the cess on top. */
  taxedAmount: z.number(),
  cessAmount: z.number(),
  discountAmount: z.number(),
  shippingCharges: z.number(),
  grandTotal: z.number(),
  totalProducts: int,
  totalQuantity: int,
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      reason: z.string().nullable(),
      discountAmount: z.number(),
    })
    .nullable(),
  refusals: z.array(pricingRefusal),
});

/**
 * The quote: the priced order and the figures it was priced from (the settings, the coupon,
 * the customer's counts, India's date), so the screen reprices as the staff type with the same
 * function and the server confirms.
 */
export const orderQuoteAnswer = z.object({
  priced: pricedOrderAnswer,
  settings: z.object({
    deliveryCharge: z.number(),
    freeDeliveryThreshold: z.number(),
    maximumCashAllowed: z.number(),
    activateCOD: z.boolean(),
  }),
  coupon: z
    .object({
      code: z.string(),
      enabled: z.boolean(),
      validFrom: z.string(),
      validTill: z.string(),
      minimumAmount: z.number(),
      applyDiscount: z.enum(COUPON_DISCOUNTS),
      percentAmount: z.number(),
      discountAmount: z.number(),
      maximumDiscountAmount: z.number(),
      firstTimeUser: z.boolean(),
      oneTimeUse: z.boolean(),
      totalAvailable: int,
      timesUsed: int,
      categories: z.array(z.object({ id: int, name: z.string() })),
    })
    .nullable(),
  customer: z.object({ previousOrders: int, couponUses: int }),
  today: z.string(),
});
export type OrderQuoteAnswer = z.infer<typeof orderQuoteAnswer>;

/** A product variation the screen can add, with what pricing and stock need. */
export const placementProduct = z.object({
  productId: int,
  productsVariationId: int,
  productName: z.string(),
  variationName: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPrice: z.number(),
  salePrice: z.number(),
  mrp: z.number().nullable(),
  taxRate: z.number(),
  /** Compensation cess percent of the taxable value (0 when none). */
  cessRate: z.number(),
  categoryIds: z.array(int),
  sellable: z.boolean(),
  manageStock: z.boolean(),
  stockQuantity: int,
  stockStatus: z.enum(STOCK_STATUSES),
  allowBackOrder: z.boolean(),
});
export type PlacementProduct = z.infer<typeof placementProduct>;

export const placementAddress = z.object({
  id: int,
  name: z.string(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
});
export type PlacementAddress = z.infer<typeof placementAddress>;

export const placementCustomer = z.object({
  id: int,
  fullName: z.string(),
  mobileNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  enabled: z.boolean(),
});
export type PlacementCustomer = z.infer<typeof placementCustomer>;

export const placementPincode = z.object({
  id: int,
  pincode: z.string(),
  pincodeName: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PlacementPincode = z.infer<typeof placementPincode>;
