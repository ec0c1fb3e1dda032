import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { chooseOption } from '../select';

/**
 * The reviews screen (spec 02: /reviews/list under the `review` key): rating as stars, the
 * customer linked to /users/edit/{id}, the order to /order/view/{id}, filters, the switch.
 */
interface ReviewRow {
  id: number;
  rating: number;
  userId: number;
  customerName: string;
  orderId: number;
  enabled: boolean;
}

const toast = (page: Page, kind: 'success' | 'error' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

test('filters reviews by rating, shows the customer and order links, and switches one off and on', async ({
  signedInPage: page,
  api,
}) => {
  test.setTimeout(120_000);
  // A two-star review of the demo store, newest first as the list opens.
  const answer = (await (
    await api.get('/api/reviews?filter=rating||$eq||2&sort=id,DESC&limit=1')
  ).json()) as {
    data: ReviewRow[];
  };
  const review = answer.data[0]!;
  expect(review).toBeDefined();

  await page.goto('/dashboard');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL('/reviews/list');
  await expect(page.getByRole('img', { name: /out of 5 stars/ }).first()).toBeVisible();

  await chooseOption(page.getByRole('combobox', { name: 'Rating' }), '★★☆☆☆ 2');
  await expect(page).toHaveURL(/rating=2/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first().getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^[1345] out of 5 stars$/ })).toHaveCount(0);

  const row = rows.filter({ has: page.getByRole('link', { name: `Order #${review.orderId}` }) });
  await expect(row.getByRole('link', { name: review.customerName })).toHaveAttribute(
    'href',
    `/users/edit/${review.userId}`,
  );
  await expect(row.getByRole('link', { name: `Order #${review.orderId}` })).toHaveAttribute(
    'href',
    `/order/view/${review.orderId}`,
  );
  await saveScreenshot(page, 'review-list');

  // The customer filter finds their reviews by name, with the rating kept.
  await page.getByRole('textbox', { name: 'Customer' }).fill(review.customerName);
  await page.getByRole('textbox', { name: 'Customer' }).press('Enter');
  await expect(page).toHaveURL(/customer=/);
  await expect(page).toHaveURL(/rating=2/);
  await expect(row.getByRole('link', { name: review.customerName })).toBeVisible();
  await expect(rows.filter({ hasNot: page.getByRole('link', { name: review.customerName }) })).toHaveCount(0);
  await expect(row).toBeVisible();

  // The switch asks first, then hides the review.
  await row.getByRole('switch', { name: `Disable ${review.id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
  await expect(row.getByRole('switch', { name: `Enable ${review.id}` })).not.toBeChecked();
  expect(await (await api.get(`/api/reviews/${review.id}`)).json()).toMatchObject({ enabled: false });

  // The status filter finds it among the disabled ones; switched back on, it is enabled again.
  await chooseOption(page.getByRole('combobox', { name: 'Enabled' }), 'No');
  await expect(page).toHaveURL(/enabled=false/);
  // The first notice goes before the second is looked for.
  await expect(toast(page, 'success', 'Status Changed!')).toBeHidden();
  await row.getByRole('switch', { name: `Enable ${review.id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
  await expect
    .poll(async () => (await (await api.get(`/api/reviews/${review.id}`)).json()).enabled)
    .toBe(true);
});
