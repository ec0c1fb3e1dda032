import { describe, expect, it } from 'vitest';
import {
  type CatalogueVariation,
  type ChangedOrderFacts,
  changeOutcome,
  changePricingInput,
  changeTimelineText,
  ORDER_CHANGE_MESSAGES,
  orderChangeRequest,
  type PlacedLine,
  planOrderChange,
  refusedChange,
} from './order-change';
import { priceOrder } from './price-order';

const variation = (id: number, values: Partial<CatalogueVariation> = {}): CatalogueVariation => ({
  productId: 100 + id,
  productsVariationId: id,
  name: `Product ${id}`,
  unitPrice: 100,
  salePrice: 0,
  taxRate: 5,
  categoryIds: [],
  sellable: true,
  manageStock: true,
  stockQuantity: 10,
  stockStatus: 'In Stock',
  allowBackOrder: false,
  ...values,
});

const placedLine = (id: number, quantity: number, values: Partial<PlacedLine> = {}): PlacedLine => ({
  productsVariationId: id,
  productId: 100 + id,
  unitPrice: 100,
  salePrice: 0,
  quantity,
  taxRate: 5,
  cessRate: 0,
  ...values,
});

const catalogue = (...variations: CatalogueVariation[]) =>
  new Map(variations.map((v) => [v.productsVariationId, v]));

const facts = (values: Partial<ChangedOrderFacts> = {}): ChangedOrderFacts => ({
  deliveryType: 'Home Delivery',
  paymentMethod: 'cod',
  placedDay: '2026-04-10',
  coupon: null,
  customer: { previousOrders: 0, couponUses: 0 },
  settings: { deliveryCharge: 49, freeDeliveryThreshold: 499, maximumCashAllowed: 5000, activateCOD: true },
  ...values,
});

const money = { amountReceived: 0, amountRefunded: 0, returnedAmount: 0 };

