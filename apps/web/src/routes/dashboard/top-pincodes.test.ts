import { describe, expect, it } from 'vitest';
import { readListState, toFilterClauses } from '../../kit/list/list-url-state';
import { orderFilters, orderPaths } from '../orders/order-screen';
import { pincodeOrdersLink } from './top-pincodes';

describe('a top pincode links to the order list', () => {
  it('filtered by that pincode (exact) and the period’s days, every status', () => {
    const link = pincodeOrdersLink('400050', { from: '2026-10-01', to: '2026-10-30' });
    const [path, search = ''] = link.split('?');
    expect(path).toBe(orderPaths.list);
    // The list reads the link as it reads its own URL: the pincode box, the placed-on range,
    // and the status cleared (not the default Order Placed).
    const state = readListState(new URLSearchParams(search), {
      filters: orderFilters,
      defaultSort: [],
      pageSize: 10,
      sortFields: [],
    });
    expect(state.values).toMatchObject({
      pincode: '400050',
      orderTimestamp: '2026-10-01,2026-10-30',
      status: '',
    });
    const clauses = toFilterClauses(state, orderFilters);
    expect(clauses).toContain('pincode||$eq||400050');
    expect(clauses.some((clause) => clause.startsWith('orderTimestamp||$between||'))).toBe(true);
    expect(clauses.some((clause) => clause.startsWith('status||'))).toBe(false);
  });
});
