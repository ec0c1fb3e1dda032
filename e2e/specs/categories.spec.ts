import type { APIRequestContext, Page } from '@playwright/test';
import { bigPngFile, gifFile, pngFile } from '../catalogue-pictures';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * The category screens (spec 01: /category/list/, /category/list/{parentId},
 * /category/add/{parentId or 0}, /category/edit/{id}/{parentId or 0}) on the demo store's
 * tree. Each test adds its own categories, named uniquely, so specs beside it never see them.
 */
interface Category {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  icon: string | null;
  enabled: boolean;
}

/** A screen's first load waits longer: the suite shares a small, busy machine. */
const FIRST_LOAD = { timeout: 60_000 };

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, kind: 'success' | 'error' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

async function findCategory(api: APIRequestContext, name: string): Promise<Category> {
  const response = await api.get(`/api/categories?filter=${encodeURIComponent(`name||$eq||${name}`)}`);
  const { data } = (await response.json()) as { data: Category[] };
  expect(data, `category ${name}`).toHaveLength(1);
  return data[0]!;
}

test.describe('categories', () => {
  test('drills into a category, adds a child with an icon and goes back up', async ({
    signedInPage: page,
    api,
  }) => {
    const staples = await findCategory(api, 'Staples');

    await page.goto('/category/list/');
    await expect(rowOf(page, 'Fruits & Vegetables')).toBeVisible(FIRST_LOAD);
    // Only the top level: children such as Rice are one click away.
    await expect(page.getByRole('link', { name: 'Open Rice' })).toHaveCount(0);
    await saveScreenshot(page, 'category-list');

    await page.getByRole('link', { name: 'Open Staples' }).click();
    await expect(page).toHaveURL(`/category/list/${staples.id}`);
    await expect(page.getByRole('heading', { name: 'Staples Subcategories' })).toBeVisible();
    await expect(rowOf(page, 'Rice')).toBeVisible();
    await expect(page).toHaveTitle(/Staples Subcategories/);
    await saveScreenshot(page, 'category-children');

    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(`/category/add/${staples.id}`);
    // The new category goes under the list's parent unless another one is picked.
    await expect(page.locator('form .ant-form-item').filter({ hasText: 'Parent' })).toContainText('Staples');

    // The name is checked when the field is left.
    const name = page.locator('form').getByLabel('Name');
    await name.fill('Mi');
    await name.blur();
    await expect(page.getByText('Length should be 3 to 150')).toBeVisible();
    await name.fill('');
    await name.blur();
    await expect(page.getByText('Please enter name')).toBeVisible();

    // The icon upload refuses another file type and a file over 1 MB, then takes a PNG.
    const iconInput = page.locator('input[type=file]').first();
    await iconInput.setInputFiles(gifFile());
    await expect(toast(page, 'error', 'file type not permitted!')).toBeVisible();
    await iconInput.setInputFiles(bigPngFile());
    await expect(toast(page, 'error', 'Icon size can not exceed 1MB!')).toBeVisible();
    await iconInput.setInputFiles(pngFile('millets-icon.png'));
    await expect(page.getByRole('img', { name: 'Category icon' })).toBeVisible();

    const childName = unique('Millets');
    await name.fill(childName);
    await page.locator('form').getByLabel('Priority').fill('9');
    await saveScreenshot(page, 'category-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Category saved successfully')).toBeVisible();
    await expect(page).toHaveURL(`/category/list/${staples.id}`);
    await expect(rowOf(page, childName)).toBeVisible();

    const saved = await findCategory(api, childName);
    expect(saved).toMatchObject({ parentId: staples.id, enabled: true });
    expect(saved.slug).toMatch(/^millets-/);
    expect(saved.icon).toMatch(/^\/uploads\/[0-9a-f]{32}\/millets-icon\.png$/);

    // The trail leads back up.
    await page.getByRole('button', { name: 'Up to All categories' }).click();
    await expect(page).toHaveURL('/category/list');
    await expect(rowOf(page, 'Staples')).toBeVisible();
  });

  test('edits a child and returns to its parent list', async ({ signedInPage: page, api }) => {
    const dairy = await findCategory(api, 'Dairy & Bakery');
    const name = unique('Lassi');
    const created = await api.post('/api/categories', { data: { name, parentId: dairy.id } });
    expect(created.status()).toBe(201);
    const child = (await created.json()) as Category;

    await page.goto(`/category/list/${dairy.id}?name=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(`/category/edit/${child.id}/${dairy.id}`);
    await expect(page.locator('form').getByLabel('Name')).toHaveValue(name);

    await page.locator('form').getByLabel('Meta title').fill(`${name} online`);
    await page.getByRole('switch', { name: 'Featured' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Category saved successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/category/list/${dairy.id}\\?name=`));
    await expect(rowOf(page, name)).toContainText('Featured');
  });

  test('refuses to delete a category that still has subcategories', async ({ signedInPage: page }) => {
    await page.goto('/category/list?name=Household');
    await page.getByRole('button', { name: 'Delete Household' }).click();
    await expect(page.getByRole('dialog')).toContainText('Do you want to delete, Household?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'error', 'Household cannot be deleted: it still has')).toBeVisible();
    await expect(rowOf(page, 'Household')).toBeVisible();
  });

  test('toggles a category after confirmation', async ({ signedInPage: page, api }) => {
    const name = unique('Seasonal');
    await api.post('/api/categories', { data: { name } });
    await page.goto(`/category/list?name=${encodeURIComponent(name)}`);
    await page.getByRole('switch', { name: `Disable ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`Do you want to disable, ${name}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
    await expect(page.getByRole('switch', { name: `Enable ${name}` })).not.toBeChecked();
    expect((await findCategory(api, name)).enabled).toBe(false);
  });

  test('a search typed while the tree is still coming finds a subcategory', async ({
    signedInPage: page,
  }) => {
    // The tree answers late, as on a slow line: the picker takes no search before it has come
    // (a search typed into the empty tree left its matches shut inside their parents).
    await page.route('**/api/categories/listForAdmin/tree', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/category/add/0');
    const parent = page.getByRole('combobox', { name: 'Parent category' });
    await parent.click(FIRST_LOAD);
    await parent.fill('Rice');
    await expect(page.locator('.ant-select-tree-treenode').filter({ hasText: /^Rice$/ })).toBeVisible();
  });
});
