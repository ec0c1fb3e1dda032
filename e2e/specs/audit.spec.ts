import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import {
  apiSignIn,
  DEMO_ADMIN,
  expect,
  saveScreenshot,
  signInAsCatalogueManager,
  test,
  useToken,
} from '../fixtures';
import { chooseOption, openOptions } from '../select';

/**
 * The history of changes (issue 12): a product's price changed on its edit screen shows in
 * its History drawer as old → new with the staff member's name, and in /audit/list filtered
 * by product; a kit edit form (a tax) has the same drawer; a role without `audit` sees neither.
 */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.locator('.ant-message-success').filter({ hasText: text });
/** An option named exactly `text`, not one that only contains it. */
const exactly = (text: string) => new RegExp(`^${text}$`);

async function createSimpleProduct(api: APIRequestContext, name: string, unitPrice: number) {
  const created = await api.post('/api/products', {
    data: { name, productsVariation: [{ sku: `AUD-${stamp()}`.toUpperCase(), unitPrice, salePrice: 0 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The History drawer, opened from an edit screen. */
async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a product price change shows old → new with who made it, in its History and in /audit/list', async ({
  signedInPage: page,
  api,
}) => {
  const name = `Toor Dal 1 kg ${stamp()}`;
  const id = await createSimpleProduct(api, name, 150);

  await page.goto(`/product/edit/${id}`);
  const price = page.getByLabel('Unit price', { exact: true });
  await expect(price).toHaveValue('150.00');
  await price.fill('165');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product saved')).toBeVisible();

  const drawer = await openHistory(page);
  const change = drawer.locator('.history-entry').filter({ hasText: 'Unit price' }).first();
  await expect(change).toContainText(DEMO_ADMIN.name);
  await expect(change).toContainText('Updated');
  await expect(change.getByRole('row').filter({ hasText: 'Unit price' })).toContainText('₹150.00 → ₹165.00');
  // Newest first: the price change comes before the product's creation.
  await expect(drawer.locator('.history-entry').first()).toContainText('Unit price');
  await saveScreenshot(page, 'audit-history-drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The history list, filtered by product (resource and record id), as a person picks them.
  await page.goto('/audit/list');
  await chooseOption(page.getByRole('combobox', { name: 'Resource' }), exactly('Product'), 'Product');
  await expect(page).toHaveURL(/[?&]resource=products(&|$)/);
  await page.getByRole('textbox', { name: 'Record ID' }).fill(String(id));
  await page.getByRole('textbox', { name: 'Record ID' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]recordId=${id}(&|$)`));
  const row = page.getByRole('row').filter({ hasText: 'Unit price' }).first();
  await expect(row).toContainText(DEMO_ADMIN.name);
  await expect(row).toContainText('Product');
  await expect(row.getByRole('link', { name: `Product ${id}` })).toHaveAttribute(
    'href',
    `/product/edit/${id}`,
  );
  await row.getByRole('button', { name: /expand row/i }).click();
  const details = page.locator('.ant-table-expanded-row').first();
  await expect(details.getByRole('row').filter({ hasText: 'Unit price' })).toContainText('₹150.00 → ₹165.00');
  await saveScreenshot(page, 'audit-list-expanded');

  // A refresh keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Record ID' })).toHaveValue(String(id));
  await expect(page.getByRole('row').filter({ hasText: 'Unit price' }).first()).toBeVisible();
});

test('every kit edit form has the History drawer: a tax rate change reads old → new', async ({
  signedInPage: page,
  api,
}) => {
  const created = await api.post('/api/taxes', { data: { name: `GST audit ${stamp()}`, rate: 5 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/tax/edit/${id}`);
  await page.getByLabel('Rate (%)').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Tax saved successfully')).toBeVisible();
  await page.goto(`/tax/edit/${id}`);
  const drawer = await openHistory(page);
  const update = drawer.locator('.history-entry').first();
  await expect(update).toContainText('Updated');
  await expect(update).toContainText(DEMO_ADMIN.name);
  await expect(update.getByRole('row').filter({ hasText: 'Rate' })).toContainText('5% → 12%');
  await expect(drawer.locator('.history-entry').filter({ hasText: 'Created' })).toHaveCount(1);
  await saveScreenshot(page, 'audit-tax-history-drawer');
  await expectNoSeriousViolations(page);

  // A shared link with the filters opens the same view: the tax's two entries, newest first.
  await page.goto(`/audit/list?resource=taxes&recordId=${id}`);
  await expect(page.getByRole('combobox', { name: 'Resource' })).toBeVisible();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Updated');
  await expect(rows.first()).toContainText('Rate: 5% → 12%');
  await expect(rows.nth(1)).toContainText('Created');
  await rows
    .first()
    .getByRole('button', { name: /expand row/i })
    .click();
  await expect(
    page.locator('.ant-table-expanded-row').getByRole('row').filter({ hasText: 'Rate' }),
  ).toContainText('5% → 12%');
  await saveScreenshot(page, 'audit-tax-list-expanded');
  await expectNoSeriousViolations(page);

  // The action, staff member and date filters narrow it; each lands in the URL.
  await chooseOption(page.getByRole('combobox', { name: 'Action' }), exactly('Updated'));
  await expect(page).toHaveURL(/[?&]action=update(&|$)/);
  await expect(rows).toHaveCount(1);
  await chooseOption(page.getByRole('combobox', { name: 'Staff member' }), exactly(DEMO_ADMIN.name));
  await expect(page).toHaveURL(/[?&]adminId=\d+(&|$)/);
  await expect(rows).toHaveCount(1);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await page.goto(`/audit/list?resource=taxes&recordId=${id}&at=${today},${today}`);
  await expect(rows).toHaveCount(2);
  await page.goto(`/audit/list?resource=taxes&recordId=${id}&at=2020-01-01,2020-01-31`);
  await expect(page.getByText('No rows match these filters')).toBeVisible();

  // Export: the xlsx of what the filters match.
  await page.goto(`/audit/list?resource=taxes&recordId=${id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit.*\.xlsx$/);
});

test('a role without the history screen sees no History button and cannot open /audit/list', async ({
  page,
  api,
  baseURL,
}) => {
  await signInAsCatalogueManager(page, api, baseURL!);

  await page.goto('/product/edit/1');
  await expect(page.getByText('You can look at this product')).toBeVisible();
  await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
  await page.goto('/audit/list');
  await expect(page).toHaveURL('/401');
});

test('a role with the history screen but not the staff accounts filters by staff member and by System', async ({
  page,
  api,
  baseURL,
}) => {
  // A change by the demo admin, so they are a choice.
  const taxName = `Auditor GST ${stamp()}`;
  const tax = await api.post('/api/taxes', { data: { name: taxName, rate: 5 } });
  expect(tax.status(), await tax.text()).toBe(201);
  const role = await api.post('/api/admins-roles', {
    data: { name: `Auditor ${stamp()}`, routes: ['audit'] },
  });
  expect(role.status(), await role.text()).toBe(201);
  const email = `auditor.${stamp()}@staff.mandi.local`;
  const password = 'auditor-pass-1';
  const created = await api.post('/api/admins', {
    data: {
      fullName: 'Store Auditor',
      emailAddress: email,
      mobileNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      adminsRoleId: ((await role.json()) as { id: number }).id,
      password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await useToken(page, await apiSignIn(baseURL!, { email, password }));

  await page.goto('/audit/list');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const staff = await openOptions(page.getByRole('combobox', { name: 'Staff member' }));
  await expect(staff.filter({ hasText: exactly('System') })).toBeVisible();
  await staff.filter({ hasText: exactly(DEMO_ADMIN.name) }).click();
  await expect(page).toHaveURL(/[?&]adminId=\d+(&|$)/);
  // The URL changes before the list draws the filter, and the newest entries of the unfiltered
  // list are the admin's too: read every row again until the filtered list is the one shown.
  await expect
    .poll(async () => {
      const who = await rows.locator('td:nth-child(3)').allTextContents();
      return who.length > 0 && who.every((name) => name === DEMO_ADMIN.name);
    })
    .toBe(true);

  // System: the changes no staff member made (filter adminId||$isnull), none of the admin's.
  await chooseOption(page.getByRole('combobox', { name: 'Staff member' }), exactly('System'));
  await expect(page).toHaveURL(/[?&]adminId=system(&|$)/);
  await expect(
    page.getByText('No rows match these filters').or(rows.filter({ hasText: 'System' }).first()),
  ).toBeVisible();
  await expect(rows.filter({ hasText: DEMO_ADMIN.name })).toHaveCount(0);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
});
