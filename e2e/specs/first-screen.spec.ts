import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { apiSignIn, DEMO_ADMIN, expect, newCatalogueManager, saveScreenshot, test } from '../fixtures';
import { placeOrder } from '../orders';

/**
 * Signed-in first screens drawn by the server (issue 31 §7): after a sign-in (its session
 * cookie), /dashboard and /order/list come with the screen in the page. On a phone the app's
 * code waits for the visitor or a placed order; on a larger window it takes over at once.
 */

/** Lighthouse's phone: its user agent says Mobile, so the server draws for a phone's width. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** A page of its own browser context, signed in through the sign-in form (which sets the cookie). */
async function signedInThroughTheForm(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...options, baseURL, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  return { page, errors, close: () => context.close() };
}

/** The app's own code (its start, not the page's entry) was asked for. */
const appCode = (url: string) => /\/assets\/boot-[\w-]+\.js$/.test(url);

const drawn = (page: Page) => page.locator('#first-paint-screen');
const app = (page: Page) => page.locator('#root');

test('on a phone the order list is drawn by the server; a placed order, then a tap, start the app', async ({
  browser,
  baseURL,
  api,
}) => {
  test.setTimeout(150_000);
  const { page, errors, close } = await signedInThroughTheForm(browser, baseURL!, PHONE);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));

  // The page's entry watches the live stream while the drawn screen waits: by the time it
  // asks for the stream, an app that starts at once would have asked for its code.
  const stream = page.waitForRequest((request) => request.url().includes('/api/events'));
  await page.goto('/order/list');
  await stream;
  await expect(drawn(page).getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const drawnRows = drawn(page).locator('.ant-table-tbody tr.ant-table-row');
  await expect(drawnRows.first()).toBeVisible();
  // A phone's drawing: the filters folded behind their button, as the app draws them.
  await expect(drawn(page).getByRole('button', { name: /Filters \(\d+\)/ })).toBeVisible();
  expect(asked.filter(appCode)).toEqual([]);
  await expect(app(page)).toBeEmpty();
  await saveScreenshot(page, 'first-screen-orders-phone');
  await expectNoSeriousViolations(page, '#first-paint-screen');

  // An order placed meanwhile starts the app, which shows it (issue 31 §2: within seconds).
  const order = await placeOrder(api, 'Home Delivery');
  await expect(
    app(page)
      .locator('tr.ant-table-row')
      .filter({ hasText: `#${order.id}` }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(drawn(page)).toHaveCount(0);
  await expect(page.locator('#first-screen-css')).toHaveCount(0);

  // Drawn again on a reload, with that order in it. The visitor's tap on the drawing's Filters
  // button starts the app, which starts from the drawn answers (the same first row, no loading
  // state in between) and presses that button on its own screen: the filters open.
  await page.reload();
  const firstDrawn = (await drawnRows.first().locator('a').first().textContent())?.trim();
  expect(firstDrawn).toMatch(/^#\d+$/);
  await expect(drawnRows.filter({ hasText: `#${order.id}` })).toBeVisible();
  expect(asked.filter(appCode)).toHaveLength(1);
  await drawn(page)
    .getByRole('button', { name: /Filters \(\d+\)/ })
    .tap();
  const appRows = app(page).locator('.ant-table-tbody tr.ant-table-row');
  await expect(appRows.first()).toBeVisible();
  await expect(drawn(page)).toHaveCount(0);
  await expect(appRows.first().locator('a').first()).toHaveText(firstDrawn!);
  await expect(app(page).getByRole('button', { name: /Filters \(\d+\)/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(errors).toEqual([]);
  await close();
});

test('on a large window the dashboard is drawn by the server and the app takes it over at once', async ({
  browser,
  baseURL,
}) => {
  const { page, errors, close } = await signedInThroughTheForm(browser, baseURL!);
  // The page as the server sends it: the screen with its figures already in it.
  const answer = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
  expect(answer.headers()['cache-control']).toBe('no-store');
  const html = await answer.text();
  expect(html).toContain('<div id="first-paint-screen" data-width="wide">');
  // React's text separator between the greeting and the name.
  expect(html).toContain(`Welcome, <!-- -->${DEMO_ADMIN.name}`);
  // The counts show their figures (no script counts them up in a drawn page), not 0.
  const counts = [
    ...html.matchAll(
      /class="dashboard-count-up">([\d,]+)<\/span><span class="dashboard-sr-only" data-final-value="(\d+)"/g,
    ),
  ];
  expect(counts).toHaveLength(4);
  for (const [, shown, final] of counts) expect(shown).toBe(Number(final).toLocaleString('en-IN'));

  await page.goto('/dashboard');
  // No input needed: the app starts at once and its first commit removes the drawn copy.
  await expect(
    app(page).getByRole('heading', { level: 2, name: `Welcome, ${DEMO_ADMIN.name}` }),
  ).toBeVisible();
  await expect(drawn(page)).toHaveCount(0);
  // The app starts from the drawn figures: no count from 0 again at the take-over.
  const shownByApp = await app(page).locator('.dashboard-count-up').allTextContents();
  const finals = await app(page).locator('.dashboard-sr-only[data-final-value]').allTextContents();
  expect(shownByApp).toEqual(finals);
  await expect(app(page).getByTestId('sidebar').getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
  await close();
});

test('only a live session cookie, for a screen its role may open, gets a drawn screen', async ({
  baseURL,
  api,
}) => {
  const drawnFor = async (path: string, cookie?: string) => {
    const context = await apiRequest.newContext({ baseURL });
    const answer = await context.get(path, { headers: cookie ? { cookie } : {} });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    await context.dispose();
    return html.includes('<div id="first-paint-screen"');
  };
  const admin = await apiSignIn(baseURL!);
  expect(await drawnFor('/order/list', `mandi_session=${admin}`)).toBe(true);
  expect(await drawnFor('/order/list')).toBe(false);
  expect(await drawnFor('/order/list', 'mandi_session=made-up')).toBe(false);
  // Not a screen drawn by the server.
  expect(await drawnFor('/tax/list', `mandi_session=${admin}`)).toBe(false);

  // A role without the order screen: the app draws it (and refuses it) as before.
  const catalogue = await apiSignIn(baseURL!, await newCatalogueManager(api));
  expect(await drawnFor('/order/list', `mandi_session=${catalogue}`)).toBe(false);

  // Logged out: the session's cookie draws nothing any more.
  const context = await apiRequest.newContext({ baseURL });
  expect(
    (await context.post('/api/admins/logout', { headers: { authorization: `Bearer ${admin}` } })).status(),
  ).toBe(200);
  await context.dispose();
  expect(await drawnFor('/order/list', `mandi_session=${admin}`)).toBe(false);
});
