import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { openOptions } from '../select';

/**
 * The settings form (spec 02: /setting/info, one form; "Please enter valid support email",
 * "Length should be between 10 and 13", "Settings saved successfully").
 */
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Settings {
  deliveryCharge: number;
  supportContact: string;
  popularSearch: string[];
  aboutUs: string | null;
  product: { id: number; name: string }[];
}

test('changes the delivery charge, support contact, searches, a featured product and a document', async ({
  signedInPage: page,
  api,
}) => {
  const before = ((await (await api.get('/api/settings')).json()) as { data: Settings[] }).data[0]!;
  // A product of its own, so it is surely not featured yet.
  const productName = `Kashmiri Walnut Kernels ${Date.now().toString(36)}`;
  const created = await api.post('/api/products', {
    data: {
      name: productName,
      productsVariation: [{ sku: `WAL-${Date.now().toString(36)}`, unitPrice: 450 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/setting/info');
  const form = page.locator('form');
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(field('Delivery charge')).toHaveValue(before.deliveryCharge.toFixed(2));

  await field('Delivery charge').fill('59');
  await field('Support contact').fill('98765');
  await field('Support email').fill('help-at-store');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Length should be between 10 and 13')).toBeVisible();
  await expect(page.getByText('Please enter valid support email')).toBeVisible();
  await expect(toast(page, 'error', 'Failed to saved!')).toBeVisible();

  await field('Support contact').fill('+919812345678');
  await field('Support email').fill('care@mandi.example');
  const searches = form.getByRole('combobox', { name: 'Popular searches' });
  await searches.fill('basmati');
  await searches.press('Enter');
  const featured = form.getByRole('combobox', { name: 'Featured products' });
  const option = (await openOptions(featured, productName)).filter({ hasText: productName });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(form.getByRole('region', { name: 'Featured products' })).toContainText(productName);
  await form.locator('input[type=file]').last().setInputFiles({
    name: 'about-us.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(form.getByRole('link', { name: 'about-us.pdf' })).toBeVisible();
  await saveScreenshot(page, 'settings');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Settings saved successfully')).toBeVisible();

  const after = ((await (await api.get('/api/settings')).json()) as { data: Settings[] }).data[0]!;
  expect(after).toMatchObject({ deliveryCharge: 59, supportContact: '+919812345678' });
  expect(after.popularSearch).toContain('basmati');
  expect(after.product.map((item) => item.name)).toEqual([
    ...before.product.map((item) => item.name),
    productName,
  ]);
  expect(after.aboutUs).toMatch(/about-us\.pdf$/);

  // A reload shows what was saved.
  await page.reload();
  await expect(field('Delivery charge')).toHaveValue('59.00');
  await expect(form.getByText('basmati', { exact: true })).toBeVisible();
});
