import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * Playwright's fake clock, but with the browser's own requestIdleCallback. The fake one is due
 * as soon as the clock passes (50 ms at most), not when the page is idle: a signed-in screen's
 * idle prefetch of its menu neighbours (some thirty chunks) then loaded and ran during the
 * screen's first render, which on a loaded machine took the Profile heading past its wait.
 * Both scripts are the context's, so they run in this order around the clock's own.
 */
async function installClockKeepingIdleCallbacks(page: Page) {
  const context = page.context();
  await context.addInitScript(() => {
    const idle = window as unknown as { nativeIdle?: unknown[] };
    idle.nativeIdle = [window.requestIdleCallback, window.cancelIdleCallback];
  });
  await page.clock.install();
  await context.addInitScript(() => {
    const idle = window as unknown as { nativeIdle: [typeof requestIdleCallback, typeof cancelIdleCallback] };
    [window.requestIdleCallback, window.cancelIdleCallback] = idle.nativeIdle;
  });
}

/**
 * Answers the app's version asks with `version()`, holding only those requests. page.route
 * would hold every request of the page until this test's process let it go, and turn the
 * browser's cache off: on a loaded machine the screen's hundred-odd chunks took 10 to 30 s
 * each, and the reload fetched them all again.
 */
async function answerVersionAsks(page: Page, version: () => string) {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    cdp
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{ name: 'Content-Type', value: 'application/json' }],
        body: Buffer.from(JSON.stringify({ version: version() })).toString('base64'),
      })
      .catch(() => undefined); // The page may close with an ask held (the test's end).
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/common/app_version' }] });
}

test('a new deployed version brings a popup that stays until the admin reloads', async ({
  signedInPage: page,
}) => {
  let version = 'build-one';
  await answerVersionAsks(page, () => version);
  await installClockKeepingIdleCallbacks(page);
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
