import type { APIRequestContext, Page } from '@playwright/test';
import { gifFile, pngFile } from '../catalogue-pictures';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * The brand screens (spec 01: /brand/list, /brand/add, /brand/edit/{id}): a brand is enabled
 * by default and its image is a .jpg, .jpeg or .png upload. Each test makes its own brands.
 */
interface Brand {
  id: number;
  name: string;
  image: string | null;
  enabled: boolean;
}

/** A screen's first load waits longer: the suite shares a small, busy machine. */
const FIRST_LOAD = { timeout: 60_000 };

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, kind: 'success' | 'error' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

async function findBrand(api: APIRequestContext, name: string): Promise<Brand> {
  const response = await api.get(`/api/brands?filter=${encodeURIComponent(`name||$eq||${name}`)}`);
  const { data } = (await response.json()) as { data: Brand[] };
  expect(data, `brand ${name}`).toHaveLength(1);
  return data[0]!;
}

test.describe('brands', () => {
  test('adds a brand with an uploaded image', async ({ signedInPage: page, api }) => {
    await page.goto('/brand/list');
    await expect(rowOf(page, 'Aashirvaad')).toBeVisible(FIRST_LOAD);
    await saveScreenshot(page, 'brand-list');

    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL('/brand/add');
    await expect(page.getByRole('switch', { name: 'Enabled' })).toBeChecked();

    await page.locator('form').getByLabel('Name').fill('Go');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Length should be 3 to 150')).toBeVisible();

    const upload = page.locator('input[type=file]');
    await upload.setInputFiles(gifFile());
    await expect(toast(page, 'error', 'file type not permitted!')).toBeVisible();
    await upload.setInputFiles(pngFile('kisan-logo.png'));
    await expect(page.getByRole('img', { name: 'Brand image' })).toBeVisible();

    const name = unique('Kisan Farms');
    await page.locator('form').getByLabel('Name').fill(name);
    await page.locator('form').getByLabel('Description').fill('Cold-pressed oils from Nashik.');
    await expect(page.getByText('Length should be 3 to 150')).toHaveCount(0);
    await saveScreenshot(page, 'brand-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Brand saved successfully')).toBeVisible();
    await expect(page).toHaveURL('/brand/list');

    const saved = await findBrand(api, name);
    expect(saved.enabled).toBe(true);
    expect(saved.image).toMatch(/^\/uploads\/[0-9a-f]{32}\/kisan-logo\.png$/);
    // The uploaded picture is served at its public URL.
    expect((await api.get(saved.image!)).headers()['content-type']).toContain('image/png');

    await page.goto(`/brand/list?name=${encodeURIComponent(name)}`);
    await expect(rowOf(page, name).locator(`img[src="${saved.image}"]`)).toBeVisible(FIRST_LOAD);
  });

  test('replaces and removes the image of a brand', async ({ signedInPage: page, api }) => {
    const name = unique('Desi Ghee Co');
    const created = (await (await api.post('/api/brands', { data: { name } })).json()) as Brand;
    await page.goto(`/brand/edit/${created.id}`);
    await expect(page.locator('form').getByLabel('Name')).toHaveValue(name, FIRST_LOAD);

    await page.locator('input[type=file]').setInputFiles(pngFile('ghee.png'));
    await expect(page.getByRole('img', { name: 'Brand image' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Brand saved successfully')).toBeVisible();
    expect((await findBrand(api, name)).image).toMatch(/ghee\.png$/);

    await page.goto(`/brand/edit/${created.id}`);
    await page.getByRole('button', { name: 'Remove Brand image' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Brand saved successfully')).toBeVisible();
    expect((await findBrand(api, name)).image).toBeNull();
  });

  test('deletes a brand after confirmation', async ({ signedInPage: page, api }) => {
    const name = unique('Old Label');
    await api.post('/api/brands', { data: { name } });
    await page.goto(`/brand/list?name=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`Do you want to delete, ${name}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, name)).toHaveCount(0);
  });
});
