import type { CouponDiscount, PaymentMethod, StockStatus } from '../enums';
import { formatInr } from '../format';

/**
 * An order's money, one pure function (issue 17): the placement, its live quote on the
 * `/order/add` screen, the invoice and the tests all call `priceOrder`, so the browser and the
 * server cannot disagree and the server never takes a total it is sent.
 *
 * Rules:
 * - A line is sold at its sale price when that is above 0, else at its unit price; its amount
 *   is that price times the quantity.
 * - Prices include GST. `lineTax` takes the tax out of a line's amount: the taxable value is
 *   amount ÷ (1 + rate/100) rounded half up to the paisa, and the tax is the rest
 *   (amount − taxable value), so taxable value + tax is always exactly the amount. The order's
 *   tax is the sum of its lines' taxes (never recomputed on the total), so the invoice's lines
 *   add up to its totals.
 * - Compensation cess (issue 29) is added on top of the GST-inclusive price: a line's cess is
 *   its tax's `cessRate` percent of the line's taxable value, rounded half up to the paisa
 *   (`lineCess`). The order's `taxedAmount` is its GST plus its cess, and its grand total adds
 *   the cess: products − discount + delivery + cess. Delivery's free threshold and the coupon
 *   read the products' prices, not the cess.
 * - The coupon (when one is entered) must exist, be enabled, be within its validity dates
 *   (India's day, both days included), have a use left (`totalAvailable` against its sold
 *   uses), be for first orders only when set (the customer has no sold order), be used once
 *   per customer when set, and the order must hold at least its minimum amount of products in
 *   its categories (all products when it has none). A percent coupon takes that percent of
 *   those products, at most its maximum discount when the maximum is above 0; an amount coupon
 *   takes its amount, at most the products it applies to. Discounts round half up to the paisa.
 *   The coupon's discount is off the bill: line taxes stay those of the prices charged.
 * - Delivery: Home Delivery pays `deliveryCharge` when the products less the discount come
 *   below `freeDeliveryThreshold`, nothing at or above it; Store Pickup pays no delivery.
 * - Cash on delivery is refused when the settings switch it off, or when the grand total is
 *   above `maximumCashAllowed` (exactly the maximum is allowed).
 * - A line that is disabled, or whose stock would not cover it (managed stock below the
 *   quantity, or unmanaged stock marked Out Of Stock) is refused unless its variation allows
 *   back orders.
 *
 * Every refusal is a sentence a person understands; a coupon that does not apply is also told
 * in `coupon.reason` so the screen can show why.
 */

export const DELIVERY_TYPES = ['Home Delivery', 'Store Pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export interface PricingLineInput {
  productId: number;
  productsVariationId: number;
  /** What a person calls it: "Aashirvaad Atta 5 kg". */
  name: string;
  unitPrice: number;
  salePrice: number;
  quantity: number;
  /** GST percent; 0 when the product is not taxable. */
  taxRate: number;
  /** Compensation cess percent of the taxable value; 0 (or absent) when none. */
  cessRate?: number;
  categoryIds: readonly number[];
  /** The product and the variation are enabled (and the variation not kept aside). */
  sellable: boolean;
  manageStock: boolean;
  stockQuantity: number;
  stockStatus: StockStatus;
  allowBackOrder: boolean;
}

export interface PricingCoupon {
  code: string;
  enabled: boolean;
  /** YYYY-MM-DD, both days included. */
  validFrom: string;
  validTill: string;
  minimumAmount: number;
  applyDiscount: CouponDiscount;
  percentAmount: number;
  discountAmount: number;
  maximumDiscountAmount: number;
  firstTimeUser: boolean;
  oneTimeUse: boolean;
  totalAvailable: number;
  /** Sold orders (any customer) that used it. */
  timesUsed: number;
  /** The categories it applies to; none: every product. */
  categories: readonly { id: number; name: string }[];
}

export interface PricingSettings {
  deliveryCharge: number;
  freeDeliveryThreshold: number;
  maximumCashAllowed: number;
  activateCOD: boolean;
}

export interface PricingInput {
  lines: readonly PricingLineInput[];
  /** The code typed, as typed; null or '' for none. */
  couponCode?: string | null;
  /** The coupon that code names, null when none does. */
  coupon?: PricingCoupon | null;
  customer: {
    /** The customer's sold orders (SOLD_STATUSES) before this one. */
    previousOrders: number;
    /** The customer's sold orders that used this coupon. */
    couponUses: number;
  };
  settings: PricingSettings;
  deliveryType: DeliveryType;
  paymentMethod: PaymentMethod;
  /** India's date today, YYYY-MM-DD. */
  today: string;
}

export interface PricedLine {
  productId: number;
  productsVariationId: number;
  name: string;
  unitPrice: number;
  salePrice: number;
  /** The price charged: the sale price when above 0, else the unit price. */
  price: number;
  quantity: number;
  /** price × quantity, tax included. */
  subTotal: number;
  taxRate: number;
  taxableValue: number;
  /** GST inside subTotal. */
  taxedAmount: number;
  cessRate: number;
  /** Compensation cess on the taxable value, added on top of subTotal. */
  cessAmount: number;
}

