import type { APIRequestContext } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { pickOption } from '../select';

/**
 * A notification's phone rules narrow its reach as they are chosen: Android, then an app
 * version (that version or older), against the demo customers' last known phones (from their
 * newest order's device data). The figures are the server's count for the same audience.
 */

async function reachOf(api: APIRequestContext, audience: Record<string, unknown>) {
  const response = await api.post('/api/users/eligible-user-count', { data: { countryId: 1, ...audience } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

const figures = new Intl.NumberFormat('en-IN');

test('the reach follows the platform and app version chosen', async ({ signedInPage: page, api }) => {
  const everyone = await reachOf(api, {});
  const android = await reachOf(api, { platform: 'android' });
  const androidOld = await reachOf(api, { platform: 'android', appVersion: '1.3.1' });
  expect(android, 'demo customers on Android').toBeGreaterThan(0);
  expect(android).toBeLessThan(everyone);
  expect(androidOld, 'demo Android customers on 1.3.1 or older').toBeGreaterThan(0);
  expect(androidOld).toBeLessThan(android);

  await page.goto('/notifications/add');
  const form = page.locator('form');
  const reach = page.getByTestId('reach-count');
  const words = page.getByRole('status', { name: 'Reach' });
  await expect(reach).toHaveText(figures.format(everyone));

  await pickOption(form.getByRole('combobox', { name: 'Platform' }), 'Android');
  await expect(reach).toHaveText(figures.format(android));
  await expect(words).toContainText('on Android');

  // A version half typed is refused in the form's words and not counted.
  const version = form.getByLabel('App version', { exact: true });
  await version.fill('1.3.');
  await expect(form.getByText('Please enter a version like 1.2.3', { exact: true })).toBeVisible();
  await expect(words).toContainText('The reach is counted once the app version reads like 1.2.3.');
  await version.fill('1.3.1');
  await expect(form.getByText('Please enter a version like 1.2.3', { exact: true })).toHaveCount(0);
  await expect(reach).toHaveText(figures.format(androidOld));
  await expect(words).toContainText('on Android, app 1.3.1 or older');
  await expect(form.getByText('Reaches customers on this version or older')).toBeVisible();
  await saveScreenshot(page, 'notification-audience');

  // Cleared: everyone on Android again.
  await version.fill('');
  await expect(reach).toHaveText(figures.format(android));
});