describe('planOrderChange', () => {
  it('a short pick, a removal, an addition: each line was → now, and the stock that moves', () => {
    const plan = planOrderChange(
      [placedLine(1, 3), placedLine(2, 1), placedLine(3, 2)],
      [
        { productsVariationId: 1, quantity: 1 },
        { productsVariationId: 3, quantity: 2 },
        { productsVariationId: 4, quantity: 2 },
      ],
      catalogue(variation(1), variation(2), variation(3), variation(4)),
    );
    expect(plan.changes).toEqual([
      { productsVariationId: 1, name: 'Product 1', was: 3, now: 1 },
      { productsVariationId: 2, name: 'Product 2', was: 1, now: 0 },
      { productsVariationId: 4, name: 'Product 4', was: 0, now: 2 },
    ]);
    expect(plan.stockMoves).toEqual([
      { productsVariationId: 1, productId: 101, take: -2 },
      { productsVariationId: 2, productId: 102, take: -1 },
      { productsVariationId: 4, productId: 104, take: 2 },
    ]);
    expect(plan.lines.map((line) => [line.productsVariationId, line.quantity])).toEqual([
      [1, 1],
      [3, 2],
      [4, 2],
    ]);
    expect(plan.unknown).toEqual([]);
  });

  it('a line on the order keeps its placed prices; a new line takes the price of today', () => {
    const plan = planOrderChange(
      [placedLine(1, 1, { unitPrice: 80, salePrice: 75 })],
      [
        { productsVariationId: 1, quantity: 2 },
        { productsVariationId: 2, quantity: 1 },
      ],
      catalogue(
        variation(1, { unitPrice: 120, salePrice: 110 }),
        variation(2, { unitPrice: 60, salePrice: 55 }),
      ),
    );
    const priced = priceOrder(changePricingInput(plan, facts()));
    expect(priced.lines.map((line) => [line.unitPrice, line.salePrice, line.subTotal])).toEqual([
      [80, 75, 150],
      [60, 55, 55],
    ]);
  });

  it('a line on the order keeps the GST and cess it was placed at; a new line takes the tax of today', () => {
    const plan = planOrderChange(
      [placedLine(1, 1, { unitPrice: 112, taxRate: 12, cessRate: 0 })],
      [
        { productsVariationId: 1, quantity: 2 },
        { productsVariationId: 2, quantity: 1 },
      ],
      catalogue(
        variation(1, { unitPrice: 112, taxRate: 18, cessRate: 12 }),
        variation(2, { unitPrice: 118, taxRate: 18, cessRate: 12 }),
      ),
    );
    const priced = priceOrder(changePricingInput(plan, facts()));
    expect(
      priced.lines.map((line) => [line.taxRate, line.taxedAmount, line.cessRate, line.cessAmount]),
    ).toEqual([
      [12, 24, 0, 0],
      [18, 18, 12, 12],
    ]);
  });

  it("counts the order's own quantity as in stock: 2 held + 1 left covers 3, not 4", () => {
    const order = [placedLine(1, 2)];
    const shelf = catalogue(variation(1, { stockQuantity: 1 }));
    const three = priceOrder(
      changePricingInput(planOrderChange(order, [{ productsVariationId: 1, quantity: 3 }], shelf), facts()),
    );
    expect(three.refusals).toEqual([]);
    const four = priceOrder(
      changePricingInput(planOrderChange(order, [{ productsVariationId: 1, quantity: 4 }], shelf), facts()),
    );
    expect(four.refusals).toEqual([
      { field: 'lines.0', message: 'Only 3 of Product 1 left in stock; 4 asked' },
    ]);
  });

  it('a line that does not grow takes nothing, so it is not refused for stock or being switched off', () => {
    const plan = planOrderChange(
      [placedLine(1, 2), placedLine(2, 1)],
      [{ productsVariationId: 1, quantity: 1 }],
      catalogue(variation(1, { stockQuantity: 0, sellable: false }), variation(2)),
    );
    expect(priceOrder(changePricingInput(plan, facts())).refusals).toEqual([]);
    const grown = planOrderChange(
      [placedLine(1, 2)],
      [{ productsVariationId: 1, quantity: 3 }],
      catalogue(variation(1, { stockQuantity: 5, sellable: false })),
    );
    expect(priceOrder(changePricingInput(grown, facts())).refusals[0]?.message).toMatch(/not for sale/);
  });

  it('adds up a variation asked twice or placed on two lines, and names an unknown one', () => {
    const plan = planOrderChange(
      [placedLine(1, 1), placedLine(1, 2)],
      [
        { productsVariationId: 1, quantity: 1 },
        { productsVariationId: 1, quantity: 1 },
        { productsVariationId: 9, quantity: 1 },
      ],
      catalogue(variation(1)),
    );
    expect(plan.changes).toEqual([{ productsVariationId: 1, name: 'Product 1', was: 3, now: 2 }]);
    expect(plan.unknown).toEqual([{ index: 1, productsVariationId: 9 }]);
  });
});

