import { describe, expect, it } from 'vitest';
import {
  deliveryTimelineText,
  orderMoney,
  paymentBadgeText,
  refusedCollection,
  refusedPayment,
  refusedRefund,
  statusAfterPayment,
  statusOnDelivery,
  transactionTimelineText,
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

describe('cash collected at delivery', () => {
  it('a COD order with something due must say what was collected, 0 included', () => {
    expect(refusedCollection('cod', undefined, { due: 120 })).toBe('Please enter the cash collected');
    expect(refusedCollection('cod', 0, { due: 120 })).toBeUndefined();
    expect(refusedCollection('cod', undefined, { due: 0 })).toBeUndefined();
    expect(refusedCollection('online', undefined, { due: 120 })).toBeUndefined();
  });

  it('refuses more than the due, to the paisa', () => {
    expect(refusedCollection('cod', 120.01, { due: 120 })).toBe(
      'The cash collected can be at most what is due: ₹120.00',
    );
    expect(refusedCollection('cod', 0.1 + 0.2, { due: 0.3 })).toBeUndefined();
    expect(refusedCollection('online', 1, { due: 0 })).toBeDefined();
  });

  it('the timeline says what was collected and what is left', () => {
    expect(deliveryTimelineText(300, { due: 232 })).toBe('₹300.00 collected in cash; ₹232.00 due');
    expect(deliveryTimelineText(532, { due: 0 })).toBe('₹532.00 collected in cash; nothing left to collect');
    expect(deliveryTimelineText(0, { due: 532 })).toBe('No cash collected; ₹532.00 due');
  });
});

describe('transactionTimelineText', () => {
  it('says a payment and a refund in the staff’s words', () => {
    expect(transactionTimelineText({ kind: 'payment', amount: 500, method: 'upi' })).toBe(
      'Payment of ₹500.00 by UPI recorded',
    );
    expect(
      transactionTimelineText({ kind: 'refund', amount: 62, method: 'cash', note: 'Milk was spoilt' }),
    ).toBe('Refund of ₹62.00 by cash: Milk was spoilt');
    expect(
      transactionTimelineText({ kind: 'payment', amount: 10, method: 'bank transfer', note: 'NEFT' }),
    ).toBe('Payment of ₹10.00 by bank transfer recorded: NEFT');
    expect(transactionTimelineText({ kind: 'payment', amount: 10, method: null })).toBe(
      'Payment of ₹10.00 recorded',
    );
  });
});
