import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, expect } from './fixtures';

/**
 * Delivery runs (issue 30) set up through the API: a rider (a staff account whose role has only
 * the `delivery` screen) and Home Delivery orders of demo customers in two pincodes.
 */

export interface Rider {
  id: number;
  name: string;
  token: string;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A new staff account with a new role that opens only `delivery`. */
export async function createRider(api: APIRequestContext, baseURL: string, name: string): Promise<Rider> {
  const tag = unique();
  const role = await api.post('/api/admins-roles', { data: { name: `Rider ${tag}`, routes: ['delivery'] } });
  expect(role.status(), await role.text()).toBe(201);
  const { id: adminsRoleId } = (await role.json()) as { id: number };
  const email = `rider.${tag}@staff.mandi.local`;
  const password = 'rider-pass-1';
  const created = await api.post('/api/admins', {
    data: {
      fullName: name,
      emailAddress: email,
      mobileNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      adminsRoleId,
      password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, name, token: await apiSignIn(baseURL, { email, password }) };
}

interface Candidate {
  userId: number;
  addressId: number;
  pincode: string;
}

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const answer = await api.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** Demo customers with a mobile, each with their first address, grouped by its pincode. */
async function candidatesByPincode(api: APIRequestContext): Promise<Map<string, Candidate[]>> {
  const customers = new Map<number, { id: number; enabled: boolean; mobileNumber: string | null }>();
  // The search wants two letters: names holding these are many in the demo store.
  for (const q of ['an', 'ar', 'sh']) {
    for (const customer of await json<{ id: number; enabled: boolean; mobileNumber: string | null }[]>(
      api,
      `/api/orders/placement/customers?q=${q}`,
    ))
      customers.set(customer.id, customer);
  }
  const byPincode = new Map<string, Candidate[]>();
  for (const customer of [...customers.values()].filter((c) => c.enabled && c.mobileNumber)) {
    const addresses = await json<{ id: number; pincode: string | null }[]>(
      api,
      `/api/orders/placement/customers/${customer.id}/addresses`,
    );
    const address = addresses.find((a) => a.pincode);
    if (!address?.pincode) continue;
    const list = byPincode.get(address.pincode) ?? [];
    list.push({ userId: customer.id, addressId: address.id, pincode: address.pincode });
    byPincode.set(address.pincode, list);
  }
  return byPincode;
}

async function lines(api: APIRequestContext) {
  const chosen: { productsVariationId: number; quantity: number }[] = [];
  for (const name of ['Apple Shimla', 'Masti Dahi']) {
    const [variation] = (
      await json<
        { productsVariationId: number; sellable: boolean; manageStock: boolean; stockQuantity: number }[]
      >(api, `/api/orders/placement/products?q=${encodeURIComponent(name)}`)
    ).filter((v) => v.sellable && (!v.manageStock || v.stockQuantity >= 1));
    expect(variation, `${name} in stock in the demo store`).toBeTruthy();
    chosen.push({ productsVariationId: variation!.productsVariationId, quantity: 1 });
  }
  return chosen;
}

export interface PincodeOrder {
  id: number;
  pincode: string;
}

/**
 * Cash-on-delivery Home Delivery orders placed now: `counts[i]` of them in the i-th of as many
 * pincodes, for that pincode's customers in turn (a pincode that refuses cash on delivery is
 * passed over).
 */
export async function placeOrdersInPincodes(
  api: APIRequestContext,
  counts: number[],
): Promise<PincodeOrder[]> {
  const orderLines = await lines(api);
  const placed: PincodeOrder[] = [];
  let pincodesDone = 0;
  for (const [pincode, candidates] of await candidatesByPincode(api)) {
    const want = counts[pincodesDone];
    if (want === undefined) break;
    const here: PincodeOrder[] = [];
    // The pincode's customers in turn (one customer may have two orders out).
    for (let i = 0; i < want; i += 1) {
      const candidate = candidates[i % candidates.length]!;
      const answer = await api.post('/api/orders', {
        data: {
          userId: candidate.userId,
          addressId: candidate.addressId,
          deliveryType: 'Home Delivery',
          paymentMethod: 'cod',
          lines: orderLines,
        },
      });
      if (answer.status() !== 201) break;
      here.push({ id: ((await answer.json()) as { id: number }).id, pincode });
    }
    if (here.length < want) continue;
    placed.push(...here);
    pincodesDone += 1;
  }
  expect(pincodesDone, 'demo customers in enough pincodes').toBe(counts.length);
  return placed;
}