export interface PricingRefusal {
  field: string;
  message: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Sum of the lines' subTotal (tax included). */
  total: number;
  taxableValue: number;
  /** GST inside the total plus the cess added on top (the lines' taxedAmount + cessAmount). */
  taxedAmount: number;
  /** The lines' compensation cess, part of taxedAmount and of grandTotal. */
  cessAmount: number;
  discountAmount: number;
  shippingCharges: number;
  grandTotal: number;
  totalProducts: number;
  totalQuantity: number;
  coupon: { code: string; applied: boolean; reason: string | null; discountAmount: number } | null;
  /** Empty when the order may be placed. */
  refusals: PricingRefusal[];
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amountInPaise: number) => amountInPaise / 100;

/**
 * The GST inside a tax-inclusive amount: taxable value = amount ÷ (1 + rate/100), rounded
 * half up to the paisa; tax = amount − taxable value (so the two always add up to the amount).
 * Worked in whole paise: ₹100 at 5% is 10000 × 100 / 105 = 9523.8 → ₹95.24 taxable, ₹4.76 tax.
 */
export function lineTax(amount: number, ratePercent: number): { taxableValue: number; tax: number } {
  const amountPaise = paise(amount);
  const rateBasisPoints = Math.round(ratePercent * 100);
  if (rateBasisPoints <= 0) return { taxableValue: rupees(amountPaise), tax: 0 };
  const taxablePaise = Math.round((amountPaise * 10000) / (10000 + rateBasisPoints));
  return { taxableValue: rupees(taxablePaise), tax: rupees(amountPaise - taxablePaise) };
}

/**
 * Compensation cess on a taxable value: `cessRate` percent of it, rounded half up to the paisa.
 * ₹70.31 taxable at 12% is 7031 × 1200 / 10000 = 843.72 → ₹8.44.
 */
export function lineCess(taxableValue: number, cessRate: number): number {
  const rateBasisPoints = Math.round(cessRate * 100);
  if (rateBasisPoints <= 0) return 0;
  return rupees(Math.round((paise(taxableValue) * rateBasisPoints) / 10000));
}

/**
 * The cess of units `from`+1 to `to` of a line of `quantity` units whose cess is `cess`: the
 * line's cess shared by quantity, so the parts returned or credited one after another add up
 * to the line's cess exactly (the last units take what is left).
 */
export function cessShare(cess: number, quantity: number, from: number, to: number): number {
  if (quantity <= 0) return 0;
  const upTo = (units: number) => Math.round((paise(cess) * Math.min(units, quantity)) / quantity);
  return rupees(upTo(to) - upTo(from));
}

/** The price a line is charged: the sale price when above 0, else the unit price. */
export const linePrice = (line: { unitPrice: number; salePrice: number }) =>
  line.salePrice > 0 ? line.salePrice : line.unitPrice;

function stockRefusal(line: PricingLineInput): string | null {
  if (!line.sellable) return `${line.name} is not for sale now (it is disabled)`;
  if (line.allowBackOrder) return null;
  if (line.manageStock) {
    if (line.stockQuantity <= 0) return `${line.name} is out of stock`;
    if (line.quantity > line.stockQuantity)
      return `Only ${line.stockQuantity} of ${line.name} left in stock; ${line.quantity} asked`;
    return null;
  }
  return line.stockStatus === 'Out Of Stock' ? `${line.name} is out of stock` : null;
}

