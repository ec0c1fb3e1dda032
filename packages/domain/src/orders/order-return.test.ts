import { describe, expect, it } from 'vitest';
import {
  orderReturnRequest,
  priceReturn,
  RETURN_MESSAGES,
  type ReturnableLine,
  returnTimelineText,
} from './order-return';
import { lineTax } from './price-order';

/** A line as the placement prices it: price × quantity, GST inside by lineTax. */
const line = (over: Partial<ReturnableLine> & { price: number; quantity: number; taxRate: number }) => {
  const subTotal = Math.round(over.price * over.quantity * 100) / 100;
  return {
    orderLineId: 1,
    productsVariationId: 10,
    name: 'Amul Taaza Milk 1 L',
    subTotal,
    taxedAmount: lineTax(subTotal, over.taxRate).tax,
    returnedQuantity: 0,
    returnedSubTotal: 0,
    returnedTaxedAmount: 0,
    ...over,
  } satisfies ReturnableLine;
};

const priced = (
  lines: ReturnableLine[],
  asked: { productsVariationId: number; quantity: number; restock?: boolean }[],
) => {
  const answer = priceReturn(
    lines,
    asked.map((want) => ({ restock: true, ...want })),
  );
  if ('refusal' in answer) throw new Error(answer.refusal.message);
  return answer;
};

describe('pricing a return', () => {
  it('prices each returned unit at the price charged on its line, GST inside at the line’s rate', () => {
    // 3 × ₹33.33 at 5%: one unit back is ₹33.33, GST 33.33 − 31.74 = 1.59.
    const milk = line({ price: 33.33, quantity: 3, taxRate: 5 });
    const answer = priced([milk], [{ productsVariationId: 10, quantity: 1, restock: false }]);
    expect(answer).toEqual({
      lines: [
        {
          orderLineId: 1,
          productsVariationId: 10,
          name: 'Amul Taaza Milk 1 L',
          quantity: 1,
          restock: false,
          subTotal: 33.33,
          taxedAmount: 1.59,
          cessAmount: 0,
        },
      ],
      amount: 33.33,
      taxedAmount: 1.59,
      cessAmount: 0,
    });
  });

  it('prices a line’s last units as what is left of it, so its returns add up to the line to the paisa', () => {
    // ₹100 for 3 (a line whose amount is not 3 × a price, as a weighed line can be).
    const odd = { ...line({ price: 33.33, quantity: 3, taxRate: 12 }), subTotal: 100, taxedAmount: 10.71 };
    const first = priced([odd], [{ productsVariationId: 10, quantity: 1 }]);
    expect(first.amount).toBe(33.33);
    const after = {
      ...odd,
      returnedQuantity: 1,
      returnedSubTotal: first.amount,
      returnedTaxedAmount: first.taxedAmount,
    };
    const last = priced([after], [{ productsVariationId: 10, quantity: 2 }]);
    expect(last.amount).toBe(66.67);
    expect(Math.round((first.taxedAmount + last.taxedAmount) * 100)).toBe(1071);
    expect(Math.round((first.amount + last.amount) * 100)).toBe(10000);
  });

  it('adds up several lines in paise and spreads one variation over the lines that hold it', () => {
    const atta = line({ orderLineId: 1, productsVariationId: 10, price: 0.1, quantity: 1, taxRate: 0 });
    const again = line({ orderLineId: 2, productsVariationId: 10, price: 0.1, quantity: 2, taxRate: 0 });
    const ghee = line({ orderLineId: 3, productsVariationId: 11, price: 0.2, quantity: 1, taxRate: 12 });
    const answer = priced(
      [atta, again, ghee],
      [
        { productsVariationId: 10, quantity: 2 },
        { productsVariationId: 11, quantity: 1, restock: false },
      ],
    );
    expect(answer.lines.map((l) => [l.orderLineId, l.quantity, l.restock])).toEqual([
      [1, 1, true],
      [2, 1, true],
      [3, 1, false],
    ]);
    expect(answer.amount).toBe(0.4);
  });

  it('refuses more than was delivered less what came back before, naming the product and what is left', () => {
    const milk = line({ price: 32, quantity: 3, taxRate: 0, returnedQuantity: 1, returnedSubTotal: 32 });
    const answer = priceReturn([milk], [{ productsVariationId: 10, quantity: 3, restock: true }]);
    expect(answer).toEqual({
      refusal: {
        statusCode: 409,
        field: 'lines.0.quantity',
        message: 'Only 2 of Amul Taaza Milk 1 L can still be returned; 3 asked',
      },
    });
    const all = { ...milk, returnedQuantity: 3, returnedSubTotal: 96 };
    expect(priceReturn([all], [{ productsVariationId: 10, quantity: 1, restock: true }])).toMatchObject({
      refusal: {
        message: 'Nothing more of Amul Taaza Milk 1 L can be returned: all of it was returned before',
      },
    });
  });

  it('refuses a product that is not on the order (400)', () => {
    const answer = priceReturn(
      [line({ price: 32, quantity: 1, taxRate: 0 })],
      [{ productsVariationId: 99, quantity: 1, restock: true }],
    );
    expect(answer).toEqual({
      refusal: {
        statusCode: 400,
        field: 'lines.0.productsVariationId',
        message: RETURN_MESSAGES.notOnOrder(99),
      },
    });
  });
});

