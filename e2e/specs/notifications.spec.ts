import type { APIRequestContext, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { openOptions, pickOption } from '../select';

/**
 * The push notification screens (spec 02: /notifications/list newest first, 20 a page,
 * /notifications/add and /notifications/edit/{id}; "Attention!" before a send to all, "Data
 * saved successfully"), and the delivery a save sets going: the default sender is the outbox,
 * which the worker fills at once for a notification that is not automated.
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

async function idOf(api: APIRequestContext, resource: string, field: string, value: string) {
  const response = await api.get(
    `/api/${resource}?filter=${encodeURIComponent(`${field}||$eq||${value}`)}&fields=id&limit=1`,
  );
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data.length, `${resource} ${value} in the demo data`).toBe(1);
  return data[0]!.id;
}

/** Customers with the app in a place, as the server counts them. */
async function reachOf(api: APIRequestContext, place: Record<string, number>) {
  const response = await api.post('/api/users/eligible-user-count', { data: { countryId: 1, ...place } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

const figures = new Intl.NumberFormat('en-IN');

test('composes a notification for one city, sees its reach, saves it and watches it go out', async ({
  signedInPage: page,
  api,
}) => {
  test.setTimeout(180_000);
  const title = unique('Mango mela');
  const stateId = await idOf(api, 'states', 'name', 'Karnataka');
  const cityId = await idOf(api, 'cities', 'name', 'Bengaluru');
  const stateReach = await reachOf(api, { stateId });
  const cityReach = await reachOf(api, { stateId, cityId });
  expect(cityReach, 'demo customers with the app in Bengaluru').toBeGreaterThan(0);
  expect(stateReach).toBeGreaterThanOrEqual(cityReach);

  await page.goto('/notifications/list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Push notifications');
  await page.getByRole('main').getByRole('button').filter({ hasText: /^Add$/ }).click();
  await expect(page).toHaveURL('/notifications/add');
  const form = page.locator('form');

  // Nothing filled in: the spec's words under the fields, and no audience chosen yet.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter title')).toBeVisible();
  await expect(form.getByText('Please enter message')).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill('Hi');
  await expect(form.getByText('Length should be 3 to 50')).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByLabel('Message', { exact: true })
    .fill('Alphonso and Kesar, by the dozen, delivered tomorrow.');

  // The page decides the field shown: a link must be a web address, a product must be chosen.
  await pickOption(form.getByRole('combobox', { name: 'Page' }), 'Link');
  await form.getByLabel('Link', { exact: true }).fill('mangoes please');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid URL format')).toBeVisible();
  await pickOption(form.getByRole('combobox', { name: 'Page' }), 'Product');
  await expect(form.getByLabel('Link', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please select product')).toBeVisible();
  await pickOption(form.getByRole('combobox', { name: 'Page' }), 'Categories');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please select category')).toBeVisible();
  await pickOption(form.getByRole('combobox', { name: 'Category' }), 'Fresh Fruits');
  await expect(form.getByText('Please choose a state, city or pincode, or send to all users')).toBeVisible();

  // The reach follows the target: everyone, then Karnataka, then Bengaluru.
  const reach = page.getByTestId('reach-count');
  await pickOption(form.getByRole('combobox', { name: 'State' }), 'Karnataka');
  await expect(reach).toHaveText(figures.format(stateReach));
  await pickOption(form.getByRole('combobox', { name: 'City' }), 'Bengaluru');
  await expect(reach).toHaveText(figures.format(cityReach));
  await expect(page.getByRole('status', { name: 'Reach' })).toContainText('this city');

  // Send to all asks first; cancelling turns it back off and keeps the city.
  const sendToAll = form.getByRole('switch', { name: 'Send to all' });
  await sendToAll.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Attention!');
  await expect(dialog).toContainText('Are you sure want to send notification to All users?');
  await expect(dialog.getByRole('button', { name: "Yes, I know what I'm doing" })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sendToAll).not.toBeChecked();
  await expect(form.getByRole('combobox', { name: 'City' })).toBeVisible();
  await expect(reach).toHaveText(figures.format(cityReach));

  // Automated sending shows today's date and the quarter-hour times; off again sends at once.
  const automated = form.getByRole('switch', { name: 'Send automated notification' });
  await automated.click();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(today);
  const times = await openOptions(form.getByRole('combobox', { name: 'Time' }));
  await expect(times.filter({ hasText: '00:00' })).toBeVisible();
  await form.getByRole('combobox', { name: 'Time' }).fill('23:4');
  await expect(times.filter({ hasText: '23:45' })).toBeVisible();
  await page.keyboard.press('Escape');
  await saveScreenshot(page, 'notification-add-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'notification-add-390');
  await page.setViewportSize({ width: 1366, height: 820 });
  await automated.click();
  await expect(form.getByLabel('Date', { exact: true })).toHaveCount(0);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Data saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/notifications\/list/);

  // Newest first: the outbox takes it at once and the figures appear on its row.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Bengaluru, Karnataka');
  await expect(row).toContainText('Opens category Fresh Fruits');
  await expect(row.locator('.ant-tag').filter({ hasText: /^Sent$/ })).toBeVisible({ timeout: 60_000 });
  const delivery = row.getByRole('group', { name: `Delivery of ${title}` });
  await expect(delivery.locator('[data-figure="Targeted"]')).toHaveText(figures.format(cityReach));
  await expect(delivery.locator('[data-figure="Sent"]')).toHaveText(figures.format(cityReach));
  await expect(delivery.locator('[data-figure="Failed"]')).toHaveText('0');
  await expect(row).toContainText('Went out');
  await saveScreenshot(page, 'notification-list-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'notification-list-390');
  await page.setViewportSize({ width: 1366, height: 820 });

  // Gone out: its screen shows the report read-only and offers a copy instead of a form.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/notifications\/edit\/\d+$/);
  await expect(page.getByRole('region', { name: 'Delivery report' })).toContainText('Went out');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Bengaluru, Karnataka');
  await expect(page.getByRole('main')).toContainText('category Fresh Fruits');
  await saveScreenshot(page, 'notification-sent-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'notification-sent-390');
  await page.setViewportSize({ width: 1366, height: 820 });
  await page.getByRole('button', { name: 'Copy as new' }).click();
  await expect(page).toHaveURL('/notifications/add');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(form.getByRole('combobox', { name: 'City' })).toBeVisible();
  await expect(reach).toHaveText(figures.format(cityReach));
});

test('lists notifications newest first, filters by place and deletes after asking', async ({
  signedInPage: page,
  api,
}) => {
  const stateId = await idOf(api, 'states', 'name', 'Kerala');
  const title = unique('Onam sadya kit');
  const created = await api.post('/api/notifications', {
    data: {
      title,
      message: 'Everything for the sadya, in one box.',
      page: 'Home',
      stateId,
      sendAutomatedNotification: true,
      notificationDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
        new Date(Date.now() + 3 * 86_400_000),
      ),
      notificationTime: '09:30',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/notifications/list');
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText(title);
  const row = rows.filter({ hasText: title });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Goes out');
  await expect(row).toContainText('09:30 AM');

  await pickOption(page.getByRole('combobox', { name: 'State' }), 'Kerala');
  await expect(page).toHaveURL(new RegExp(`stateId=${stateId}`));
  await expect(row).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Kerala' })).toHaveCount(0);

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Do you want to delete, ${title}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

interface SentRow {
  id: number;
  title: string;
  deliveryState: string | null;
  sentCount: number;
  failedCount: number;
  failureReasons: Record<string, number>;
}

test('retries the failed deliveries of a sent notification, not its dead tokens', async ({
  signedInPage: page,
  api,
}) => {
  // The demo's past notifications went out with a few failures: dead tokens and time-outs.
  const response = await api.get('/api/notifications?limit=100');
  const { data } = (await response.json()) as { data: SentRow[] };
  const sent = data.find((row) => row.deliveryState === 'sent' && (row.failureReasons.TIMEOUT ?? 0) > 0);
  expect(sent, 'a demo notification with timed-out deliveries').toBeDefined();
  const dead = sent!.failureReasons.UNREGISTERED ?? 0;
  const retryable = sent!.failedCount - dead;

  await page.goto('/notifications/list');
  const row = page
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: String(sent!.id), exact: true }) });
  const delivery = row.getByRole('group', { name: `Delivery of ${sent!.title}` });
  await expect(delivery.locator('[data-figure="Failed"]')).toHaveText(figures.format(sent!.failedCount));
  await row.getByRole('button', { name: `Retry the ${retryable} failed of ${sent!.title}` }).click();
  await expect(toast(page, 'success', `Sending again to the ${retryable} that failed`)).toBeVisible();

  // The outbox takes them at once: only the dead tokens stay failed, and nothing is left to retry.
  await expect(delivery.locator('[data-figure="Failed"]')).toHaveText(figures.format(dead), {
    timeout: 60_000,
  });
  await expect(delivery.locator('[data-figure="Sent"]')).toHaveText(
    figures.format(sent!.sentCount + retryable),
  );
  await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});
