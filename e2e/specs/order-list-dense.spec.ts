import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { menuItem } from '../menu';

/**
 * Dense lists (issue 31.1): at 1366 × 768 in the default size the order list shows a dozen
 * orders a screen, nothing clipped, the amounts in one right-aligned column; the size menu's
 * Small and Mini compact every table further.
 */
const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Rows wholly inside the window once the table's header sits just under the fixed app header. */
async function rowsOnScreen(page: Page): Promise<number> {
  const headerBottom = await page
    .locator('.shell-header')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  await page
    .locator('.ant-table-thead')
    .evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().top - top), headerBottom);
  return rowsOf(page).evaluateAll(
    (rows, top) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= top - 1 && box.bottom <= window.innerHeight + 1;
      }).length,
    headerBottom,
  );
}

const rowHeight = (rows: Locator) => rows.first().evaluate((row) => row.getBoundingClientRect().height);

async function chooseSize(page: Page, size: 'Default' | 'Medium' | 'Small' | 'Mini') {
  await page.getByRole('button', { name: 'Global size' }).click();
  // The menu once it is open and still (menu.ts), not an item found as it slides in.
  await (await menuItem(page, size)).click();
}

test('the order list shows a dozen orders at 1366 × 768 with nothing clipped, and Small and Mini compact every table', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/order/list');
  const rows = rowsOf(page);
  await expect(rows.nth(11)).toBeVisible();

  const onScreen = await rowsOnScreen(page);
  expect(onScreen, 'orders on one screen').toBeGreaterThanOrEqual(12);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'order-list-dense');

  // Nothing clipped: no cell's content wider than its cell, the table no wider than its card,
  // and the amounts (right-aligned, grand total over what is paid or due) clear of the actions.
  const clipped = await page
    .locator('.ant-table-tbody td')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
    );
  expect(clipped).toEqual([]);
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  const headers = await page.locator('.ant-table-thead th').allTextContents();
  const amountAt = headers.indexOf('Amount');
  expect(amountAt, 'an Amount column').toBeGreaterThan(-1);
  for (let i = 0; i < 12; i += 1) {
    const amount = rows.nth(i).locator('td').nth(amountAt);
    await expect(amount).toHaveCSS('text-align', 'right');
    await expect(amount).toContainText(/₹/);
    await expect(amount.getByTestId('order-grand-total')).toBeVisible();
    const inner = amount.locator('.order-cell');
    expect(await inner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // Both boxes read in one step: the live list may redraw its rows between two reads.
    const amountEndsBeforeActions = await rows.nth(i).evaluate((row, at) => {
      const cells = row.querySelectorAll('td');
      const actions = cells[cells.length - 1]!.getBoundingClientRect();
      return cells[at]!.getBoundingClientRect().right <= actions.left + 1;
    }, amountAt);
    expect(amountEndsBeforeActions).toBe(true);
  }

  // The rest is in the row's expansion.
  const firstId = (await rows.first().locator('a').first().textContent())!.replace('#', '');
  // Found by its number: an order placed meanwhile by another spec goes on top of the live list.
  const firstRow = rows.filter({ has: page.getByRole('link', { name: `#${firstId}`, exact: true }) });
  await firstRow.getByRole('button', { name: /expand row/i }).click();
  const expansion = page.getByTestId(`order-expansion-${firstId}`);
  await expect(expansion).toContainText('Grand total');
  await expect(expansion.getByRole('button', { name: `Invoice of order ${firstId}` })).toBeVisible();
  await saveScreenshot(page, 'order-list-expanded');
  await firstRow.getByRole('button', { name: /collapse row/i }).click();

  // Small and Mini: shorter rows, smaller text, here and in every other table (taxes).
  const medium = await rowHeight(rows);
  await chooseSize(page, 'Small');
  await expect.poll(() => rowHeight(rows)).toBeLessThan(medium - 4);
  const small = await rowHeight(rows);
  await chooseSize(page, 'Mini');
  await expect.poll(() => rowHeight(rows)).toBeLessThan(small);
  await expect(rows.first().locator('td').nth(amountAt)).toHaveCSS('font-size', '12px');
  await saveScreenshot(page, 'order-list-mini');

  await page.goto('/tax/list');
  const taxRows = rowsOf(page);
  await expect(taxRows.first()).toBeVisible();
  const mini = await rowHeight(taxRows);
  await chooseSize(page, 'Medium');
  await expect.poll(() => rowHeight(taxRows)).toBeGreaterThan(mini + 4);
});