/** Why the coupon does not apply to this order, or its discount in paise. */
function couponOutcome(
  input: PricingInput,
  lines: readonly PricedLine[],
  inputs: readonly PricingLineInput[],
): { reason: string } | { discountPaise: number } {
  const code = (input.couponCode ?? '').trim().toUpperCase();
  const coupon = input.coupon;
  if (!coupon) return { reason: `No coupon has the code ${code}` };
  const name = `Coupon ${coupon.code}`;
  if (!coupon.enabled) return { reason: `${name} is switched off` };
  if (input.today < coupon.validFrom) return { reason: `${name} is valid from ${coupon.validFrom}` };
  if (input.today > coupon.validTill) return { reason: `${name} expired on ${coupon.validTill}` };
  if (coupon.timesUsed >= coupon.totalAvailable)
    return {
      reason: `${name} has been used up (${coupon.totalAvailable} ${coupon.totalAvailable === 1 ? 'use' : 'uses'} available, all taken)`,
    };
  if (coupon.firstTimeUser && input.customer.previousOrders > 0)
    return { reason: `${name} is for a customer's first order only, and this customer has ordered before` };
  if (coupon.oneTimeUse && input.customer.couponUses > 0)
    return { reason: `${name} can be used once per customer, and this customer has already used it` };
  const categoryIds = new Set(coupon.categories.map((category) => category.id));
  const categoryNames = coupon.categories.map((category) => category.name).join(', ');
  const eligiblePaise = lines.reduce((sum, line, index) => {
    const applies =
      categoryIds.size === 0 || (inputs[index]?.categoryIds ?? []).some((id) => categoryIds.has(id));
    return applies ? sum + paise(line.subTotal) : sum;
  }, 0);
  if (categoryIds.size > 0 && eligiblePaise === 0)
    return { reason: `${name} applies only to products in ${categoryNames}, and this order has none` };
  if (eligiblePaise < paise(coupon.minimumAmount)) {
    const scope = categoryIds.size > 0 ? ` of products in ${categoryNames}` : '';
    return {
      reason: `${name} needs at least ${formatInr(coupon.minimumAmount)}${scope}; this order has ${formatInr(rupees(eligiblePaise))}`,
    };
  }
  let discountPaise: number;
  if (coupon.applyDiscount === 'percent') {
    discountPaise = Math.round((eligiblePaise * coupon.percentAmount) / 100);
    if (coupon.maximumDiscountAmount > 0)
      discountPaise = Math.min(discountPaise, paise(coupon.maximumDiscountAmount));
  } else {
    discountPaise = paise(coupon.discountAmount);
  }
  return { discountPaise: Math.max(0, Math.min(discountPaise, eligiblePaise)) };
}

/** Prices an order from the store's own figures; see the rules above. */
export function priceOrder(input: PricingInput): PricedOrder {
  const refusals: PricingRefusal[] = [];
  if (input.lines.length === 0)
    refusals.push({ field: 'lines', message: 'Add at least one product to the order' });

  const lines: PricedLine[] = input.lines.map((line, index) => {
    const price = linePrice(line);
    const subTotalPaise = paise(price) * line.quantity;
    const { taxableValue, tax } = lineTax(rupees(subTotalPaise), line.taxRate);
    const cessRate = line.cessRate ?? 0;
    const refused = line.quantity >= 1 ? stockRefusal(line) : 'Quantity should be at least 1';
    if (refused) refusals.push({ field: `lines.${index}`, message: refused });
    return {
      productId: line.productId,
      productsVariationId: line.productsVariationId,
      name: line.name,
      unitPrice: line.unitPrice,
      salePrice: line.salePrice,
      price,
      quantity: line.quantity,
      subTotal: rupees(subTotalPaise),
      taxRate: line.taxRate,
      taxableValue,
      taxedAmount: tax,
      cessRate,
      cessAmount: lineCess(taxableValue, cessRate),
    };
  });

  const totalPaise = lines.reduce((sum, line) => sum + paise(line.subTotal), 0);
  const taxPaise = lines.reduce((sum, line) => sum + paise(line.taxedAmount), 0);
  const cessPaise = lines.reduce((sum, line) => sum + paise(line.cessAmount), 0);

  let coupon: PricedOrder['coupon'] = null;
  let discountPaise = 0;
  const code = (input.couponCode ?? '').trim();
  if (code !== '') {
    const outcome = couponOutcome(input, lines, input.lines);
    const shownCode = input.coupon?.code ?? code.toUpperCase();
    if ('reason' in outcome) {
      coupon = { code: shownCode, applied: false, reason: outcome.reason, discountAmount: 0 };
      refusals.push({ field: 'couponCode', message: outcome.reason });
    } else {
      discountPaise = outcome.discountPaise;
      coupon = { code: shownCode, applied: true, reason: null, discountAmount: rupees(discountPaise) };
    }
  }

  const goodsPaise = totalPaise - discountPaise;
  const shippingPaise =
    input.deliveryType === 'Home Delivery' &&
    lines.length > 0 &&
    goodsPaise < paise(input.settings.freeDeliveryThreshold)
      ? paise(input.settings.deliveryCharge)
      : 0;
  const grandPaise = goodsPaise + shippingPaise + cessPaise;

  if (input.paymentMethod === 'cod') {
    if (!input.settings.activateCOD)
      refusals.push({
        field: 'paymentMethod',
        message: 'Cash on delivery is switched off in the settings; choose online payment',
      });
    else if (grandPaise > paise(input.settings.maximumCashAllowed))
      refusals.push({
        field: 'paymentMethod',
        message: `Cash on delivery is allowed up to ${formatInr(input.settings.maximumCashAllowed)}, and this order comes to ${formatInr(rupees(grandPaise))}; choose online payment`,
      });
  }

  return {
    lines,
    total: rupees(totalPaise),
    taxableValue: rupees(totalPaise - taxPaise),
    taxedAmount: rupees(taxPaise + cessPaise),
    cessAmount: rupees(cessPaise),
    discountAmount: rupees(discountPaise),
    shippingCharges: rupees(shippingPaise),
    grandTotal: rupees(grandPaise),
    totalProducts: new Set(lines.map((line) => line.productsVariationId)).size,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon,
    refusals,
  };
}
