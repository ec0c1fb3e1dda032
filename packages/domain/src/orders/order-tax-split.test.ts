import { describe, expect, it } from 'vitest';
import { orderTaxSplit } from './order-tax-split';
import { priceOrder } from './price-order';

describe('orderTaxSplit', () => {
  it('takes the lines’ cess out of the taxed amount, to the paisa', () => {
    // A cola 3 × ₹40 at 28% + 12% cess (GST ₹26.25, cess ₹11.25) and a ₹34 exempt line.
    expect(orderTaxSplit({ taxedAmount: 37.5, lines: [{ cessAmount: 11.25 }, { cessAmount: 0 }] })).toEqual({
      gst: 26.25,
      cess: 11.25,
    });
    // 0.1 + 0.2 in floating point is not 0.3: worked in paise.
    expect(orderTaxSplit({ taxedAmount: 1, lines: [{ cessAmount: 0.1 }, { cessAmount: 0.2 }] })).toEqual({
      gst: 0.7,
      cess: 0.3,
    });
    expect(orderTaxSplit({ taxedAmount: 4.76, lines: [] })).toEqual({ gst: 4.76, cess: 0 });
  });

  it('gives back the GST and the cess priceOrder put together', () => {
    const line = {
      productId: 1,
      productsVariationId: 1,
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
      stockStatus: 'In Stock' as const,
      allowBackOrder: false,
    };
    const priced = priceOrder({
      lines: [line, { ...line, productsVariationId: 2, taxRate: 5, cessRate: 0, salePrice: 0, quantity: 1 }],
      customer: { previousOrders: 0, couponUses: 0 },
      settings: { deliveryCharge: 0, freeDeliveryThreshold: 0, maximumCashAllowed: 0, activateCOD: false },
      deliveryType: 'Store Pickup',
      paymentMethod: 'online',
      today: '2026-11-29',
    });
    const gst = priced.lines.reduce((sum, l) => sum + Math.round(l.taxedAmount * 100), 0) / 100;
    expect(orderTaxSplit(priced)).toEqual({ gst, cess: priced.cessAmount });
    expect(orderTaxSplit(priced)).toEqual({ gst: 28.39, cess: 11.25 });
  });
});
