import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';

/**
 * What the kits say and keep while people work: a skeleton (never "No data") until a list
 * answers, an empty result that offers to clear the filters, a form that asks before unsaved
 * changes are left, and a failed save that marks its fields and their tab.
 */
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

test('a list shows a skeleton until it answers, then offers to clear filters that match nothing', async ({
  signedInPage: page,
}) => {
  // The list call waits until the test lets it go: no timing involved.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/taxes\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/tax/list?name=no-such-tax-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-list-rows] .ant-skeleton')).toBeVisible();
  await expect(page.getByText('No data')).toHaveCount(0);
  release();

  await expect(page.getByText('No rows match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/tax/list');
  await expect(page.getByRole('row').filter({ hasText: 'GST 5%' })).toBeVisible();
});

test('a form with unsaved changes asks before it is left', async ({ signedInPage: page }) => {
  await page.goto('/tax/add');
  const name = page.locator('form').getByLabel('Name');
  await expect(name).toBeFocused();
  await name.fill('Half-typed cess');

  const faqs = page.getByTestId('sidebar').getByRole('link', { name: 'FAQs' });
  await faqs.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  // Staying is the safe choice, and has the focus.
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/tax/add');
  await expect(name).toHaveValue('Half-typed cess');

  await faqs.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/faqs/list');
});

test("a coupon's failed save marks the fields, their tab, and says why", async ({ signedInPage: page }) => {
  await page.goto('/coupons/add');
  const form = page.locator('form');
  await page.getByRole('tab', { name: 'Action' }).click();
  await form.getByRole('button', { name: 'Save' }).click();

  // The spec's words, then the reason; the General tab (name, code, description) is opened and marked.
  await expect(
    toast(
      page,
      'error',
      'Please fill all the necessary details in General,Condition & Action Tab. Check Name',
    ),
  ).toBeVisible();
  const general = page.getByRole('tab', { name: /General/ });
  await expect(general).toHaveAttribute('data-has-error', 'true');
  await expect(general).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
});

test('the product wizard asks before unsaved changes are left, says why a save failed, and lets go once saved', async ({
  signedInPage: page,
  api,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const create = async (name: string, sku: string) => {
    const created = await api.post('/api/products', {
      data: { name, productsVariation: [{ sku, unitPrice: 120, salePrice: 0 }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const id = await create(`Guard Jaggery ${stamp}`, `GUARD-${stamp}`);
  await create(`Guard Honey ${stamp}`, `HONEY-${stamp}`);

  await page.goto(`/product/edit/${id}`);
  const form = page.locator('form');
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(`Guard Jaggery ${stamp}`);
  await name.fill(`Guard Jaggery ${stamp} 1 kg`);

  // Leaving by the menu asks; Stay keeps the typing.
  const taxes = page.getByTestId('sidebar').getByRole('link', { name: 'Taxes' });
  await taxes.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'product-wizard-unsaved-guard.png') });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`/product/edit/${id}`);
  await expect(name).toHaveValue(`Guard Jaggery ${stamp} 1 kg`);
  // Another step asks too, Stay first.
  await page.locator('.ant-steps-item').filter({ hasText: 'Category' }).click();
  await expect(dialog).toContainText('Leave this step?');
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/product/edit/${id}`);

  // A field the browser checks: marked, focused, and named in the toast.
  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'error', 'Failed to saved! Check Name.')).toBeVisible();
  await expect(name).toBeFocused();

  // A save the server refuses: its reason, under the field and in the toast.
  await name.fill(`Guard Jaggery ${stamp} 1 kg`);
  const sku = form.getByLabel('SKU', { exact: true });
  await sku.fill(`HONEY-${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'error', 'Failed to save:')).toBeVisible();
  await expect(form.getByText(`SKU HONEY-${stamp} already exists`)).toBeVisible();
  await expect(sku).toBeFocused();
  // In view, not behind the wizard's footer that stays at the bottom.
  const footer = page.locator('.step-wizard-footer');
  await expect
    .poll(async () => {
      const [field, bar] = [await sku.boundingBox(), await footer.boundingBox()];
      return field && bar ? Math.round(bar.y - (field.y + field.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'product-wizard-failed-save.png') });

  // Saved: leaving no longer asks.
  await sku.fill(`GUARD-${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Product saved')).toBeVisible();
  await page.getByRole('button', { name: 'Back to list' }).click();
  await expect(page).toHaveURL(/^[^?]*\/product\/list/);
  await expect(dialog).toHaveCount(0);
});
