import type { APIRequestContext, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * The attribute screens (spec 01: /attribute/list, /attribute/add, /attribute/edit/{id}) and
 * the values of an attribute (/attribute-value/list/{attributeId}: sorted by priority,
 * reordered by drag). Each test makes its own attribute, named uniquely.
 */
interface Row {
  id: number;
  name: string;
  priority: number;
}

/** A screen's first load waits longer: the suite shares a small, busy machine. */
const FIRST_LOAD = { timeout: 60_000 };

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, kind: 'success' | 'error' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

async function createAttribute(api: APIRequestContext, name: string, values: string[]) {
  const response = await api.post('/api/attributes', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  const attribute = (await response.json()) as Row;
  for (const value of values) {
    const created = await api.post('/api/attributes-values', {
      data: { attributeId: attribute.id, name: value },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return attribute;
}

async function valuesOf(api: APIRequestContext, attributeId: number): Promise<string[]> {
  const response = await api.get(`/api/attributes-values?filter=attributeId||$eq||${attributeId}`);
  const { data } = (await response.json()) as { data: Row[] };
  return data.map((row) => `${row.priority}:${row.name}`);
}

/** The names in the value table, top to bottom. */
async function shownNames(page: Page): Promise<string[]> {
  return page.locator('tbody tr[data-row-key] td:nth-child(3)').allInnerTexts();
}

/** Drags a row by its handle onto another row's place, as a person does with the mouse. */
async function dragRow(page: Page, from: string, to: string) {
  const handle = page.getByRole('button', { name: `Move ${from}` });
  const target = rowOf(page, to);
  const start = (await handle.boundingBox())!;
  const end = (await target.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 3 });
  await page.mouse.move(start.x + start.width / 2, end.y + end.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

test.describe('attributes', () => {
  test('the system attribute is neither editable nor linked', async ({ signedInPage: page }) => {
    await page.goto('/attribute/list');
    const weight = rowOf(page, 'Weight');
    await expect(weight).toContainText('System', FIRST_LOAD);
    await expect(weight.getByRole('link')).toHaveCount(0);
    await expect(weight.getByRole('button', { name: 'Edit Weight' })).toHaveCount(0);
    await expect(weight.getByRole('button', { name: 'Delete Weight' })).toHaveCount(0);
    await expect(weight.getByRole('switch')).toBeDisabled();
    await expect(rowOf(page, 'Volume').getByRole('link', { name: 'Volume' })).toBeVisible();
    await saveScreenshot(page, 'attribute-list');

    await page.goto('/attribute/edit/1');
    await expect(page.getByText('This is a system attribute: it cannot be changed or deleted')).toBeVisible(
      FIRST_LOAD,
    );
  });

  test('adds an attribute and a value under it', async ({ signedInPage: page, api }) => {
    await page.goto('/attribute/add');
    await page.locator('form').getByLabel('Name').fill('C');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Length should be 2 to 150')).toBeVisible();
    const name = unique('Colour');
    await page.locator('form').getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Attribute saved successfully')).toBeVisible();
    await expect(page).toHaveURL('/attribute/list');

    await page.goto(`/attribute/list?name=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: `${name} Attributes Values` })).toBeVisible(FIRST_LOAD);
    const attributeId = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(`/attribute-value/add/${attributeId}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter Attribute Value')).toBeVisible();
    await page.locator('form').getByLabel('Attribute Value').fill('Saffron');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Attribute value saved successfully')).toBeVisible();
    await expect(page).toHaveURL(`/attribute-value/list/${attributeId}`);
    await expect(rowOf(page, 'Saffron')).toBeVisible();
    expect(await valuesOf(api, attributeId)).toEqual(['1:Saffron']);
  });

  test('reorders values by drag, and the order survives a reload', async ({ signedInPage: page, api }) => {
    const name = unique('Pickle Jar');
    const attribute = await createAttribute(api, name, ['100 g', '200 g', '500 g', '1 kg']);

    await page.goto(`/attribute-value/list/${attribute.id}`);
    await expect(page.getByRole('heading', { name: `${name} Attributes Values` })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveTitle(new RegExp(`${name} Attributes Values`));
    await expect.poll(() => shownNames(page)).toEqual(['100 g', '200 g', '500 g', '1 kg']);

    // Only priority is sent, for the rows whose priority changes.
    const patches: { url: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push({ url: request.url(), body: request.postDataJSON() });
    });
    await dragRow(page, '1 kg', '100 g');
    await expect(toast(page, 'success', 'Attribute value saved successfully')).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual(['1 kg', '100 g', '200 g', '500 g']);
    expect(patches).toHaveLength(4);
    for (const patch of patches) expect(Object.keys(patch.body as object)).toEqual(['priority']);
    expect(await valuesOf(api, attribute.id)).toEqual(['1:1 kg', '2:100 g', '3:200 g', '4:500 g']);
    await saveScreenshot(page, 'attribute-values-reordered');

    await page.reload();
    await expect.poll(() => shownNames(page)).toEqual(['1 kg', '100 g', '200 g', '500 g']);

    // A second drag sends only the rows that move. The table shows the dragged order at once,
    // before the saves, which go one after the other: the reload waits for the notice that
    // follows the last answer, or it could cut the second save off (the count of sent requests
    // reached 2 before that one was answered).
    patches.length = 0;
    await dragRow(page, '200 g', '100 g');
    await expect.poll(() => shownNames(page)).toEqual(['1 kg', '200 g', '100 g', '500 g']);
    await expect(toast(page, 'success', 'Attribute value saved successfully')).toBeVisible();
    expect(patches).toHaveLength(2);
    await page.reload();
    await expect.poll(() => shownNames(page)).toEqual(['1 kg', '200 g', '100 g', '500 g']);
  });

  test('dragging is off while a filter is in force', async ({ signedInPage: page, api }) => {
    const attribute = await createAttribute(api, unique('Spice Level'), ['Mild', 'Medium', 'Hot']);
    await page.goto(`/attribute-value/list/${attribute.id}?name=m`);
    await expect(rowOf(page, 'Mild')).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Move Mild' })).toBeDisabled();
  });

  test('edits a value and returns to its attribute', async ({ signedInPage: page, api }) => {
    const attribute = await createAttribute(api, unique('Roast'), ['Light', 'Dark']);
    await page.goto(`/attribute-value/list/${attribute.id}`);
    await page.getByRole('button', { name: 'Edit Dark' }).click();
    await expect(page).toHaveURL(/\/attribute-value\/edit\/\d+$/);
    await page.locator('form').getByLabel('Attribute Value').fill('Dark Roast');
    await page.locator('form').getByLabel('Priority').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Attribute value saved successfully')).toBeVisible();
    await expect(page).toHaveURL(`/attribute-value/list/${attribute.id}`);
    await expect.poll(() => shownNames(page)).toEqual(['Dark Roast', 'Light']);
  });
});
