import { describe, expect, it } from 'vitest';
import { cessShare, lineCess, type PricingInput, type PricingLineInput, priceOrder } from './price-order';

/** Compensation cess (issue 29): on the taxable value, to the paisa, on top of the price. */

const line = (over: Partial<PricingLineInput> = {}): PricingLineInput => ({
  productId: 1,
  productsVariationId: 11,
  name: 'Thums Up 750 ml',
  unitPrice: 45,
  salePrice: 40,
  quantity: 3,
  taxRate: 28,
  cessRate: 12,
  categoryIds: [],
  sellable: true,
  manageStock: false,
  stockQuantity: 0,
  stockStatus: 'In Stock',
  allowBackOrder: false,
  ...over,
});

const order = (lines: PricingLineInput[], over: Partial<PricingInput> = {}): PricingInput => ({
  lines,
  customer: { previousOrders: 0, couponUses: 0 },
  settings: { deliveryCharge: 49, freeDeliveryThreshold: 499, maximumCashAllowed: 5000, activateCOD: true },
  deliveryType: 'Home Delivery',
  paymentMethod: 'cod',
  today: '2026-11-24',
  ...over,
});

describe('lineCess', () => {
  it('takes the rate of the taxable value, rounded half up to the paisa', () => {
    expect(lineCess(93.75, 12)).toBe(11.25);
    // 70.31 × 12% = 8.4372 → 8.44; ₹1.00 at 12.5% is 12.5 paise, rounded half up to 13.
    expect(lineCess(70.31, 12)).toBe(8.44);
    expect(lineCess(1, 12.5)).toBe(0.13);
    expect(lineCess(100, 0)).toBe(0);
    expect(lineCess(1000, 400)).toBe(4000);
  });

  it('shares a line’s cess by quantity so the parts add up to it exactly', () => {
    // ₹10.00 over 3 units: 3.33, 3.34, 3.33.
    expect([cessShare(10, 3, 0, 1), cessShare(10, 3, 1, 2), cessShare(10, 3, 2, 3)]).toEqual([
      3.33, 3.34, 3.33,
    ]);
    expect(cessShare(10, 3, 0, 3)).toBe(10);
    expect(cessShare(0, 3, 0, 1)).toBe(0);
  });
});

describe('priceOrder: cess', () => {
  it('adds the cess to the line, the order’s tax and its grand total; the totals add up to the paisa', () => {
    const priced = priceOrder(
      order([
        line(),
        line({
          productsVariationId: 12,
          name: 'Atta',
          unitPrice: 300,
          salePrice: 0,
          quantity: 1,
          taxRate: 5,
          cessRate: 0,
        }),
      ]),
    );
    // Cola 3 × 40 = 120.00 at 28%: taxable 93.75, GST 26.25, cess 11.25. Atta 300.00 at 5%: 285.71 + 14.29.
    expect(
      priced.lines.map((l) => [l.subTotal, l.taxableValue, l.taxedAmount, l.cessRate, l.cessAmount]),
    ).toEqual([
      [120, 93.75, 26.25, 12, 11.25],
      [300, 285.71, 14.29, 0, 0],
    ]);
    expect(priced).toMatchObject({
      total: 420,
      taxableValue: 379.46,
      taxedAmount: 51.79, // 26.25 + 14.29 GST + 11.25 cess
      cessAmount: 11.25,
      shippingCharges: 49, // 420 of products is below 499: the cess does not count
      grandTotal: 480.25,
    });
    const paise = (n: number) => Math.round(n * 100);
    expect(
      paise(priced.total) -
        paise(priced.discountAmount) +
        paise(priced.shippingCharges) +
        paise(priced.cessAmount),
    ).toBe(paise(priced.grandTotal));
    expect(paise(priced.taxableValue) + paise(priced.taxedAmount)).toBe(
      paise(priced.total) + paise(priced.cessAmount),
    );
  });

  it('counts the cess in the cash-on-delivery cap', () => {
    // 100 × 40 = 4,000.00 + cess 12% of 3,125.00 = 375.00 → 4,375.00 ≤ 4,375.00 allowed, a paisa less refused.
    const settings = {
      deliveryCharge: 49,
      freeDeliveryThreshold: 499,
      maximumCashAllowed: 4375,
      activateCOD: true,
    };
    expect(priceOrder(order([line({ quantity: 100 })], { settings })).refusals).toEqual([]);
    const refused = priceOrder(
      order([line({ quantity: 100 })], { settings: { ...settings, maximumCashAllowed: 4374.99 } }),
    );
    expect(refused.refusals.map((r) => r.field)).toEqual(['paymentMethod']);
  });

  it('charges no cess when the tax has none (absent or 0)', () => {
    const { cessRate: _, ...withoutCess } = line();
    const priced = priceOrder(order([withoutCess]));
    expect(priced).toMatchObject({ cessAmount: 0, taxedAmount: 26.25, grandTotal: 169 });
  });
});
