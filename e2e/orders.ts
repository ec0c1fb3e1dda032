import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

interface Customer {
  id: number;
  mobileNumber: string | null;
  enabled: boolean;
}
interface Variation {
  productsVariationId: number;
  sellable: boolean;
  manageStock: boolean;
  stockQuantity: number;
}

export interface PlacedOrder {
  id: number;
  customerMobile: string;
  totalProducts: number;
}

/**
 * A new order of a demo customer (one with a mobile and an address) for two demo products,
 * placed through the API as the Add order screen places it. A spec that moves an order through
 * its statuses works on its own: specs run side by side on one store, and a demo order another
 * spec picked too could be moved under it.
 */
export async function placeOrder(
  api: APIRequestContext,
  deliveryType: 'Home Delivery' | 'Store Pickup',
): Promise<PlacedOrder> {
  const json = async <T>(path: string) => {
    const answer = await api.get(path);
    expect(answer.status(), path).toBe(200);
    return (await answer.json()) as T;
  };
  const lines: { productsVariationId: number; quantity: number }[] = [];
  for (const name of ['Apple Shimla', 'Masti Dahi']) {
    const [variation] = (
      await json<Variation[]>(`/api/orders/placement/products?q=${encodeURIComponent(name)}`)
    ).filter((v) => v.sellable && (!v.manageStock || v.stockQuantity >= 1));
    expect(variation, `${name} in stock in the demo store`).toBeTruthy();
    lines.push({ productsVariationId: variation!.productsVariationId, quantity: 1 });
  }
  // Customers whose names hold "an" (Sharma, Anand, Khan...): many, by name.
  const customers = await json<Customer[]>('/api/orders/placement/customers?q=an');
  const refusals: string[] = [];
  // The first customer whose order the store takes (a pincode may refuse cash on delivery).
  for (const customer of customers.filter((c) => c.enabled && c.mobileNumber)) {
    const [address] = await json<{ id: number }[]>(
      `/api/orders/placement/customers/${customer.id}/addresses`,
    );
    if (!address) continue;
    const placed = await api.post('/api/orders', {
      data: {
        userId: customer.id,
        deliveryType,
        paymentMethod: 'cod',
        ...(deliveryType === 'Home Delivery' ? { addressId: address.id } : {}),
        lines,
      },
    });
    if (placed.status() === 201) {
      const { id } = (await placed.json()) as { id: number };
      return { id, customerMobile: customer.mobileNumber!, totalProducts: lines.length };
    }
    refusals.push(await placed.text());
  }
  throw new Error(`no demo customer could place an order: ${refusals.join('; ')}`);
}
