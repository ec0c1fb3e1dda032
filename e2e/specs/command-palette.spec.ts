import path from 'node:path';
import { expectNoSeriousViolations } from '../axe';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';

/**
 * Issue 31 §4: Ctrl+K opens the command palette anywhere; a customer's mobile typed as said
 * (+91 and spaces) offers their orders, arrows and Enter open one; a screen is found by name.
 */
test('the palette finds an order by mobile and a screen by name', async ({ signedInPage: page, api }) => {
  // The demo customer with the most orders: their orders fill the palette's first places.
  const answer = await api.get('/api/users?sort=totalOrders,DESC&limit=1');
  expect(answer.status(), await answer.text()).toBe(200);
  const [customer] = ((await answer.json()) as { data: { fullName: string; mobileNumber: string }[] }).data;
  const mobile = customer!.mobileNumber;

  // A light screen to start from: the palette is the same on every one.
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: /Find/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Find a screen, order, customer or product' });
  const search = dialog.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeFocused();
  await search.fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);

  const orders = dialog.getByRole('group', { name: 'Orders' }).getByRole('option');
  await expect(orders.first()).toContainText(customer!.fullName);
  await expect(dialog.getByRole('group', { name: 'Customers' }).getByRole('option')).toContainText(mobile);
  await expectNoSeriousViolations(page, '.command-palette');
  // The dialog as seen (the viewport: a full-page picture costs seconds on a busy machine).
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'command-palette.png') });

  // Down to their second order (the first is active as the list opens), up and down again.
  await expect(orders.nth(1)).toBeVisible();
  for (const key of ['ArrowDown', 'ArrowUp', 'ArrowDown']) await search.press(key);
  const second = orders.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const id = /Order #(\d+)/.exec((await second.textContent()) ?? '')![1];
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/view/${id}$`));
  await expect(page.getByRole('heading', { name: `Order - ${id}` })).toBeVisible();
  await expect(dialog).toBeHidden();

  // A screen by its name, from the order's view.
  await page.keyboard.press('Control+K');
  await search.fill('taxes');
  await expect(dialog.getByRole('option', { name: 'Catalogue › Taxes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await search.press('Enter');
  await expect(page).toHaveURL(/\/tax\/list$/);
});
