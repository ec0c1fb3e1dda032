import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { placeOrder } from '../orders';
import { chooseOption, openOptions } from '../select';
import { sheetRows } from '../sheets';

/**
 * The order screens (spec 02 §2: /order/list opening on Order Placed, /order/view/{id} titled
 * "Order - {id}", /order/edit/{id}; "Order saved successfully"; "Please select a date range").
 */
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

async function pickStatus(page: Page, status: string) {
  await chooseOption(page.getByLabel('Status'), status);
}

test('works an order from the Order Placed list through delivery, and exports a date range', async ({
  signedInPage: page,
  api,
}) => {
  test.setTimeout(180_000);
  const listOf = async (query: string) =>
    ((await (await api.get(`/api/orders?${query}`)).json()) as { data: { id: number }[] }).data;
  // Its own order: the demo's could be moved by another spec meanwhile.
  const order = await placeOrder(api, 'Home Delivery');
  const [pickup] = await listOf(`filter=${encodeURIComponent('deliveryType||$eq||Store Pickup')}&limit=1`);
  expect(pickup, 'a Store Pickup order in the demo data').toBeTruthy();

  // The list opens on Order Placed.
  await page.goto('/order/list');
  await expect(
    page
      .getByRole('main')
      .locator('.ant-select')
      .filter({ has: page.getByLabel('Status') }),
  ).toContainText('Order Placed');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('Order Placed');
  await saveScreenshot(page, 'orders-list');

  // Found by the customer's mobile as a customer says it.
  const mobile = order.customerMobile;
  const typed = `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`;
  const box = page.getByPlaceholder('Mobile (+91 98765 43210)');
  await box.fill(typed);
  await box.press('Enter');
  await expect(page).toHaveURL(/customerMobile=/);
  // The URL changes before the list draws the filter, and a new order is on the unfiltered
  // list's first page too: its row is clicked once no other customer's row is left.
  await expect(rows.filter({ hasNotText: mobile })).toHaveCount(0);
  const row = rows.filter({ hasText: `#${order.id}` });
  await expect(row).toBeVisible();

  // Its lines in the dialog.
  await row.getByRole('button', { name: `Products of order ${order.id}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Products of order ${order.id}` });
  await expect(dialog.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(order.totalProducts);
  await saveScreenshot(page, 'orders-lines-dialog');
  await page.keyboard.press('Escape');

  // A Store Pickup order's view has no address section; a delivery's has.
  await page.goto(`/order/view/${pickup!.id}`);
  await expect(page.getByRole('heading', { name: `Order - ${pickup!.id}` })).toBeVisible();
  await expect(page.getByText('Items ordered')).toBeVisible();
  await expect(page.getByTestId('order-address')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`Order - ${pickup!.id}`));
  await page.goto(`/order/view/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order - ${order.id}` })).toBeVisible();
  await expect(page.getByTestId('order-address')).toBeVisible();
  await saveScreenshot(page, 'orders-view');

  // Out for Delivery, then Delivered: only the allowed moves are offered.
  await page.goto(`/order/edit/${order.id}`);
  const options = await openOptions(page.getByLabel('Status'));
  await expect(options).toHaveText(['Order Placed (current)', 'Out for Delivery', 'Order Cancelled']);
  await options.filter({ hasText: 'Out for Delivery' }).click();
  await page.getByLabel('Internal note (shown on the timeline)').fill('Packed and handed to the rider');
  await saveScreenshot(page, 'orders-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Order saved successfully')).toBeVisible();
  await expect(page).toHaveURL(`/order/view/${order.id}`);

  await page.goto(`/order/edit/${order.id}`);
  await pickStatus(page, 'Order Delivered');
  // The first save's notice goes before the second one is looked for.
  await expect(toast(page, 'success', 'Order saved successfully')).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Order saved successfully')).toBeVisible();
  await expect(page).toHaveURL(`/order/view/${order.id}`);
  const timeline = page.getByTestId('order-history-entry');
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText('Placed by staff for the customer');
  await expect(timeline.nth(1)).toContainText('Order Placed → Out for Delivery');
  await expect(timeline.nth(1)).toContainText('Packed and handed to the rider');
  await expect(timeline.nth(2)).toContainText('Out for Delivery → Order Delivered');
  await saveScreenshot(page, 'orders-view-timeline');

  // Export: refused without a range, then a range of the last 90 days.
  await page.goto('/order/list');
  const exportButton = page.getByRole('button', { name: 'Export' });
  await exportButton.click();
  await expect(toast(page, 'error', 'Please select a date range')).toBeVisible();
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const start = page.getByPlaceholder('Export from');
  await start.click();
  await start.fill(day(-90));
  await start.press('Enter');
  const end = page.getByPlaceholder('Export to');
  await end.fill(day(0));
  await end.press('Enter');
  await expect(start).toHaveValue(/2026|20\d\d/);
  await page.getByRole('heading', { name: 'Orders' }).click();
  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await (await download).path();
  const [head, ...body] = await sheetRows(file);
  expect(head).toEqual(
    expect.arrayContaining(['Order ID', 'Customer', 'Mobile', 'Pincode', 'Status', 'Grand total']),
  );
  expect(body.length).toBeGreaterThan(0);
  const statusColumn = (head as string[]).indexOf('Status');
  expect(new Set(body.map((cells) => cells[statusColumn]))).toEqual(new Set(['Order Placed']));
});
