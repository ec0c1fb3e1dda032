import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * Changing an order's items before dispatch (issue 26): a line short-picked while packing
 * ("Out of stock"), from the order's view; the dialog's live quote shows the new total, the
 * save lowers the order's total and gives the units back to managed stock, and the timeline
 * says what changed.
 */
interface Variation {
  productsVariationId: number;
  name: string;
  sku: string;
  sellable: boolean;
  manageStock: boolean;
  allowBackOrder: boolean;
  stockQuantity: number;
}

const toast = (page: Page, text: string) => page.locator('.ant-message-success').filter({ hasText: text });

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const answer = await api.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** A demo product whose stock is managed, with at least 5 in stock. */
async function managedVariation(api: APIRequestContext): Promise<Variation> {
  for (const q of ['Atta', 'Dal', 'Rice', 'Oil', 'Tea']) {
    const found = await json<Variation[]>(api, `/api/orders/placement/products?q=${q}`);
    const usable = found.find(
      (v) => v.sellable && v.manageStock && !v.allowBackOrder && v.stockQuantity >= 5,
    );
    if (usable) return usable;
  }
  throw new Error('no demo product with managed stock');
}

const stockOf = async (api: APIRequestContext, variation: Variation) =>
  (
    await json<Variation[]>(api, `/api/orders/placement/products?q=${encodeURIComponent(variation.sku)}`)
  ).find((v) => v.productsVariationId === variation.productsVariationId)!.stockQuantity;

/** An order of a demo customer: three of the managed product and one Masti Dahi, paid online. */
async function placeOrder(api: APIRequestContext, managed: Variation) {
  const [dahi] = (await json<Variation[]>(api, '/api/orders/placement/products?q=Masti%20Dahi')).filter(
    (v) => v.sellable,
  );
  const customers = await json<{ id: number; enabled: boolean }[]>(
    api,
    '/api/orders/placement/customers?q=an',
  );
  for (const customer of customers.filter((c) => c.enabled)) {
    const [address] = await json<{ id: number }[]>(
      api,
      `/api/orders/placement/customers/${customer.id}/addresses`,
    );
    if (!address) continue;
    const placed = await api.post('/api/orders', {
      data: {
        userId: customer.id,
        addressId: address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'online',
        lines: [
          { productsVariationId: managed.productsVariationId, quantity: 3 },
          { productsVariationId: dahi!.productsVariationId, quantity: 1 },
        ],
      },
    });
    if (placed.status() === 201) return (await placed.json()) as { id: number; grandTotal: number };
  }
  throw new Error('no demo customer could place an order');
}

test('short-picks a line before dispatch: the total and the stock follow, the timeline says why', async ({
  signedInPage: page,
  api,
}) => {
  test.setTimeout(150_000);
  const managed = await managedVariation(api);
  const placed = await placeOrder(api, managed);
  const stockPlaced = await stockOf(api, managed);

  await page.goto(`/order/view/${placed.id}`);
  await page.getByRole('button', { name: 'Change items' }).click();
  const dialog = page.getByRole('dialog', { name: `Change items of order ${placed.id}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Checked by the server')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // Only one of the three was on the shelf.
  const quantity = dialog.getByLabel(`Quantity of ${managed.name}`);
  await quantity.fill('1');
  await quantity.press('Tab');
  await dialog.getByRole('button', { name: 'Out of stock' }).click();
  await expect(dialog.getByText('3 → 1')).toBeVisible();
  await expect(dialog.getByText('Checked by the server')).toBeVisible();
  const newTotal = (await dialog.locator('[data-figure="Grand total"]').textContent())!;
  await expect(dialog.getByTestId('change-grand-total')).toContainText(newTotal);
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  // The pointer off the buttons: a hovered button is lighter for a moment.
  await page.mouse.move(0, 0);
  await saveScreenshot(page, 'order-change-items');

  // The dialog passes axe (WCAG 2.1 AA and best practice), as every screen does.
  await expectNoSeriousViolations(page, '.ant-modal');

  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Items changed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByTestId('order-history-entry')
      .filter({ hasText: `Items changed (Out of stock): ${managed.name} 3 → 1` }),
  ).toBeVisible();
  await saveScreenshot(page, 'order-change-items-saved');

  // The order's total is the quote's, and the two units went back on the shelf.
  const order = await json<{
    grandTotal: number;
    lines: { productsVariationId: number; quantity: number }[];
  }>(api, `/api/orders/fetch/${placed.id}`);
  expect(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(order.grandTotal),
  ).toBe(newTotal);
  expect(order.grandTotal).toBeLessThan(placed.grandTotal);
  expect(order.lines.find((l) => l.productsVariationId === managed.productsVariationId)?.quantity).toBe(1);
  expect(await stockOf(api, managed)).toBe(stockPlaced + 2);
  await expect(page.getByRole('button', { name: 'Change items' })).toBeVisible();
});
