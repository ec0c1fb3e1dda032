import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * The measurement unit screens (/measurement-unit/list, /add, /edit/{id}): the same kits as
 * taxes, so the main path only. Each test makes its own units, named uniquely.
 */
interface Unit {
  id: number;
  name: string;
  code: string;
  enabled: boolean;
}

const suffix = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 100)}`;

async function createUnit(api: APIRequestContext, name: string, code: string): Promise<Unit> {
  const response = await api.post('/api/measurement-units', { data: { name, code } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
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

test.describe('measurement units', () => {
  test('lists, filters by code and adds a unit after a validation error', async ({
    signedInPage: page,
    api,
  }) => {
    await page.goto('/measurement-unit/list');
    await expect(rowOf(page, 'Kilogram')).toBeVisible();
    await saveScreenshot(page, 'measurement-unit-list');

    await filter(page, 'Code').fill('kg');
    await filter(page, 'Code').press('Enter');
    await expect(page).toHaveURL('/measurement-unit/list?code=kg');
    await expect(rowOf(page, 'Kilogram')).toBeVisible();
    await expect(rowOf(page, 'Litre')).toHaveCount(0);

    await button(page, 'Add').click();
    await expect(page).toHaveURL('/measurement-unit/add');
    const form = await formOf(page);
    await form.getByLabel('Name').fill('Quintal');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter code')).toBeVisible();
    await expect(toast(page, 'error', 'Failed to saved!')).toBeVisible();

    const tag = suffix();
    const name = `Quintal ${tag}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Code').fill(`q${tag}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Measurement unit saved successfully')).toBeVisible();
    // Back to the list as it was left: filtered by code.
    await expect(page).toHaveURL('/measurement-unit/list?code=kg');

    const found = await api.get(`/api/measurement-units?filter=${encodeURIComponent(`name||$eq||${name}`)}`);
    expect(((await found.json()) as { data: Unit[] }).data).toMatchObject([
      { name, code: `q${tag}`, enabled: true },
    ]);
  });

  test('edits, toggles, exports and deletes a unit', async ({ signedInPage: page, api }) => {
    const tag = suffix();
    const unit = await createUnit(api, `Tola ${tag}`, `t${tag}`);
    // Filtered by code, which the edit below leaves as it is.
    await page.goto(`/measurement-unit/list?code=${unit.code}`);

    await page.getByRole('button', { name: `Edit ${unit.name}`, exact: true }).click();
    await expect(page).toHaveURL(`/measurement-unit/edit/${unit.id}`);
    const form = await formOf(page);
    await expect(form.getByLabel('Code')).toHaveValue(unit.code);
    await form.getByLabel('Name').fill(`Tola weight ${tag}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Measurement unit saved successfully')).toBeVisible();
    const name = `Tola weight ${tag}`;
    await expect(rowOf(page, name)).toBeVisible();

    await page.getByRole('switch', { name: `Disable ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`Do you want to disable, ${name}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
    await expect(page.getByRole('switch', { name: `Enable ${name}` })).not.toBeChecked();

    const download = page.waitForEvent('download');
    await button(page, 'Export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^measurement-units-.*\.xlsx$/);
    expect(
      fs
        .readFileSync((await file.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(`Do you want to delete, ${name}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, name)).toHaveCount(0);
    await expect(noRows(page)).toBeVisible();
    expect((await api.get(`/api/measurement-units/${unit.id}`)).status()).toBe(404);
  });
});
