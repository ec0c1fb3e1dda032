import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { createRider, type PincodeOrder, placeOrdersInPincodes, type Rider } from '../delivery';
import { delayApi, expect, saveScreenshot, test, throttleCpu, useToken } from '../fixtures';
import { chooseOption, pickOption } from '../select';

/**
 * Delivery runs (issue 30) as a store meets them: a run of 5 orders in 2 pincodes; the rider, on
 * a phone 390 px wide, delivers 4 (one with less cash, which leaves it in Partial Payment) and
 * brings 1 back (not at home); the run is closed ₹10 short and the report shows it. Every new
 * screen passes axe.
 */

const inr = (value: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);
const toast = (page: Page, text: string) => page.locator('.ant-message-success').filter({ hasText: text });
const paise = (value: number) => Math.round(value * 100) / 100;
/** Today in India, as the runs' days are. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** axe (WCAG 2.1 AA and best practice) on the page or one part of it: no critical or serious violation. */
async function expectAccessible(page: Page, include?: string) {
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, include);
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

async function orderOf(api: APIRequestContext, id: number) {
  const answer = await api.get(`/api/orders/fetch/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { status: string; money: { due: number; received: number } };
}

/** The rider's phone: a page of its own, signed in as the rider, 390 px wide. */
async function riderPhone(browser: Browser, baseURL: string, rider: Rider) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // As every other page of the suite: a dialog closed by Cancel is gone at once, not still
    // fading out under the next stop's Delivered.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await throttleCpu(page);
  await delayApi(page);
  await useToken(page, rider.token);
  return { page, close: () => context.close() };
}

/** The run as the API holds it: created for the rider with the first 4 orders. */
async function createRun(api: APIRequestContext, rider: Rider, orders: PincodeOrder[]) {
  const created = await api.post('/api/delivery-runs', {
    data: { date: today(), riderId: rider.id, orderIds: orders.map((order) => order.id) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number };
}

/** The rider's screen: Delivered with the cash typed, or Not delivered with why. */
async function deliver(page: Page, orderId: number, cash?: number) {
  await page.getByRole('button', { name: `Delivered order ${orderId}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delivered: order ${orderId}` });
  const field = dialog.getByLabel('Cash collected');
  if (cash !== undefined) {
    await field.fill(String(cash));
    await field.press('Tab');
  }
  await dialog.getByRole('button', { name: 'Delivered' }).click();
  await expect(dialog).toBeHidden();
}

test('a run of 5 orders in 2 pincodes: delivered on the phone, closed ₹10 short, shown in the report', async ({
  signedInPage: page,
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const rider = await createRider(api, baseURL!, `Ravi Rider ${Date.now() % 100000}`);
  const orders = await placeOrdersInPincodes(api, [3, 2]);
  expect(new Set(orders.map((order) => order.pincode)).size).toBe(2);
  const run = await createRun(api, rider, orders.slice(0, 4));

  // The dispatcher adds the fifth order on the run's screen: 5 stops by pincode.
  await page.goto(`/delivery/runs/${run.id}`);
  await expect(page.getByRole('heading', { name: `Delivery run #${run.id}` })).toBeVisible();
  const stops = page.getByTestId('run-stops').locator('.ant-table-tbody tr.ant-table-row');
  await expect(stops).toHaveCount(4);
  await page.getByRole('button', { name: 'Add orders' }).click();
  const add = page.getByRole('dialog', { name: `Add orders to run #${run.id}` });
  await pickOption(add.getByLabel('Orders'), `#${orders[4]!.id}`);
  await add.locator('.ant-modal-title').click();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Orders added to the run')).toBeVisible();
  await expect(stops).toHaveCount(5);
  const pincodes = await stops.locator('td:nth-child(5)').allTextContents();
  expect(pincodes).toEqual([...pincodes].sort());
  await expect(page.getByRole('button', { name: 'Close run' })).toBeDisabled();
  await settle(page);
  await expectAccessible(page);
  await saveScreenshot(page, 'delivery-run-open');

  // The run sheet is a PDF.
  const sheet = await api.get(`/api/delivery-runs/${run.id}/sheet`);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()['content-type']).toContain('application/pdf');

  const dues = new Map<number, number>();
  for (const order of orders) dues.set(order.id, (await orderOf(api, order.id)).money.due);
  const [short, ...rest] = orders.slice(0, 4);
  const home = orders[4]!;
  const shortCash = paise(dues.get(short!.id)! - 50);

  // The rider lands on their run, and the menu offers nothing else.
  const phone = await riderPhone(browser, baseURL!, rider);
  try {
    const riderPage = phone.page;
    await riderPage.goto('/');
    await expect(riderPage).toHaveURL('/delivery/my-run');
    await expect(riderPage.getByTestId('my-run-stop')).toHaveCount(5);
    // On a phone the menu is built when the rider opens it.
    await riderPage.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(riderPage.getByTestId('sidebar').getByRole('menuitem')).toHaveText(['My run']);
    await riderPage.goto('/delivery/runs');
    await expect(riderPage).toHaveURL('/401');
    await riderPage.goto('/delivery/my-run');
    await settle(riderPage);
    await expectAccessible(riderPage);
    await saveScreenshot(riderPage, 'delivery-my-run');

    // Delivered asks the cash, the due to start with; less than the due is a partial payment.
    await riderPage.getByRole('button', { name: `Delivered order ${short!.id}`, exact: true }).click();
    const cash = riderPage
      .getByRole('dialog', { name: `Delivered: order ${short!.id}` })
      .getByLabel('Cash collected');
    await expect(cash).toHaveValue(inr(dues.get(short!.id)!).replace('₹', ''));
    await expectAccessible(riderPage, '.ant-modal');
    await saveScreenshot(riderPage, 'delivery-my-run-delivered');
    await riderPage.getByRole('button', { name: 'Cancel' }).click();
    await deliver(riderPage, short!.id, shortCash);
    for (const order of rest) await deliver(riderPage, order.id);

    // Not delivered asks why.
    await riderPage.getByRole('button', { name: `Not delivered order ${home.id}` }).click();
    const why = riderPage.getByRole('dialog', { name: `Not delivered: order ${home.id}` });
    await why.getByRole('radio', { name: 'Not at home' }).check();
    await expectAccessible(riderPage, '.ant-modal');
    await why.getByRole('button', { name: 'Not delivered' }).click();
    await expect(why).toBeHidden();

    const collected = paise(shortCash + rest.reduce((sum, order) => sum + dues.get(order.id)!, 0));
    await expect(riderPage.getByTestId('my-run-cash')).toContainText(inr(collected));
    await expect(riderPage.getByTestId('my-run-stop').filter({ hasText: 'Not at home' })).toHaveCount(1);
    await saveScreenshot(riderPage, 'delivery-my-run-done');

    // The orders moved as the stops say.
    expect((await orderOf(api, short!.id)).status).toBe('Partial Payment');
    for (const order of rest) expect((await orderOf(api, order.id)).status).toBe('Order Delivered');
    expect((await orderOf(api, home.id)).status).toBe('Order Placed');

    // Closing: the expected cash and the difference as the dispatcher types what was handed in.
    await page.goto(`/delivery/runs/${run.id}`);
    await page.getByRole('button', { name: 'Close run' }).click();
    const close = page.getByRole('dialog', { name: `Close run #${run.id}` });
    await expect(close).toContainText(inr(collected));
    const handedIn = close.getByLabel('Cash handed in');
    await handedIn.fill(String(paise(collected - 10)));
    await handedIn.press('Tab');
    await expect(close.getByTestId('close-difference')).toHaveText(`${inr(10)} short`);
    await expectAccessible(page, '.ant-modal');
    await saveScreenshot(page, 'delivery-run-close');
    await close.getByRole('button', { name: 'Close run' }).click();
    await expect(toast(page, 'Run closed')).toBeVisible();
    await expect(page.getByTestId('run-summary')).toContainText(`${inr(10)} short`);
    await saveScreenshot(page, 'delivery-run-closed');

    // A closed run leaves the rider's screen.
    await riderPage.reload();
    await expect(riderPage.getByText('No open run')).toBeVisible();
  } finally {
    await phone.close();
  }

  // The report: the rider's difference, the day's run, first attempts.
  await page.goto('/delivery/report');
  await settle(page);
  const riderRow = page.getByTestId('report-riders').locator('tr').filter({ hasText: rider.name });
  await expect(riderRow).toContainText(`${inr(10)} short`);
  await expect(page.getByTestId('report-days')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'delivery-report');

  // The runs list shows the closed run with its cash.
  await page.goto('/delivery/runs');
  await settle(page);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `Run #${run.id}` });
  await expect(row).toContainText(rider.name);
  await expect(row).toContainText(`${inr(10)} short`);
  await expectAccessible(page);
  await saveScreenshot(page, 'delivery-runs');
});

