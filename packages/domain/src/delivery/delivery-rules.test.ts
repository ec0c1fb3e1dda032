import { describe, expect, it } from 'vitest';
import { canManageDeliveryRuns, canSeeDeliveryRun } from './delivery-access';
import {
  closeSummaryText,
  refusedClose,
  refusedReturnToPlaced,
  refusedRunOrder,
  refusedStopChange,
  runReconciliation,
} from './delivery-rules';

const placed = { id: 7, status: 'Order Placed' as const, deliveryType: 'Home Delivery', pendingRunId: null };

describe('refusedRunOrder', () => {
  it('takes a Home Delivery order in Order Placed', () => {
    expect(refusedRunOrder(placed)).toBeUndefined();
  });
  it('refuses Store Pickup, cancelled, other statuses and an order in another run', () => {
    expect(refusedRunOrder({ ...placed, deliveryType: 'Store Pickup' })).toBe(
      'Order #7 is for Store Pickup, not home delivery',
    );
    expect(refusedRunOrder({ ...placed, status: 'Order Cancelled' })).toBe('Order #7 is cancelled');
    expect(refusedRunOrder({ ...placed, status: 'Order Delivered' })).toMatch(/only orders in Order Placed/);
    expect(refusedRunOrder({ ...placed, status: 'Out for Delivery', pendingRunId: 3 })).toBe(
      'Order #7 is already in run #3',
    );
  });
});

describe('the run rules', () => {
  it('returns only Out for Delivery orders to Order Placed', () => {
    expect(refusedReturnToPlaced(7, 'Out for Delivery')).toBeUndefined();
    expect(refusedReturnToPlaced(7, 'Order Delivered')).toMatch(/no longer Out for Delivery/);
  });
  it('changes nothing on a closed run or a stop with an outcome', () => {
    expect(refusedStopChange('open', 'pending')).toBeUndefined();
    expect(refusedStopChange('closed', 'pending')).toMatch(/closed/);
    expect(refusedStopChange('open', 'delivered')).toMatch(/already has an outcome/);
  });
  it('closes only when no stop is out', () => {
    expect(refusedClose('open', 0)).toBeUndefined();
    expect(refusedClose('open', 2)).toBe('2 stops are still out: mark each delivered or not delivered first');
    expect(refusedClose('closed', 0)).toMatch(/closed already/);
  });
  it('reconciles to the paisa', () => {
    const figures = runReconciliation([0.1, 0.2, 1230.45], 1220.75);
    expect(figures).toEqual({ cashExpected: 1230.75, cashHandedIn: 1220.75, difference: -10 });
    expect(closeSummaryText(figures)).toBe('₹1,220.75 handed in, ₹10.00 short');
  });
});

describe('who sees runs', () => {
  const rider = { id: 5, roles: ['rider'], routes: ['delivery' as const] };
  const dispatcher = { id: 6, roles: ['admin'], routes: ['order' as const, 'delivery' as const] };
  it('a rider sees only their own runs; order staff and superadmin every run', () => {
    expect(canManageDeliveryRuns(rider)).toBe(false);
    expect(canSeeDeliveryRun(rider, 5)).toBe(true);
    expect(canSeeDeliveryRun(rider, 6)).toBe(false);
    expect(canSeeDeliveryRun(dispatcher, 5)).toBe(true);
    expect(canSeeDeliveryRun({ id: 1, roles: ['superadmin'], routes: [] }, 5)).toBe(true);
  });
});
