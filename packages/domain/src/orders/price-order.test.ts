import { describe, expect, it } from 'vitest';
import {
  lineTax,
  type PricingCoupon,
  type PricingInput,
  type PricingLineInput,
  priceOrder,
} from './price-order';

const line = (over: Partial<PricingLineInput> = {}): PricingLineInput => ({
  productId: 1,
  productsVariationId: 11,
  name: 'Atta 5 kg',
  unitPrice: 300,
  salePrice: 0,
  quantity: 1,
  taxRate: 5,
  categoryIds: [7],
  sellable: true,
  manageStock: false,
  stockQuantity: 0,
  stockStatus: 'In Stock',
  allowBackOrder: false,
  ...over,
});

const coupon = (over: Partial<PricingCoupon> = {}): PricingCoupon => ({
  code: 'SAVE10',
  enabled: true,
  validFrom: '2026-11-01',
  validTill: '2026-11-30',
  minimumAmount: 0,
  applyDiscount: 'percent',
  percentAmount: 10,
  discountAmount: 0,
  maximumDiscountAmount: 0,
  firstTimeUser: false,
  oneTimeUse: false,
  totalAvailable: 100,
  timesUsed: 0,
  categories: [],
  ...over,
});

const order = (over: Partial<PricingInput> = {}): PricingInput => ({
  lines: [line()],
  customer: { previousOrders: 0, couponUses: 0 },
  settings: { deliveryCharge: 49, freeDeliveryThreshold: 499, maximumCashAllowed: 5000, activateCOD: true },
  deliveryType: 'Home Delivery',
  paymentMethod: 'online',
  today: '2026-11-24',
  ...over,
});

const withCoupon = (over: Partial<PricingCoupon> = {}, rest: Partial<PricingInput> = {}) =>
  priceOrder(order({ couponCode: 'save10', coupon: coupon(over), ...rest }));

describe('lineTax: GST inside a tax-inclusive amount', () => {
  it('takes taxable value = amount ÷ (1 + rate/100) to the paisa, tax the rest', () => {
    expect(lineTax(105, 5)).toEqual({ taxableValue: 100, tax: 5 });
    // 100 / 1.05 = 95.238… → 95.24; tax 4.76.
    expect(lineTax(100, 5)).toEqual({ taxableValue: 95.24, tax: 4.76 });
    // 99.99 / 1.18 = 84.737… → 84.74; tax 15.25.
    expect(lineTax(99.99, 18)).toEqual({ taxableValue: 84.74, tax: 15.25 });
    // 1 / 1.12 = 0.892… → 0.89; tax 0.11.
    expect(lineTax(1, 12)).toEqual({ taxableValue: 0.89, tax: 0.11 });
  });

  it('rounds half up and always adds back to the amount', () => {
    // 10.25 / 1.025 = 10 exactly.
    expect(lineTax(10.25, 2.5)).toEqual({ taxableValue: 10, tax: 0.25 });
    // 2.05 / 1.28 = 1.6015625 → 1.60.
    expect(lineTax(2.05, 28)).toEqual({ taxableValue: 1.6, tax: 0.45 });
    // An exact half paisa rounds up: 3 paise at 20% is 3 × 100 / 120 = 2.5 → 3 taxable, 0 tax.
    expect(lineTax(0.03, 20)).toEqual({ taxableValue: 0.03, tax: 0 });
    for (const amount of [0.01, 3.33, 47.5, 199.99, 1234.56]) {
      for (const rate of [0, 5, 12, 18, 28]) {
        const { taxableValue, tax } = lineTax(amount, rate);
        expect(Math.round((taxableValue + tax) * 100)).toBe(Math.round(amount * 100));
      }
    }
  });

  it('has no tax at 0%', () => {
    expect(lineTax(250, 0)).toEqual({ taxableValue: 250, tax: 0 });
  });
});

