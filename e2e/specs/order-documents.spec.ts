import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { menuItem } from '../menu';
import { placeOrder } from '../orders';

/**
 * Issue 17's documents: an order's GST tax invoice downloaded from its view, and the packing
 * slips of three orders ticked on the list, printed as one PDF.
 */
interface OrderRow {
  id: number;
}

async function pdfOf(download: Download) {
  const file = await download.path();
  const bytes = fs.readFileSync(file!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // pdfkit writes each page as its own object: "/Type /Page" (the page tree is "/Type /Pages").
  return { bytes, pages: bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0 };
}

test('downloads a delivered order’s tax invoice from its view, the same serial each time', async ({
  signedInPage: page,
  api,
}) => {
  const answer = await api.get(
    `/api/orders?filter=${encodeURIComponent('status||$eq||Order Delivered')}&limit=1&sort=id,DESC`,
  );
  const [order] = ((await answer.json()) as { data: OrderRow[] }).data;
  expect(order, 'a delivered order in the demo data').toBeTruthy();

  await page.goto(`/order/view/${order!.id}`);
  await expect(page.getByRole('heading', { name: `Order - ${order!.id}` })).toBeVisible();
  await saveScreenshot(page, 'order-view-invoice');
  const button = page.getByRole('button', { name: `Invoice of order ${order!.id}` });
  const [first] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(first.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{6,7}\.pdf$/);
  const { pages } = await pdfOf(first);
  expect(pages).toBeGreaterThanOrEqual(1);

  // A reprint keeps the serial the first download gave.
  const [again] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(again.suggestedFilename()).toBe(first.suggestedFilename());
});

test('ticks three orders on the list and prints their packing slips as one PDF', async ({
  signedInPage: page,
}) => {
  await page.goto('/order/list');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.nth(2)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add order' })).toBeVisible();
  // The first three orders, read at once and then ticked by number: the list is live, and an
  // order placed meanwhile by another spec comes in on top and moves every row down one: a tick
  // by place could then land on an order already ticked.
  const labels = await rows
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.slice(0, 3).map((box) => box.getAttribute('aria-label') ?? ''));
  const ids = labels.map((label) => label.replace('Select order ', ''));
  for (const label of labels) await page.getByRole('checkbox', { name: label, exact: true }).check();
  const bar = page.getByLabel('Bulk actions');
  await expect(bar).toContainText('3 selected');
  await saveScreenshot(page, 'order-list-bulk');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Print slips' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('packing-slips.pdf');
  const { pages } = await pdfOf(download);
  expect(pages).toBe(3);
  expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
});

test('cancels an invoiced order and downloads its credit note from the order’s documents menu', async ({
  signedInPage: page,
  api,
}) => {
  // Its own order: a demo order could be worked by another spec meanwhile.
  const { id } = await placeOrder(api, 'Store Pickup');
  expect((await api.get(`/api/orders/${id}/invoice`)).status()).toBe(200);
  const loaded = (await (await api.get(`/api/orders/fetch/${id}`)).json()) as { updatedTimestamp: string };
  const cancelled = await api.patch(`/api/orders/${id}`, {
    data: { status: 'Order Cancelled', updatedTimestamp: loaded.updatedTimestamp },
  });
  expect(cancelled.status()).toBe(200);

  await page.goto(`/order/view/${id}`);
  await expect(page.getByRole('heading', { name: `Order - ${id}` })).toBeVisible();
  await page.getByRole('button', { name: `Documents of order ${id}` }).click();
  const item = await menuItem(page, /^Credit note CN\/\d{4}\/\d{6,7}$/);
  await expect(item).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^Tax invoice INV\// })).toBeVisible();
  await saveScreenshot(page, 'order-view-credit-note');
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6,7}\.pdf$/);
  const { pages } = await pdfOf(download);
  expect(pages).toBeGreaterThanOrEqual(1);
});
