import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoSeriousViolations } from '../axe';
import { expect, saveScreenshot, test } from '../fixtures';
import { menuItem } from '../menu';
import { placeOrder } from '../orders';

/**
 * Issue 26 §4: an item returned after delivery, from the order's view, with a refund; the
 * invoiced order's credit note for it downloads from the documents menu.
 */
interface Detail {
  id: number;
  status: string;
  grandTotal: number;
  updatedTimestamp: string;
  lines: { productName: string; variationName: string | null; subTotal: number; quantity: number }[];
}

async function detailOf(api: APIRequestContext, id: number): Promise<Detail> {
  const answer = await api.get(`/api/orders/fetch/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Detail;
}

async function move(api: APIRequestContext, id: number, data: Record<string, unknown>) {
  const { updatedTimestamp } = await detailOf(api, id);
  const answer = await api.patch(`/api/orders/${id}`, { data: { ...data, updatedTimestamp } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The text a reader extracts from a PDF's pages. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

test('returns one item after delivery with a refund; its credit note PDF downloads', async ({
  signedInPage: page,
  api,
}) => {
  // Placing, delivering, axe and a PDF read back: more than the default time on a busy machine.
  test.slow();
  // Its own order, invoiced, delivered and paid in full at the door.
  const { id } = await placeOrder(api, 'Home Delivery');
  expect((await api.get(`/api/orders/${id}/invoice`)).status()).toBe(200);
  await move(api, id, { status: 'Out for Delivery' });
  const placed = await detailOf(api, id);
  await move(api, id, { status: 'Order Delivered', amountCollected: placed.grandTotal });
  expect((await detailOf(api, id)).status).toBe('Order Delivered');
  const returned = placed.lines[1]!;
  const name = [returned.productName, returned.variationName].filter(Boolean).join(' ');
  const price = returned.subTotal / returned.quantity;
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(price);

  await page.goto(`/order/view/${id}`);
  await expect(page.getByRole('heading', { name: `Order - ${id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: `Return items - Order ${id}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Record return' })).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: `Quantity of ${name} to return` }).fill('1');
  const condition = dialog.getByRole('radiogroup', { name: `Condition of ${name}` });
  // A radio button's input is hidden under its label: the label is what a person clicks.
  await condition.getByText('Damaged').click();
  await expect(condition.getByRole('radio', { name: 'Damaged' })).toBeChecked();
  await dialog.getByLabel('Reason').fill('spoilt');
  // The refund is prefilled with what the item was sold for (at most what was received).
  await expect(dialog.getByText(`Returned goods: ${rupees}`)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Refund now/ })).toBeChecked();
  await expect(dialog.getByLabel('Refund amount')).toHaveValue(rupees.replace('₹', ''));
  await saveScreenshot(page, 'order-return-items');

  // The dialog passes axe (WCAG 2.1 AA and best practice) as every other screen does.
  await expectNoSeriousViolations(page, '.ant-modal');

  const [saved] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/api/orders/${id}/returns`), {
      timeout: 120_000,
    }),
    dialog.getByRole('button', { name: 'Record return' }).click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(201);
  await expect(page.getByText('Return recorded')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Returned 1 × ${name} (damaged): spoilt; refund ${rupees} by cash`),
  ).toBeVisible();

  // The credit note of the return is in the documents menu and downloads as a PDF with its serial.
  await page.getByRole('button', { name: `Documents of order ${id}` }).click();
  const item = await menuItem(page, /^Credit note CN\/\d{4}\/\d{6,7}$/);
  const serial = (await item.textContent())!.replace('Credit note ', '').trim();
  await saveScreenshot(page, 'order-return-credit-note');
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  expect(download.suggestedFilename()).toBe(`credit-note-${serial.replaceAll('/', '-')}.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(`Credit Note No: ${serial}`);
  expect(text).toContain('Reason: Goods returned: spoilt');
});
