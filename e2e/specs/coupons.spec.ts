import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { sheetRows } from '../sheets';

/**
 * The coupon screens (spec 02: /coupons/list, /coupons/add, /coupons/edit/{id}; the General,
 * Condition and Action tabs; "Please fill all the necessary details in General,Condition &
 * Action Tab.", "Coupon added successfully").
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

async function pickCategory(page: Page, picker: Locator, name: string) {
  await picker.click();
  await picker.fill(name);
  await page
    .locator('.ant-select-tree-node-content-wrapper:visible')
    .filter({ hasText: name })
    .first()
    .click();
  await page.keyboard.press('Escape');
}

test('adds a percent coupon through its three tabs, makes it an amount coupon, exports, switches off and deletes it', async ({
  signedInPage: page,
}) => {
  // Many steps on a shared 2-core machine: more than the default 90 s.
  test.setTimeout(180_000);
  const name = unique('Diwali dhamaka');
  await page.goto('/coupons/list');
  await expect(page.getByRole('row').filter({ hasText: 'STAPLES15' })).toBeVisible();
  // Sales, savings and times used come from orders: no placeholder figures left.
  await expect(page.locator('.placeholder-figure')).toHaveCount(0);
  await page.getByRole('main').getByRole('button').filter({ hasText: /^Add$/ }).click();
  await expect(page).toHaveURL('/coupons/add');

  // A new coupon: valid from today for five days, a percent discount; empty, it is refused.
  const form = page.locator('form');
  await tab(page, 'Condition').click();
  // Pickers show days as lists do: "Tue, 24th Nov 2026".
  const day = (offset: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      })
        .formatToParts(new Date(Date.now() + offset * 86_400_000))
        .map((part) => [part.type, part.value]),
    );
    const n = Number(parts.day);
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${parts.weekday}, ${n}${suffix} ${parts.month} ${parts.year}`;
  };
  await expect(form.getByPlaceholder('Start date')).toHaveValue(day(0));
  await expect(form.getByPlaceholder('End date')).toHaveValue(day(5));
  await tab(page, 'Action').click();
  await expect(form.getByRole('radio', { name: 'Percent' })).toBeChecked();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    toast(page, 'error', 'Please fill all the necessary details in General,Condition & Action Tab.'),
  ).toBeVisible();

  await tab(page, 'General').click();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(form.getByLabel('Code', { exact: true })).toHaveValue(/^[A-Z0-9]{8}$/);
  const code = await form.getByLabel('Code', { exact: true }).inputValue();
  await form.getByLabel('Description', { exact: true }).fill('Ten percent off sweets and dry fruits');

  await tab(page, 'Condition').click();
  await form.getByLabel('Total available', { exact: true }).fill('50');
  await form.getByLabel('Minimum amount', { exact: true }).fill('499');
  await form.getByRole('switch', { name: 'One time use' }).click();
  await form.getByRole('switch', { name: 'First time user' }).click();
  // First-time coupons are single use by nature: one-time use goes off and locks.
  await expect(form.getByRole('switch', { name: 'One time use' })).not.toBeChecked();
  await expect(form.getByRole('switch', { name: 'One time use' })).toBeDisabled();
  await pickCategory(page, form.getByRole('combobox', { name: 'Categories' }), 'Fresh Fruits');

  await tab(page, 'Action').click();
  await form.getByLabel('Percentage', { exact: true }).fill('10');
  await form.getByLabel('Maximum discount', { exact: true }).fill('100');
  await saveScreenshot(page, 'coupon-add');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Coupon added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/coupons\/list/);

  // Found by name (plain contains), with its discount and code.
  await page.getByLabel('Name', { exact: true }).fill(name.split(' ').pop()!);
  await page.getByLabel('Name', { exact: true }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(code);
  await expect(row).toContainText('10% up to ₹100');
  await expect(row).toContainText('First order');
  await expect(page.getByRole('row')).toHaveCount(2);
  await saveScreenshot(page, 'coupon-list');

  // Edit: an amount coupon keeps only its amount; the categories came back with it.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/coupons\/edit\/\d+$/);
  await expect(form.getByLabel('Code', { exact: true })).toHaveValue(code);
  await tab(page, 'Condition').click();
  await expect(page.getByRole('tabpanel', { name: 'Condition' })).toContainText('Fresh Fruits');
  await tab(page, 'Action').click();
  await form.locator('.ant-radio-button-wrapper').filter({ hasText: 'Amount' }).click();
  await form.getByLabel('Discount amount', { exact: true }).fill('75');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Coupon added successfully')).toBeVisible();
  await expect(row).toContainText('₹75.00 off');

  // The export has the spec's columns and the row the filter shows.
  const download = page.waitForEvent('download');
  await page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasText: /^Export$/ })
    .click();
  const file = await (await download).path();
  const [headers, first] = await sheetRows(file);
  expect(headers).toEqual(['ID', 'Name', 'Code', 'Valid From', 'Valid Till', 'Enabled', 'Created']);
  expect(first?.[1]).toBe(name);
  expect(first?.[2]).toBe(code);

  await row.getByRole('switch').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Do you want to delete, ${name}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
