import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { menuItem } from '../menu';
import { chooseOption, openOptions } from '../select';

/**
 * The tax screens (spec 01: /tax/list, /tax/add, /tax/edit/{id}) and, through them, the list
 * and form kits every resource screen is built on. Each test makes its own taxes, named
 * uniquely, so specs running beside it never see them change.
 */
interface Tax {
  id: number;
  name: string;
  rate: number;
  enabled: boolean;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createTax(api: APIRequestContext, name: string, rate: number): Promise<Tax> {
  const response = await api.post('/api/taxes', { data: { name, rate } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function readTax(api: APIRequestContext, id: number) {
  return api.get(`/api/taxes/${id}`);
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
/** The list's filter bar; sortable column headers carry the same names as the filters. */
const filter = (page: Page, name: string) =>
  page.getByRole('search').getByRole('textbox', { name, exact: true });
/** The add/edit form, once it is on screen (the list may linger while the form's code loads). */
async function formOf(page: Page) {
  const form = page.locator('form');
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  return form;
}
const noRows = (page: Page) => page.locator('.ant-table-placeholder');
/** A button of the screen (not the header's), by its exact text; its icon adds to its name. */
const button = (page: Page, text: string) =>
  page
    .getByRole('main')
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${text}$`) });
const toast = (page: Page, kind: 'success' | 'error' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

test.describe('taxes', () => {
  test('the list keeps its filters, sort and page size in the URL', async ({ signedInPage: page, api }) => {
    const prefix = unique('Filter GST');
    await createTax(api, `${prefix} A`, 3);
    await createTax(api, `${prefix} B`, 7);
    await createTax(api, `${prefix} C`, 11);

    await page.goto('/tax/list');
    await expect(rowOf(page, 'GST 5%')).toBeVisible();
    await saveScreenshot(page, 'tax-list');

    await filter(page, 'Name').fill(prefix.toLowerCase());
    await filter(page, 'Name').press('Enter');
    await expect(page).toHaveURL(
      `/tax/list?name=${encodeURIComponent(prefix.toLowerCase()).replaceAll('%20', '+')}`,
    );
    await expect(page.getByRole('row')).toHaveCount(4);
    await expect(page.getByText('Total 3')).toBeVisible();

    // Header sort and the sort selector share the URL.
    await page.getByRole('columnheader', { name: 'Rate', exact: true }).click();
    await expect(page).toHaveURL(/sort=rate%2CASC/);
    // The URL changes before the table draws the sort (a navigation renders in a transition),
    // and A leads in the default order too: wait for the header to say ascending and the
    // reload to end, or the second click toggles from "unsorted" to ascending again.
    await expect(page.getByRole('columnheader', { name: 'Rate', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(page.getByRole('row').nth(1)).toContainText(`${prefix} A`);
    await page.getByRole('columnheader', { name: 'Rate', exact: true }).click();
    await expect(page).toHaveURL(/sort=rate%2CDESC/);
    await expect(page.getByRole('row').nth(1)).toContainText(`${prefix} C`);
    await expect(page.getByText('Rate Descending')).toBeVisible();

    // Page size 2: two pages; the size and page are in the URL too.
    // The size list once it is open and still (select.ts), not an option found as it slides in.
    const sizes = await openOptions(page.locator('.ant-pagination-options').getByRole('combobox'));
    await sizes.filter({ hasText: '2 / page' }).click();
    await expect(page).toHaveURL(/limit=2/);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(`${prefix} A`);

    // Refresh keeps the whole view; back returns to the one before.
    await page.reload();
    await expect(filter(page, 'Name')).toHaveValue(prefix.toLowerCase());
    await expect(page.getByRole('row').nth(1)).toContainText(`${prefix} A`);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByRole('row')).toHaveCount(3);

    // Nothing matches: no rows and no pagination bar.
    await filter(page, 'Name').fill('no tax is called this');
    await button(page, 'Search').click();
    await expect(noRows(page)).toBeVisible();
    await expect(page.locator('.ant-pagination')).toHaveCount(0);

    await button(page, 'Reset').click();
    await expect(page).toHaveURL('/tax/list');
    await expect(filter(page, 'Name')).toHaveValue('');
  });

  test('the enabled filter and a shared link open the same view', async ({ signedInPage: page, api }) => {
    const name = unique('Status GST');
    const tax = await createTax(api, name, 4);
    await api.patch(`/api/taxes/${tax.id}`, { data: { enabled: false } });

    await page.goto(`/tax/list?name=${encodeURIComponent(name)}&enabled=false`);
    await expect(rowOf(page, name)).toBeVisible();
    await expect(page.getByRole('switch', { name: `Enable ${name}` })).not.toBeChecked();
    // Named as the column and the form name it, with its answer once chosen.
    const chosen = (text: string) => page.locator('.ant-select-content').filter({ hasText: text });
    await expect(chosen('Enabled: No')).toBeVisible();
    await chooseOption(page.getByRole('combobox', { name: 'Enabled' }), 'Yes');
    await expect(page).toHaveURL(/enabled=true/);
    await expect(chosen('Enabled: Yes')).toBeVisible();
    await expect(noRows(page)).toBeVisible();
  });

  test("row actions are buttons in a wide table and a menu in a narrow one, by the table's own width", async ({
    signedInPage: page,
    api,
  }) => {
    const name = unique('Width GST');
    await createTax(api, name, 6);
    await page.goto(`/tax/list?name=${encodeURIComponent(name)}`);
    const row = rowOf(page, name);
    const edit = row.getByRole('button', { name: `Edit ${name}` });
    const menu = row.getByRole('button', { name: `Actions for ${name}` });
    // 1366 px beside the open sidebar: a wide table, Edit and Delete as buttons.
    await expect(edit).toBeVisible();
    await expect(menu).toHaveCount(0);

    // 1100 px beside the open sidebar: the table is narrow, the actions fold into a menu.
    await page.setViewportSize({ width: 1100, height: 820 });
    await expect(menu).toBeVisible();
    await expect(edit).toHaveCount(0);
    // The same window with the sidebar folded: the table is wide again, the buttons are back.
    await page.getByRole('button', { name: 'Fold sidebar' }).click();
    await expect(edit).toBeVisible();
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(menu).toBeVisible();

    // The menu does what the buttons do.
    await menu.click();
    await (await menuItem(page, 'Edit')).click();
    await expect(page).toHaveURL(/\/tax\/edit\/\d+$/);
  });

  test('the column chooser hides a column and remembers it', async ({ signedInPage: page }) => {
    await page.goto('/tax/list');
    await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();
    await button(page, 'Columns').click();
    await page.getByRole('checkbox', { name: 'Created' }).uncheck();
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Rate', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
    await button(page, 'Columns').click();
    await page.getByRole('checkbox', { name: 'Created' }).check();
    await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  });

  test('adds a tax after the form shows the schema messages', async ({ signedInPage: page, api }) => {
    await page.goto('/tax/list');
    await button(page, 'Add').click();
    await expect(page).toHaveURL('/tax/add');
    const form = await formOf(page);

    await form.getByLabel('Name').fill('ab');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Length should be 3 to 150')).toBeVisible();
    await expect(page.getByText('Please choose a rate')).toBeVisible();
    await expect(toast(page, 'error', 'Failed to saved!')).toBeVisible();
    await saveScreenshot(page, 'tax-add-invalid');

    // The server's own refusal lands under its field.
    await form.getByLabel('Name').fill('GST 5%');
    await form.getByLabel('Rate (%)').fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A tax with this name already exists').first()).toBeVisible();
    await expect(page).toHaveURL('/tax/add');

    const name = unique('Added GST');
    await form.getByLabel('Name').fill(`  ${name}  `);
    await form.getByLabel('Rate (%)').fill('7.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Tax saved successfully')).toBeVisible();
    await expect(page).toHaveURL('/tax/list');

    const found = await api.get(`/api/taxes?filter=${encodeURIComponent(`name||$eq||${name}`)}`);
    const { data } = (await found.json()) as { data: Tax[] };
    expect(data).toMatchObject([{ name, rate: 7.5, enabled: true }]);
  });

  test('edits a tax and returns to the filtered list', async ({ signedInPage: page, api }) => {
    const name = unique('Edit GST');
    const tax = await createTax(api, name, 9);

    await page.goto(`/tax/list?name=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(page).toHaveURL(`/tax/edit/${tax.id}`);
    const form = await formOf(page);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Rate (%)')).toHaveValue('9.00');
    await saveScreenshot(page, 'tax-edit');

    await form.getByLabel('Rate (%)').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please choose a rate')).toBeVisible();

    await form.getByLabel('Rate (%)').fill('9.25');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Tax saved successfully')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/tax/list' && url.searchParams.get('name') === name,
    );
    await expect(rowOf(page, name)).toContainText('9.25%');
    expect(await (await readTax(api, tax.id)).json()).toMatchObject({ name, rate: 9.25, enabled: true });
  });

  test('an unknown id says so on the form', async ({ signedInPage: page }) => {
    await page.goto('/tax/edit/999999');
    await expect(page.getByText('Tax 999999 not found')).toBeVisible();
    await page.getByRole('button', { name: 'Back to list' }).click();
    await expect(page).toHaveURL(/\/tax\/list/);
  });

  test('toggles a tax after confirmation', async ({ signedInPage: page, api }) => {
    const name = unique('Toggle GST');
    const tax = await createTax(api, name, 12);
    await page.goto(`/tax/list?name=${encodeURIComponent(name)}`);

    await page.getByRole('switch', { name: `Disable ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Do you want to disable, ${name}?`);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await (await readTax(api, tax.id)).json()).toMatchObject({ enabled: true });

    await page.getByRole('switch', { name: `Disable ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
    await expect(page.getByRole('switch', { name: `Enable ${name}` })).not.toBeChecked();
    expect(await (await readTax(api, tax.id)).json()).toMatchObject({ enabled: false });
  });

  test('deletes a tax after confirmation; cancel keeps it', async ({ signedInPage: page, api }) => {
    const name = unique('Delete GST');
    const tax = await createTax(api, name, 2);
    await page.goto(`/tax/list?name=${encodeURIComponent(name)}`);

    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Do you want to delete, ${name}?`);
    await saveScreenshot(page, 'tax-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'info', 'Delete canceled')).toBeVisible();
    await expect(rowOf(page, name)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, name)).toHaveCount(0);
    await expect(noRows(page)).toBeVisible();
    expect((await readTax(api, tax.id)).status()).toBe(404);
  });

  test('exports the taxes the filters match', async ({ signedInPage: page, api }) => {
    const name = unique('Export GST');
    await createTax(api, name, 6);
    await page.goto(`/tax/list?name=${encodeURIComponent(name)}&sort=rate,DESC`);
    await expect(rowOf(page, name)).toBeVisible();

    const exportCall = page.waitForRequest((request) => request.url().includes('/api/taxes/export'));
    const download = page.waitForEvent('download');
    await button(page, 'Export').click();
    const query = new URL((await exportCall).url()).searchParams;
    expect(query.getAll('filter')).toEqual([`name||$contL||${name}`]);
    expect(query.getAll('sort')).toEqual(['rate,DESC']);
    expect(query.has('page')).toBe(false);

    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^taxes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = fs.readFileSync((await file.path())!);
    // An xlsx is a zip archive.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  test('a failed list load stops the spinner without a toast', async ({ signedInPage: page }) => {
    await page.route(/\/api\/taxes\?/, (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
      }),
    );
    // The empty table and no spinner are also what the list shows before it has asked (its
    // skeleton sits in the empty table): look only once the failed answer is in.
    const failed = page.waitForResponse((response) => response.url().includes('/api/taxes?'));
    await page.goto('/tax/list');
    expect((await failed).status()).toBe(500);
    await expect(page.locator('[data-list-rows] .ant-skeleton')).toHaveCount(0);
    await expect(noRows(page)).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(page.locator('.ant-message-error')).toHaveCount(0);
  });
});