test('Plan runs proposes the day’s runs by pincode, which staff adjust', async ({
  signedInPage: page,
  api,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const first = await createRider(api, baseURL!, `Asha Rider ${Date.now() % 100000}`);
  const second = await createRider(api, baseURL!, `Bala Rider ${Date.now() % 100000}`);
  await placeOrdersInPincodes(api, [2, 2]);

  await page.goto('/delivery/runs');
  await settle(page);
  await page.getByRole('button', { name: 'Plan runs' }).click();
  const plan = page.getByRole('dialog', { name: 'Plan runs' });
  const riders = plan.getByLabel('Riders');
  await pickOption(riders, first.name);
  await pickOption(riders, second.name);
  await plan.locator('.ant-modal-title').click();
  await expectAccessible(page, '.ant-modal');
  await saveScreenshot(page, 'delivery-plan-form');
  await plan.getByRole('button', { name: 'Suggest runs' }).click();

  const runs = plan.getByTestId('planned-run');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toContainText(first.name);
  const firstStops = runs.nth(0).locator('.ant-table-tbody tr.ant-table-row');
  const count = await firstStops.count();
  if (count > 0) {
    // Move the first stop to the other rider, then leave the next one out.
    const orderText = (await firstStops.first().locator('td').first().textContent())!.trim();
    await chooseOption(runs.nth(0).getByLabel(`Move order ${orderText.slice(1)} to`), second.name);
    await expect(runs.nth(1)).toContainText(orderText);
    if (count > 1) {
      await runs.nth(0).getByRole('button', { name: 'Leave out' }).first().click();
      await expect(plan.getByTestId('left-out')).toBeVisible();
    }
  }
  await expectAccessible(page, '.ant-modal');
  await saveScreenshot(page, 'delivery-plan-proposal');
  // Nothing is written until Create: other specs' orders of the day stay where they are.
  await plan.getByRole('button', { name: 'Back' }).click();
  await plan.getByRole('button', { name: 'Cancel' }).click();
  await expect(plan).toBeHidden();
});