describe('the return request', () => {
  const errors = (body: unknown) =>
    orderReturnRequest.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('says what is missing in a staff member’s words', () => {
    expect(errors({ lines: [], reason: ' ' })).toEqual([
      ['lines', 'Choose at least one item to return'],
      ['reason', 'Please enter why the items came back'],
    ]);
    expect(
      errors({
        lines: [{ productsVariationId: 1, quantity: 0, restock: 'yes' }],
        reason: 'spoilt',
        refund: { amount: 0, method: 'cheque' },
      }),
    ).toEqual([
      ['lines.0.quantity', 'Quantity to return should be at least 1'],
      ['lines.0.restock', 'Please say whether it goes back to stock or is damaged'],
      ['refund.amount', 'Please enter a refund amount above ₹0'],
      ['refund.method', 'Please choose a method: cash, UPI, card, online or bank transfer'],
    ]);
    expect(
      errors({
        lines: [{ productsVariationId: 1, quantity: 1, restock: true }],
        reason: 'x',
        refund: { amount: 1.234, method: 'cash' },
      }),
    ).toEqual([['refund.amount', 'At most 2 decimals']]);
  });

  it('takes each product once', () => {
    const twice = { productsVariationId: 1, quantity: 1, restock: true };
    expect(errors({ lines: [twice, twice], reason: 'spoilt' })).toEqual([['lines', RETURN_MESSAGES.twice]]);
    expect(errors({ lines: [twice], reason: ' spoilt ', refund: null })).toBeUndefined();
  });
});

describe('the return on the timeline', () => {
  it('says what came back, damaged or not, why, and the refund', () => {
    expect(
      returnTimelineText([{ name: 'Amul Taaza Milk 1 L', quantity: 1, restock: false }], 'spoilt', {
        amount: 32,
        method: 'cash',
      }),
    ).toBe('Returned 1 × Amul Taaza Milk 1 L (damaged): spoilt; refund ₹32.00 by cash');
    expect(
      returnTimelineText(
        [
          { name: 'Atta 5 kg', quantity: 2, restock: true },
          { name: 'Ghee 1 l', quantity: 1, restock: false },
        ],
        'wrong item',
        { amount: 1250.5, method: 'upi' },
      ),
    ).toBe('Returned 2 × Atta 5 kg, 1 × Ghee 1 l (damaged): wrong item; refund ₹1,250.50 by UPI');
    expect(returnTimelineText([{ name: 'Atta 5 kg', quantity: 1, restock: true }], 'not needed')).toBe(
      'Returned 1 × Atta 5 kg: not needed',
    );
  });
});

describe('pricing a return: compensation cess (issue 29)', () => {
  // 3 colas at ₹40, 28% GST, cess ₹11.25 on the line.
  const cola = line({ price: 40, quantity: 3, taxRate: 28, cessAmount: 11.25 });

  it('takes back each unit’s share of the cess as part of the return’s worth', () => {
    const first = priced([cola], [{ productsVariationId: 10, quantity: 1 }]);
    expect(first.lines[0]).toMatchObject({ subTotal: 40, taxedAmount: 8.75, cessAmount: 3.75 });
    expect(first).toMatchObject({ amount: 43.75, taxedAmount: 8.75, cessAmount: 3.75 });
  });

  it('gives the last units what is left of the line’s cess', () => {
    const after = { ...cola, returnedQuantity: 1, returnedSubTotal: 40, returnedTaxedAmount: 8.75 };
    const rest = priced([after], [{ productsVariationId: 10, quantity: 2 }]);
    expect(rest).toMatchObject({ amount: 87.5, taxedAmount: 17.5, cessAmount: 7.5 });
  });
});
