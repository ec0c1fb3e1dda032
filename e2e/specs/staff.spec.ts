import fs from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiSignIn, expect as baseExpect, DEMO_ADMIN, saveScreenshot, test } from '../fixtures';
import { chooseOption } from '../select';

/**
 * Staff (spec 02 §2, §6): a role that opens only some screens, an admin given it, and that
 * admin signed in seeing and calling only what the role allows; the own-row rules of the
 * admins list and its export.
 */
// Each screen's code loads on first visit; on a busy machine that alone takes seconds.
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

const suffix = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

test('a role that opens only brands and categories, an admin with it, and what that admin sees', async ({
  signedInPage: page,
  browser,
  baseURL,
  playwright,
}) => {
  const roleName = `Brands desk ${suffix()}`;
  const email = `meena.${suffix()}@mandi.test`;

  // The role: its screens are a checklist of the route tree.
  await page.goto('/admin-roles/list');
  await expect(page.getByRole('row').filter({ hasText: 'superadmin' })).toContainText('All screens');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL('/admin-roles/add');
  const screens = page.getByRole('tree', { name: 'Screens' });
  await expect(screens.getByText('Brands')).toBeVisible();
  // In a store owner's words, the sidebar's.
  for (const words of ['Units of measure', 'Delivery pincodes', 'Staff accounts', 'Staff roles']) {
    await expect(screens.getByRole('treeitem', { name: words })).toBeVisible();
  }
  await page.getByLabel('Name').fill('QA');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Length should be 3 to 25')).toBeVisible();
  await page.getByLabel('Name').fill(roleName);
  // A new role starts with the dashboard, where every admin lands after signing in.
  await expect(screens.getByRole('treeitem', { name: 'Dashboard' })).toHaveAttribute('aria-checked', 'true');
  await screens.getByRole('treeitem', { name: 'Categories' }).locator('.ant-tree-checkbox').click();
  await screens.getByRole('treeitem', { name: 'Brands' }).locator('.ant-tree-checkbox').click();
  await saveScreenshot(page, 'admin-role-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Role added successfully')).toBeVisible();
  await expect(page).toHaveURL('/admin-roles/list');
  // Newest first: other specs add roles too (riders, a delivery desk), so by id ascending the
  // new one may be past page 1.
  await page.goto('/admin-roles/list?sort=id,DESC');
  await expect(page.getByRole('row').filter({ hasText: roleName })).toContainText('3 of');

  // The admin, given that role.
  await page.goto('/admins/list');
  const own = page.getByRole('row').filter({ hasText: `${DEMO_ADMIN.name} (you)` });
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await expect(own.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(own.getByRole('switch')).toBeDisabled();
  await saveScreenshot(page, 'admins-list');

  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL('/admins/add');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.getByLabel('Full name').fill('Meena Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('98450');
  await page.getByLabel('Password').fill('masala7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Length should be 10 only')).toBeVisible();
  await expect(page.getByText('Please enter choose a role')).toBeVisible();
  await page.getByLabel('Mobile').fill('9845012345');
  await chooseOption(page.getByRole('combobox', { name: 'Role' }), roleName);
  await saveScreenshot(page, 'admin-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Admin saved successfully')).toBeVisible();
  await expect(page).toHaveURL('/admins/list');
  // Newest first: other specs add staff too, so by id ascending she may be past page 1.
  await page.goto('/admins/list?sort=id,DESC');
  const meenaRow = page.getByRole('row').filter({ hasText: email });
  await expect(meenaRow).toContainText(roleName);

  // The export has the spec's columns.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(await (await download).path()) as unknown as ArrayBuffer);
  expect(book.worksheets[0]!.getRow(1).values).toEqual([
    undefined,
    'ID',
    'Full Name',
    'Email',
    'Contact',
    'Status',
    'Timestamp',
  ]);

  // Meena signs in: the menu has the dashboard, categories and brands, nothing else.
  // Reduced motion as every other page of the suite: the Catalogue group opens at once, its
  // links where they will stay when Brands is clicked (sidebar.ts).
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const meena = await context.newPage();
  await meena.goto('/login');
  await meena.getByLabel('Email').fill(email);
  await meena.getByLabel('Password').fill('masala7');
  await meena.getByRole('button', { name: 'Login' }).click();
  await expect(meena).toHaveURL(/\/dashboard$/);
  const sidebar = meena.getByTestId('sidebar');
  await expect(sidebar.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await sidebar.getByText('Catalogue').click();
  await expect(sidebar.getByRole('link', { name: 'Categories' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Brands' })).toBeVisible();
  for (const hidden of ['Products', 'Taxes', 'Locations', 'Staff', 'States']) {
    await expect(sidebar.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await saveScreenshot(meena, 'role-brands-only');
  await sidebar.getByRole('link', { name: 'Brands' }).click();
  await expect(meena).toHaveURL('/brand/list');
  await expect(meena.getByRole('row').filter({ hasText: 'Aashirvaad' })).toBeVisible();

  // Other screens answer 401, and their calls 403.
  await meena.goto('/admins/list');
  await expect(meena).toHaveURL('/401');
  await meena.goto('/states/list/1');
  await expect(meena).toHaveURL('/401');
  const token = await apiSignIn(baseURL!, { email, password: 'masala7' });
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  expect((await api.get('/api/brands')).status()).toBe(200);
  for (const url of ['/api/states', '/api/pincodes', '/api/admins', '/api/admins-roles', '/api/taxes']) {
    expect((await api.get(url)).status(), url).toBe(403);
  }
  await api.dispose();
  await context.close();
});