describe('priceOrder: lines', () => {
  it('charges the sale price when above 0, else the unit price, and sums per line tax', () => {
    const priced = priceOrder(
      order({
        lines: [
          line({ unitPrice: 300, salePrice: 280, quantity: 2 }),
          line({ productId: 2, productsVariationId: 21, unitPrice: 99.99, salePrice: 0, taxRate: 18 }),
        ],
      }),
    );
    expect(priced.lines.map((l) => [l.price, l.subTotal, l.taxableValue, l.taxedAmount])).toEqual([
      [280, 560, 533.33, 26.67],
      [99.99, 99.99, 84.74, 15.25],
    ]);
    expect(priced.total).toBe(659.99);
    expect(priced.taxedAmount).toBe(41.92);
    expect(priced.taxableValue).toBe(618.07);
    expect(priced.shippingCharges).toBe(0);
    expect(priced.grandTotal).toBe(659.99);
    expect(priced.totalProducts).toBe(2);
    expect(priced.totalQuantity).toBe(3);
    expect(priced.refusals).toEqual([]);
  });

  it('refuses an empty order', () => {
    expect(priceOrder(order({ lines: [] })).refusals).toEqual([
      { field: 'lines', message: 'Add at least one product to the order' },
    ]);
  });

  it('refuses managed stock short of the quantity unless back orders are allowed', () => {
    const short = line({ manageStock: true, stockQuantity: 2, quantity: 3 });
    expect(priceOrder(order({ lines: [short] })).refusals).toEqual([
      { field: 'lines.0', message: 'Only 2 of Atta 5 kg left in stock; 3 asked' },
    ]);
    expect(priceOrder(order({ lines: [{ ...short, stockQuantity: 0 }] })).refusals[0]?.message).toBe(
      'Atta 5 kg is out of stock',
    );
    expect(priceOrder(order({ lines: [{ ...short, allowBackOrder: true }] })).refusals).toEqual([]);
    expect(priceOrder(order({ lines: [{ ...short, stockQuantity: 3 }] })).refusals).toEqual([]);
  });

  it('refuses unmanaged stock marked out of stock, and a disabled product', () => {
    expect(priceOrder(order({ lines: [line({ stockStatus: 'Out Of Stock' })] })).refusals[0]?.message).toBe(
      'Atta 5 kg is out of stock',
    );
    expect(priceOrder(order({ lines: [line({ sellable: false })] })).refusals[0]?.message).toBe(
      'Atta 5 kg is not for sale now (it is disabled)',
    );
  });
});

describe('priceOrder: delivery charge', () => {
  const at = (amount: number, deliveryType: PricingInput['deliveryType'] = 'Home Delivery') =>
    priceOrder(order({ lines: [line({ unitPrice: amount })], deliveryType }));

  it('charges below the threshold and is free at exactly the threshold and above', () => {
    expect(at(498.99).shippingCharges).toBe(49);
    expect(at(498.99).grandTotal).toBe(547.99);
    expect(at(499).shippingCharges).toBe(0);
    expect(at(499).grandTotal).toBe(499);
    expect(at(500).shippingCharges).toBe(0);
  });

  it('compares the products after the coupon discount', () => {
    const priced = withCoupon(
      { applyDiscount: 'amount', discountAmount: 50 },
      { lines: [line({ unitPrice: 520 })] },
    );
    expect(priced.discountAmount).toBe(50);
    expect(priced.shippingCharges).toBe(49);
    expect(priced.grandTotal).toBe(519);
  });

  it('charges nothing for a store pickup', () => {
    expect(at(100, 'Store Pickup').shippingCharges).toBe(0);
  });
});

describe('priceOrder: cash on delivery', () => {
  const cod = (amount: number, activateCOD = true) =>
    priceOrder(
      order({
        lines: [line({ unitPrice: amount })],
        paymentMethod: 'cod',
        settings: { deliveryCharge: 49, freeDeliveryThreshold: 499, maximumCashAllowed: 5000, activateCOD },
      }),
    ).refusals;

  it('allows up to exactly the maximum and refuses above it, saying how much', () => {
    expect(cod(5000)).toEqual([]);
    expect(cod(5000.01)).toEqual([
      {
        field: 'paymentMethod',
        message:
          'Cash on delivery is allowed up to ₹5,000.00, and this order comes to ₹5,000.01; choose online payment',
      },
    ]);
  });

  it('counts the delivery charge in the cap', () => {
    // 450 + 49 delivery = 499 against a cap of 498.
    const refusals = priceOrder(
      order({
        lines: [line({ unitPrice: 450 })],
        paymentMethod: 'cod',
        settings: {
          deliveryCharge: 49,
          freeDeliveryThreshold: 499,
          maximumCashAllowed: 498,
          activateCOD: true,
        },
      }),
    ).refusals;
    expect(refusals[0]?.message).toContain('this order comes to ₹499.00');
  });

  it('refuses when COD is switched off, and online payment is never refused for its amount', () => {
    expect(cod(100, false)).toEqual([
      {
        field: 'paymentMethod',
        message: 'Cash on delivery is switched off in the settings; choose online payment',
      },
    ]);
    expect(priceOrder(order({ lines: [line({ unitPrice: 99999 })] })).refusals).toEqual([]);
  });
});

