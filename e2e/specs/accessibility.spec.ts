import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { expect, openInApp, saveScreenshot, test } from '../fixtures';

/**
 * axe-core (WCAG 2.0/2.1 A and AA, and best practice) on every screen of the app, signed in
 * and out: a critical or serious violation fails the screen's test, naming the rule and the
 * elements. Edit screens open a real row of the demo data. The screen list follows the web's
 * routes (apps/web/src/routes/*\/*.routes.ts and paths.ts); a new screen belongs here too.
 */
/** The first row's id of a list in the demo data. */
async function firstId(api: APIRequestContext, resource: string, query = ''): Promise<number> {
  const response = await api.get(`/api/${resource}?limit=1&sort=id,ASC${query}`);
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data.length, `demo data has ${resource}`).toBeGreaterThan(0);
  return data[0]!.id;
}

type Screen = { name: string; path: (api: APIRequestContext) => Promise<string> | string };
const at = (name: string, path: string): Screen => ({ name, path: () => path });
const withId = (name: string, resource: string, toPath: (id: number) => string, query = ''): Screen => ({
  name,
  path: async (api) => toPath(await firstId(api, resource, query)),
});

/** Resource screens with a list, an add form and an edit form. */
const crud = (label: string, base: string, resource: string): Screen[] => [
  at(`${label} list`, `/${base}/list`),
  at(`${label} add`, `/${base}/add`),
  withId(`${label} edit`, resource, (id) => `/${base}/edit/${id}`),
];

const signedInScreens: Screen[] = [
  at('dashboard', '/dashboard'),
  ...crud('tax', 'tax', 'taxes'),
  ...crud('brand', 'brand', 'brands'),
  ...crud('measurement unit', 'measurement-unit', 'measurement-units'),
  ...crud('attribute', 'attribute', 'attributes'),
  withId('attribute value list', 'attributes', (id) => `/attribute-value/list/${id}`),
  withId('attribute value add', 'attributes', (id) => `/attribute-value/add/${id}`),
  withId('attribute value edit', 'attributes-values', (id) => `/attribute-value/edit/${id}`),
  at('category list', '/category/list'),
  withId('subcategory list', 'categories', (id) => `/category/list/${id}`, '&filter=parentId||$isnull'),
  at('category add', '/category/add/0'),
  withId('category edit', 'categories', (id) => `/category/edit/${id}/0`, '&filter=parentId||$isnull'),
  ...crud('product', 'product', 'products'),
  at('product import', '/product/import'),
  at('price update', '/product/import-update-price'),
  ...crud('banner', 'banner', 'banners'),
  ...crud('coupon', 'coupons', 'coupons'),
  ...crud('notification', 'notifications', 'notifications'),
  ...crud('faq', 'faqs', 'faqs'),
  at('review list', '/reviews/list'),
  at('order list', '/order/list'),
  at('order add', '/order/add'),
  withId('order view', 'orders', (id) => `/order/view/${id}`),
  withId('order edit', 'orders', (id) => `/order/edit/${id}`),
  at('delivery runs', '/delivery/runs'),
  at('delivery report', '/delivery/report'),
  at('my run', '/delivery/my-run'),
  at('state list', '/states/list/1'),
  at('state add', '/states/add/1'),
  withId('state edit', 'states', (id) => `/states/edit/${id}`),
  withId('city list', 'states', (id) => `/cities/list/${id}`),
  withId('city add', 'states', (id) => `/cities/add/${id}`),
  withId('city edit', 'cities', (id) => `/cities/edit/${id}`),
  withId('pincode list', 'cities', (id) => `/pincode/list/${id}`),
  withId('pincode add', 'cities', (id) => `/pincode/add/${id}`),
  withId('pincode edit', 'pincodes', (id) => `/pincode/edit/${id}`),
  at('pincode import', '/pincode/import'),
  at('address list', '/address/list'),
  {
    name: 'customer address list',
    path: async (api) => {
      const address = await api.get(`/api/addresses/${await firstId(api, 'addresses')}`);
      return `/address/list/Customer/${((await address.json()) as { userId: number }).userId}`;
    },
  },
  withId('address add', 'addresses', (id) => `/address/add/${id}`),
  withId('address edit', 'addresses', (id) => `/address/edit/${id}`),
  at('address import', '/address/import'),
  ...crud('admin', 'admins', 'admins'),
  ...crud('admin role', 'admin-roles', 'admins-roles'),
  ...crud('customer', 'users', 'users'),
  at('history list', '/audit/list'),
  at('settings', '/setting/info'),
  at('profile', '/profile'),
  at('change password', '/admins/change-password'),
  at('404', '/404'),
  at('401', '/401'),
];

const signedOutScreens: Screen[] = [
  at('login', '/login'),
  at('recover password', '/recover-password'),
  at('reset password', '/reset-password/0123456789abcdef'),
];

/** Waits until the screen has its content: a heading, no loading list, no spinner. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  // Independent screens: spread over every worker, each with its own looking page, rather
  // than one worker walking all 80 (15 of CI's 33 e2e minutes).
  test.describe.configure({ mode: 'parallel' });
  for (const screen of signedInScreens) {
    test(`${screen.name} has no critical or serious violation`, async ({ lookingPage: page, api }) => {
      await openInApp(page, await screen.path(api));
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }

  for (const screen of signedOutScreens) {
    test(`${screen.name} (signed out) has no critical or serious violation`, async ({ page, api }) => {
      await page.goto(await screen.path(api));
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }
});

/** Screenshots (e2e/screenshots/screen-<name>-<width>.png) of the everyday screens at four widths. */
const WIDTHS = [1440, 1024, 768, 390] as const;
const PICTURED: Screen[] = [
  at('dashboard', '/dashboard'),
  at('product-list', '/product/list'),
  withId('product-edit', 'products', (id) => `/product/edit/${id}`),
  at('tax-list', '/tax/list'),
  withId('coupon-edit', 'coupons', (id) => `/coupons/edit/${id}`),
];

test.describe('screens at 1440, 1024, 768 and 390 px', () => {
  for (const screen of PICTURED) {
    test(`${screen.name} is pictured at each width`, async ({ lookingPage: page, api }) => {
      const path = await screen.path(api);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await settle(page);
        await saveScreenshot(page, `screen-${screen.name}-${width}`);
      }
      // The page goes on to the next test at the project's size.
      await page.setViewportSize(test.info().project.use.viewport!);
    });
  }
});
