import { describe, expect, it } from 'vitest';
import {
  orderMoney,
  paymentBadgeText,
  refusedPayment,
  refusedRefund,
  statusAfterPayment,
  statusOnDelivery,
} from './order-money';

const placed = { status: 'Order Placed' as const, returnedAmount: 0, amountRefunded: 0 };

describe('orderMoney', () => {
  it('a partly paid order owes the rest, to the paisa', () => {
    const money = orderMoney({ ...placed, grandTotal: 531.88, amountReceived: 212.75 });
    expect(money).toMatchObject({
      owed: 531.88,
      received: 212.75,
      due: 319.13,
      refundDue: 0,
      badge: 'Part paid',
    });
    expect(paymentBadgeText(money)).toBe('Part paid (₹319.13 due)');
  });

  it('paid, not paid, and 0.1 + 0.2 style sums stay exact', () => {
    expect(orderMoney({ ...placed, grandTotal: 0.3, amountReceived: 0.1 + 0.2 }).badge).toBe('Paid');
    expect(orderMoney({ ...placed, grandTotal: 100, amountReceived: 0 }).badge).toBe('Not paid');
  });

  it('returns lower what is owed; received beyond it is a refund due', () => {
    const money = orderMoney({
      ...placed,
      status: 'Order Delivered',
      grandTotal: 500,
      returnedAmount: 62,
      amountReceived: 500,
    });
    expect(money).toMatchObject({ owed: 438, due: 0, refundDue: 62, badge: 'Refund due' });
    expect(paymentBadgeText(money)).toBe('Refund due (₹62.00)');
  });

  it('a cancelled order owes nothing: money received is to give back', () => {
    const cancelled = { ...placed, status: 'Order Cancelled' as const, grandTotal: 300 };
    expect(orderMoney({ ...cancelled, amountReceived: 300 })).toMatchObject({ owed: 0, refundDue: 300 });
    expect(orderMoney({ ...cancelled, amountReceived: 0 }).badge).toBeNull();
    expect(orderMoney({ ...placed, status: 'In Cart', grandTotal: 300, amountReceived: 0 }).badge).toBeNull();
  });
});

describe('payment rules', () => {
  it('refuses payments on cancelled orders and carts', () => {
    expect(refusedPayment('Order Cancelled')).toBe('A cancelled order takes no payment');
    expect(refusedPayment('In Cart')).toBeDefined();
    expect(refusedPayment('Partial Payment')).toBeUndefined();
  });

  it('refuses a refund above what was received, not one equal to it', () => {
    expect(refusedRefund(212.76, 212.75)).toBe('A refund can be at most what was received: ₹212.75');
    expect(refusedRefund(212.75, 212.75)).toBeUndefined();
  });

  it('delivery with something left to collect is a partial payment; clearing it delivers', () => {
    expect(statusOnDelivery({ due: 0.01 })).toBe('Partial Payment');
    expect(statusOnDelivery({ due: 0 })).toBe('Order Delivered');
    expect(statusAfterPayment('Partial Payment', { due: 0 })).toBe('Order Delivered');
    expect(statusAfterPayment('Partial Payment', { due: 5 })).toBe('Partial Payment');
    expect(statusAfterPayment('Order Placed', { due: 0 })).toBe('Order Placed');
  });
});
