import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../routes/route-types';
import { answerItems, paletteItems, screenItems } from './palette-items';

const load = () => Promise.resolve({ default: () => null });
const routes: AppRoute[] = [
  { path: '/tax/list', title: 'Taxes', routeKey: 'tax', load },
  { path: '/tax/add', title: 'Add Tax', routeKey: 'tax', hidden: true, load },
  { path: '/dashboard', title: 'Dashboard', routeKey: 'dashboard', load },
  { path: '/order/list', title: 'Orders', routeKey: 'order', load },
];

describe('the command palette’s choices', () => {
  it('offers the menu’s screens whose title or group holds every word typed', () => {
    expect(screenItems(routes, '').map((item) => item.to)).toEqual([
      '/dashboard',
      '/tax/list',
      '/order/list',
    ]);
    expect(screenItems(routes, 'catalogue tax')).toEqual([
      { key: 'screen:/tax/list', group: 'Screens', label: 'Catalogue › Taxes', to: '/tax/list' },
    ]);
    expect(screenItems(routes, 'catalogue orders')).toEqual([]);
    // Hidden screens (add, edit) are not offered, as the sidebar leaves them out.
    expect(screenItems(routes, 'add')).toEqual([]);
  });

  it('opens each answer on its screen, screens first, then orders, customers, products', () => {
    const items = paletteItems(routes, 'ord', {
      products: [{ id: 9, name: 'Ordinary Atta', sku: 'ATTA-5KG', enabled: false }],
      customers: [{ id: 4, fullName: 'Asha', mobileNumber: '9876543210', emailAddress: null }],
      orders: [
        {
          id: 501,
          orderReference: 'MND-261129-501',
          status: 'Order Placed',
          grandTotal: 1250.5,
          orderTimestamp: '2026-11-29T05:00:00.000Z',
          customerName: 'Asha',
          customerMobile: '9876543210',
        },
      ],
    });
    expect(items.map((item) => [item.group, item.to])).toEqual([
      ['Screens', '/order/list'],
      ['Orders', '/order/view/501'],
      ['Customers', '/users/edit/4'],
      ['Products', '/product/edit/9'],
    ]);
    expect(items[1]!.label).toBe('Order #501 · Asha');
    expect(items[1]!.detail).toBe('Order Placed · ₹1,250.50 · Sun, 29th Nov 2026 · MND-261129-501');
    expect(items[3]!.detail).toBe('SKU ATTA-5KG · Disabled');
    expect(answerItems(undefined)).toEqual([]);
  });
});
