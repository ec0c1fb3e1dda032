import { expect, saveScreenshot, test } from '../fixtures';

test('a new deployed version brings a popup that stays until the admin reloads', async ({
  signedInPage: page,
}) => {
  let version = 'build-one';
  await page.route('**/api/common/app_version', (route) => route.fulfill({ json: { version } }));
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  // Within the hour nothing is asked again; on the hour the new version shows.
  version = 'build-two';
  await page.clock.runFor('59:00');
  await expect(page.getByText('Update available')).toHaveCount(0);
  await page.clock.runFor('01:00');
  await expect(page.getByText('Update available')).toBeVisible();
  await saveScreenshot(page, 'update-popup');

  // It does not close by itself.
  await page.clock.runFor('10:00');
  await expect(page.getByText('Update available')).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
});
