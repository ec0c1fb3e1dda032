import { expect, saveScreenshot, test } from '../fixtures';

test('a new deployed version brings a popup that stays until the admin reloads', async ({
  signedInPage: page,
}) => {
  let version = 'build-one';
  await page.route('**/api/common/app_version', (route) => route.fulfill({ json: { version } }));
  await page.clock.install();
  // A screen that asks nothing on a timer: the dashboard refreshes its eleven figures every
  // minute, and running the clock an hour and more through those took the whole test's time.
  // The notifier is a lazy chunk: it takes the version it first reads as the page's own, so
  // the new version is deployed only after that first read.
  const firstAsk = page.waitForResponse('**/api/common/app_version');
  await page.goto('/profile');
  const heading = page.getByRole('heading', { level: 1, name: 'Profile' });
  await expect(heading).toBeVisible();
  await firstAsk;

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

  // Reload loads the page afresh (a mark left on the old window is gone), the new page asks
  // the version again and takes build-two as its own: no popup, now or on the next hour.
  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });
  const reloaded = page.waitForEvent('load');
  const askedAgain = page.waitForResponse('**/api/common/app_version');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await (await askedAgain).json()).toEqual({ version: 'build-two' });
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading).toBeVisible();
  await expect(page.getByText('Update available')).toHaveCount(0);
  const hourly = page.waitForResponse('**/api/common/app_version');
  await page.clock.runFor('01:00:00');
  await hourly;
  await expect(heading).toBeVisible();
  await expect(page.getByText('Update available')).toHaveCount(0);
});
