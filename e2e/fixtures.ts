import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, test as base, expect, type Page, request } from '@playwright/test';

/**
 * Fixtures for every spec. In a spec:
 *
 *   import { expect, test, saveScreenshot } from '../fixtures';
 *
 *   test('lists taxes', async ({ signedInPage: page }) => {
 *     await page.goto('/tax/list');
 *     await saveScreenshot(page, 'tax-list');
 *   });
 *
 * - `page` is signed out; `signedInPage` starts signed in as the demo superadmin (a token
 *   from one API sign-in per worker, put where the app keeps it).
 * - `lookingPage` is one signed-in page a worker keeps from test to test, for specs that only
 *   open screens and look (axe, screenshots): a screen is then a navigation with the app's code
 *   already cached, not a new browser context and a cold load; `openInApp` even spares the
 *   reload. Leave it as you found it.
 * - `api` is an API client signed in as the same admin: `await api.get('/api/taxes')`.
 * - A spec fails when the page throws an uncaught error or the browser refuses something under
 *   the Content-Security-Policy (the server's, apps/server/src/plugins/security-headers.ts),
 *   logged or not. A spec that provokes one on purpose takes it out of `pageErrors`.
 * - Keep failed sign-ins rare: the server refuses an address after 20 in 15 minutes.
 */
export const DEMO_ADMIN = { email: 'admin@mandi.local', password: 'mandi123', name: 'Store Owner' } as const;

/** Where the app keeps its token (apps/web/src/auth/token-store.ts). */
export const TOKEN_STORAGE_KEY = 'mandi.token';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = path.join(here, 'screenshots');

/** Saves a full-page picture as e2e/screenshots/<name>.png (ignored by git) to look at. */
export async function saveScreenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Signs in through the API and answers the token. */
export async function apiSignIn(
  baseURL: string,
  credentials: { email: string; password: string } = DEMO_ADMIN,
): Promise<string> {
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/api/admins/login', {
      data: { emailAddress: credentials.email, password: credentials.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  } finally {
    await context.dispose();
  }
}

/** Starts the page's first load with the token in place; a later log out stays logged out. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.token-seeded')) return;
      sessionStorage.setItem('e2e.token-seeded', '1');
      localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
}

/**
 * A new staff member with the demo's "Catalogue manager" role (products, categories, brands; no
 * orders, no imports, no history), made through the API with the superadmin's token.
 */
export async function newCatalogueManager(
  api: APIRequestContext,
): Promise<{ email: string; password: string }> {
  const roles = await api.get(
    `/api/admins-roles?filter=${encodeURIComponent('name||$eq||Catalogue manager')}`,
  );
  const [role] = ((await roles.json()) as { data: { id: number }[] }).data;
  const email = `catalogue.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@staff.mandi.local`;
  const password = 'catalogue-pass-1';
  const created = await api.post('/api/admins', {
    data: {
      fullName: 'Catalogue Manager',
      emailAddress: email,
      mobileNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      adminsRoleId: role!.id,
      password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password };
}

/** Signs the page in as a new catalogue manager (newCatalogueManager). */
export async function signInAsCatalogueManager(page: Page, api: APIRequestContext, baseURL: string) {
  await useToken(page, await apiSignIn(baseURL, await newCatalogueManager(api)));
}

/**
 * Uncaught errors and Content-Security-Policy refusals of the page, logged or not, as they
 * happen. Chromium logs nothing for some refusals, only the page's securitypolicyviolation
 * event: a string evaluated as code whose error is caught (zod's code-generation probe was one).
 */
const NOT_FOUND_PATH = '/404';

/**
 * Opens a path in the app already loaded in `page` through the app's own router, as a link
 * would: no reload, so a screen costs its render rather than a cold start of the app (several
 * seconds of CPU on a 2-core machine, most of the accessibility spec's time). It goes by the
 * 404 screen, which no other screen resembles: once its heading is gone and the router's
 * progress bar too, the screen asked for is the one on display. A fresh page loads the path.
 */
export async function openInApp(page: Page, target: string) {
  if (!page.url().startsWith('http') || target === NOT_FOUND_PATH) {
    await page.goto(target);
    return;
  }
  const notFound = page.getByRole('heading', { level: 1, name: '404 Page Not Found' });
  await routerPush(page, NOT_FOUND_PATH);
  await expect(notFound).toBeVisible();
  await routerPush(page, target);
  await expect(notFound).toHaveCount(0);
  await expect(page.locator('.navigation-progress')).toHaveCount(0);
}

/** What the browser's back button does to the router, with `to` as the new location. */
function routerPush(page: Page, to: string) {
  return page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function watchPageErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      errors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` in ${event.sourceFile}:${event.lineNumber}` : '';
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where}`,
      );
    });
  });
  return errors;
}

/**
 * E2E_THROTTLE=4 slows the page's CPU fourfold (Chromium's CDP throttling), off by default: a
 * way to show a wait that only holds on a fast machine failing here, before it fails in CI.
 */
export async function throttleCpu(page: Page) {
  const rate = Number(process.env.E2E_THROTTLE ?? 0);
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * E2E_API_DELAY=<ms> holds each answer of the API to the page for a random 0 to <ms> ms, off by
 * default: answers then come in any order and late, as on a loaded machine, so a step that
 * assumes one answer came before another (or before the step) shows up here. The live event
 * stream passes at once. A spec's own page.route handlers are asked first (routes registered
 * later win), and this one then lets the request go on.
 */
export async function delayApi(page: Page) {
  const most = Number(process.env.E2E_API_DELAY ?? 0);
  if (!(most > 0)) return;
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/events',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * most));
      // The page may have closed meanwhile: nothing to answer then.
      await route.fallback().catch(() => undefined);
    },
  );
}

export const test = base.extend<
  { signedInPage: Page; lookingPage: Page; api: APIRequestContext; pageErrors: string[] },
  { adminToken: string; sharedLookingPage: { page: Page; errors: string[] } }
>({
  adminToken: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      await use(await apiSignIn(baseURL));
    },
    { scope: 'worker' },
  ],

  page: async ({ page }, use) => {
    await throttleCpu(page);
    await delayApi(page);
    await use(page);
  },

  signedInPage: async ({ page, adminToken }, use) => {
    await useToken(page, adminToken);
    await use(page);
  },

  api: async ({ playwright, adminToken, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${adminToken}` },
    });
    await use(context);
    await context.dispose();
  },

  pageErrors: [
    async ({ page }, use) => {
      const errors = await watchPageErrors(page);
      await use(errors);
      expect(errors, 'uncaught errors and CSP violations in the page').toEqual([]);
    },
    { auto: true },
  ],

  lookingPage: async ({ sharedLookingPage }, use) => {
    const errors = sharedLookingPage.errors;
    errors.length = 0;
    await use(sharedLookingPage.page);
    expect(errors, 'uncaught errors and CSP violations in the page').toEqual([]);
  },

  sharedLookingPage: [
    async ({ browser, adminToken }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, reducedMotion });
      const page = await context.newPage();
      await throttleCpu(page);
      await delayApi(page);
      const errors = await watchPageErrors(page);
      await useToken(page, adminToken);
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };
