import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, test } from '../fixtures';

/**
 * Keyboard-only twins of the everyday flows: sign in; list, filter, edit and save; switch a
 * row off; delete. Only `page.keyboard` acts (Tab, Enter, Space, typing); the locators only
 * check where the focus is and what the screen says. The tax screens stand for every screen
 * built on the list and form kits.
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, kind: 'success' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

/** Presses Tab until `target` has the focus (a bounded number of times). */
async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function createTax(api: APIRequestContext, name: string) {
  const response = await api.post('/api/taxes', { data: { name, rate: 4 } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; enabled: boolean };
}

const rows = (page: Page) => page.locator('[data-list-rows]');

test('signs in with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO_ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test("a navigation from the menu puts the focus on the new screen's heading", async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await tabTo(page, page.getByTestId('sidebar').getByRole('link', { name: 'FAQs' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/faqs/list');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeFocused();
});

test('skips to the content, filters, edits and saves with the keyboard', async ({
  signedInPage: page,
  api,
}) => {
  const name = unique('Keyboard GST');
  await createTax(api, name);
  await page.goto('/tax/list');
  const heading = page.getByRole('heading', { level: 1, name: /^Tax/ });
  await expect(heading).toBeVisible();

  // The first Tab stop is the skip link; it lands on the screen's heading.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();

  await tabTo(page, page.getByRole('search').getByRole('textbox', { name: 'Name', exact: true }));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/name=/);
  // The URL changes before the list draws the filter, and the new tax may be on the unfiltered
  // first page too: Tab walks to its Edit button once it is the only row (and the header), or
  // the redraw takes the focus away mid-walk.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  await tabTo(page, page.getByRole('button', { name: `Edit ${name}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tax\/edit\/\d+$/);
  // The form opens with its first field focused.
  const field = page.locator('form').getByLabel('Name');
  await expect(field).toHaveValue(name);
  await expect(field).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' edited');
  await page.keyboard.press('Enter');

  await expect(toast(page, 'success', 'Tax saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/tax\/list/);
  // Back on the list, the focus is on its rows.
  await expect(rows(page)).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: `${name} edited` })).toBeVisible();
});

test('switches a row off and deletes it with the keyboard', async ({ signedInPage: page, api }) => {
  const name = unique('Keyboard Cess');
  const tax = await createTax(api, name);
  await page.goto(`/tax/list?name=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  await tabTo(page, page.getByRole('switch', { name: `Disable ${name}` }));
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Do you want to disable, ${name}?`);
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'success', `Status Changed! ${name} is now disabled.`)).toBeVisible();
  await expect.poll(async () => (await (await api.get(`/api/taxes/${tax.id}`)).json()).enabled).toBe(false);

  await tabTo(page, page.getByRole('button', { name: `Delete ${name}` }));
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(`Do you want to delete, ${name}?`);
  // The safe choice has the focus: Enter now would cancel.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'success', `Deleted ${name}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(rows(page)).toBeFocused();
  expect((await api.get(`/api/taxes/${tax.id}`)).status()).toBe(404);
});