describe('changeOutcome', () => {
  const coupon = {
    code: 'FRESH50',
    enabled: false,
    validFrom: '2026-04-01',
    validTill: '2026-04-15',
    minimumAmount: 300,
    applyDiscount: 'amount' as const,
    percentAmount: 0,
    discountAmount: 50,
    maximumDiscountAmount: 0,
    firstTimeUser: false,
    oneTimeUse: false,
    totalAvailable: 10,
    timesUsed: 3,
    categories: [],
  };

  it('keeps a coupon switched off since placement while the lines still meet it', () => {
    const plan = planOrderChange(
      [placedLine(1, 4)],
      [{ productsVariationId: 1, quantity: 3 }],
      catalogue(variation(1)),
    );
    const outcome = changeOutcome(priceOrder(changePricingInput(plan, facts({ coupon }))), money);
    expect(outcome.couponDropped).toBeNull();
    expect(outcome.priced.discountAmount).toBe(50);
    expect(outcome.priced.grandTotal).toBe(300 - 50 + 49);
  });

  it('drops the coupon with the reason when the lines no longer meet it, and is not refused for it', () => {
    const plan = planOrderChange(
      [placedLine(1, 4)],
      [{ productsVariationId: 1, quantity: 2 }],
      catalogue(variation(1)),
    );
    const outcome = changeOutcome(priceOrder(changePricingInput(plan, facts({ coupon }))), money);
    expect(outcome.couponDropped).toBe('Coupon FRESH50 needs at least ₹300.00; this order has ₹200.00');
    expect(outcome.refusals).toEqual([]);
    expect(outcome.priced.refusals).toEqual([]);
    expect(outcome.priced.discountAmount).toBe(0);
  });

  it("judges the coupon's dates on the day the order was placed", () => {
    const plan = planOrderChange(
      [placedLine(1, 4)],
      [{ productsVariationId: 1, quantity: 3 }],
      catalogue(variation(1)),
    );
    const placedLate = changePricingInput(plan, facts({ coupon, placedDay: '2026-04-16' }));
    expect(changeOutcome(priceOrder(placedLate), money).couponDropped).toBe(
      'Coupon FRESH50 expired on 2026-04-15',
    );
  });

  it('refuses a cash-on-delivery order taken above the cash limit', () => {
    const plan = planOrderChange(
      [placedLine(1, 1)],
      [{ productsVariationId: 1, quantity: 60 }],
      catalogue(variation(1, { stockQuantity: 100 })),
    );
    const outcome = changeOutcome(priceOrder(changePricingInput(plan, facts())), money);
    expect(outcome.refusals).toEqual([
      {
        field: 'paymentMethod',
        message:
          'Cash on delivery is allowed up to ₹5,000.00, and this order comes to ₹6,000.00; choose online payment',
      },
    ]);
  });

  it('a new total below what was received is a refund due', () => {
    const plan = planOrderChange(
      [placedLine(1, 5)],
      [{ productsVariationId: 1, quantity: 4 }],
      catalogue(variation(1)),
    );
    const outcome = changeOutcome(priceOrder(changePricingInput(plan, facts({ paymentMethod: 'online' }))), {
      ...money,
      amountReceived: 500,
    });
    expect(outcome.priced.grandTotal).toBe(449);
    expect(outcome.money).toMatchObject({ due: 0, refundDue: 51, badge: 'Refund due' });
  });
});

describe('the change request and its refusals', () => {
  const valid = {
    lines: [{ productsVariationId: 1, quantity: 1 }],
    reason: ' Out of stock ',
    updatedTimestamp: '2026-04-10T10:00:00.000Z',
  };

  it('asks for a reason and at least one line, in the staff words', () => {
    expect(orderChangeRequest.parse(valid).reason).toBe('Out of stock');
    const empty = orderChangeRequest.safeParse({ ...valid, lines: [] });
    expect(empty.error?.issues[0]?.message).toBe(ORDER_CHANGE_MESSAGES.empty);
    const noReason = orderChangeRequest.safeParse({ ...valid, reason: '  ' });
    expect(noReason.error?.issues[0]?.message).toBe(ORDER_CHANGE_MESSAGES.reason);
    const zero = orderChangeRequest.safeParse({ ...valid, lines: [{ productsVariationId: 1, quantity: 0 }] });
    expect(zero.error?.issues[0]?.message).toBe('Quantity should be at least 1');
  });

  it('only an order still Order Placed is changed; after dispatch, a return instead', () => {
    expect(refusedChange('Order Placed')).toBeUndefined();
    for (const status of ['Out for Delivery', 'Order Delivered', 'Partial Payment'] as const)
      expect(refusedChange(status)).toMatch(/record a return instead/);
    expect(refusedChange('Order Cancelled')).toMatch(/cancelled/);
    expect(refusedChange('In Cart')).toMatch(/cart/);
  });

  it('the timeline lists each line was → now, with the reason and a dropped coupon', () => {
    expect(
      changeTimelineText(
        'Out of stock',
        [
          { productsVariationId: 1, name: 'Atta 5 kg', was: 2, now: 1 },
          { productsVariationId: 2, name: 'Toor Dal 1 kg', was: 1, now: 0 },
          { productsVariationId: 3, name: 'Moong Dal 1 kg', was: 0, now: 1 },
        ],
        'Coupon FRESH50 needs at least ₹300.00; this order has ₹200.00',
      ),
    ).toBe(
      'Items changed (Out of stock): Atta 5 kg 2 → 1; Toor Dal 1 kg removed (was 1); Moong Dal 1 kg added × 1. Coupon dropped: Coupon FRESH50 needs at least ₹300.00; this order has ₹200.00',
    );
  });
});