describe('priceOrder: coupons', () => {
  it('takes a percent of the products, capped by the maximum discount when above 0', () => {
    const lines = [line({ unitPrice: 1000 })];
    expect(withCoupon({}, { lines }).discountAmount).toBe(100);
    expect(withCoupon({ maximumDiscountAmount: 75 }, { lines }).discountAmount).toBe(75);
    expect(withCoupon({ percentAmount: 12.5 }, { lines: [line({ unitPrice: 333.33 })] }).discountAmount).toBe(
      41.67,
    );
    const priced = withCoupon({}, { lines });
    expect(priced.coupon).toEqual({ code: 'SAVE10', applied: true, reason: null, discountAmount: 100 });
    expect(priced.grandTotal).toBe(900);
    expect(priced.refusals).toEqual([]);
  });

  it('takes a fixed amount, never more than the products it applies to', () => {
    expect(withCoupon({ applyDiscount: 'amount', discountAmount: 60 }).discountAmount).toBe(60);
    expect(
      withCoupon({ applyDiscount: 'amount', discountAmount: 600 }, { lines: [line({ unitPrice: 300 })] })
        .discountAmount,
    ).toBe(300);
  });

  const reason = (over: Partial<PricingCoupon>, rest: Partial<PricingInput> = {}) => {
    const priced = withCoupon(over, rest);
    expect(priced.discountAmount).toBe(0);
    expect(priced.coupon?.applied).toBe(false);
    expect(priced.refusals).toContainEqual({ field: 'couponCode', message: priced.coupon?.reason });
    return priced.coupon?.reason;
  };

  it('names an unknown code', () => {
    const priced = priceOrder(order({ couponCode: ' nope ', coupon: null }));
    expect(priced.coupon?.reason).toBe('No coupon has the code NOPE');
    expect(priced.refusals).toEqual([{ field: 'couponCode', message: 'No coupon has the code NOPE' }]);
  });

  it('refuses a switched-off coupon', () => {
    expect(reason({ enabled: false })).toBe('Coupon SAVE10 is switched off');
  });

  it('holds the validity dates, both days included', () => {
    expect(reason({ validFrom: '2026-11-25' })).toBe('Coupon SAVE10 is valid from 2026-11-25');
    expect(reason({ validTill: '2026-11-23' })).toBe('Coupon SAVE10 expired on 2026-11-23');
    expect(withCoupon({ validFrom: '2026-11-24', validTill: '2026-11-24' }).coupon?.applied).toBe(true);
  });

  it('refuses below its minimum amount, and takes it at exactly the minimum', () => {
    expect(reason({ minimumAmount: 500 })).toBe(
      'Coupon SAVE10 needs at least ₹500.00; this order has ₹300.00',
    );
    expect(withCoupon({ minimumAmount: 300 }).coupon?.applied).toBe(true);
  });

  it('is for first orders only when set', () => {
    expect(reason({ firstTimeUser: true }, { customer: { previousOrders: 1, couponUses: 0 } })).toBe(
      "Coupon SAVE10 is for a customer's first order only, and this customer has ordered before",
    );
    expect(withCoupon({ firstTimeUser: true }).coupon?.applied).toBe(true);
  });

  it('is used once per customer when set', () => {
    expect(reason({ oneTimeUse: true }, { customer: { previousOrders: 3, couponUses: 1 } })).toBe(
      'Coupon SAVE10 can be used once per customer, and this customer has already used it',
    );
    expect(
      withCoupon({ oneTimeUse: true }, { customer: { previousOrders: 3, couponUses: 0 } }).coupon?.applied,
    ).toBe(true);
  });

  it('stops when every use available is taken', () => {
    expect(reason({ totalAvailable: 5, timesUsed: 5 })).toBe(
      'Coupon SAVE10 has been used up (5 uses available, all taken)',
    );
    expect(withCoupon({ totalAvailable: 5, timesUsed: 4 }).coupon?.applied).toBe(true);
  });

  it('applies only to products in its categories, and counts only those for the minimum', () => {
    const categories = [{ id: 9, name: 'Fruits' }];
    expect(reason({ categories })).toBe(
      'Coupon SAVE10 applies only to products in Fruits, and this order has none',
    );
    const lines = [
      line({ unitPrice: 200, categoryIds: [9] }),
      line({ productId: 2, productsVariationId: 21, unitPrice: 800, categoryIds: [7] }),
    ];
    expect(withCoupon({ categories }, { lines }).discountAmount).toBe(20);
    expect(reason({ categories, minimumAmount: 250 }, { lines })).toBe(
      'Coupon SAVE10 needs at least ₹250.00 of products in Fruits; this order has ₹200.00',
    );
  });
});
