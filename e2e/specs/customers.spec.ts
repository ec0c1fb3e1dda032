import type { Page } from '@playwright/test';
import { expect as baseExpect, saveScreenshot, test } from '../fixtures';
import { chooseOption, openOptions } from '../select';

/**
 * Customers (spec 02 §2): staff find a customer by a mobile typed as the customer says it,
 * open them and see what they bought (real figures from their orders), and add a customer.
 */
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const toast = (page: Page, text: string) => page.locator('.ant-message-success').filter({ hasText: text });

interface Customer {
  id: number;
  fullName: string;
  mobileNumber: string;
  lifetimeValue: number;
  totalOrders: number;
  averageOrderValue: number;
  organizationId: number | null;
  organizationName?: string | null;
}

test('find a customer by a mobile typed with +91 and spaces, and see what they bought', async ({
  signedInPage: page,
  api,
}) => {
  // The demo customer who bought the most.
  const top = await api.get('/api/users', {
    params: { sort: 'lifetimeValue,DESC', limit: 1, filter: 'mobileNumber||$notnull' },
  });
  const customer = ((await top.json()) as { data: Customer[] }).data[0]!;
  expect(customer.totalOrders).toBeGreaterThan(0);
  const digits = customer.mobileNumber;
  const typed = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

  await page.goto('/users/list');
  await expect(page.getByRole('columnheader', { name: 'Lifetime value' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile' }).fill(typed);
  await page.getByRole('textbox', { name: 'Mobile' }).press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(customer.fullName);
  await expect(row).toContainText(inr.format(customer.lifetimeValue));
  await expect(row.getByRole('button', { name: `Addresses of ${customer.fullName}` })).toBeVisible();
  await saveScreenshot(page, 'customers-list-mobile-search');

  // The sort choices say what they sort by.
  const sorts = await openOptions(page.getByRole('combobox', { name: 'Sort' }));
  await expect(sorts.filter({ hasText: 'Highest ordered' })).toBeVisible();
  await expect(sorts.filter({ hasText: 'Recently ordered' })).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('link', { name: customer.fullName }).click();
  await expect(page).toHaveURL(`/users/edit/${customer.id}`);
  const summary = page.getByLabel('Customer orders');
  await expect(summary).toContainText('Lifetime value');
  await expect(summary).toContainText(inr.format(customer.lifetimeValue));
  await expect(summary).toContainText(inr.format(customer.averageOrderValue));
  await expect(summary).toContainText('Total purchase in the period');
  await expect(summary.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(customer.fullName);
  await saveScreenshot(page, 'customers-edit-totals');

  // Saving the edit says the spec's words.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User information has been updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/list/);
});

test('add a customer', async ({ signedInPage: page }) => {
  const name = `Anjali Deshmukh ${Date.now().toString(36).slice(-4)}`;
  const mobile = `7${String(Date.now()).slice(-9)}`;
  await page.goto('/users/list');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  await expect(page).toHaveURL('/users/add');
  await page.getByLabel('Full name').fill('An');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Length should be 3 to 150')).toBeVisible();
  await expect(page.getByText('Length should be greater than 6')).toBeVisible();
  await expect(page.getByText('Please enter choose a role')).toBeVisible();

  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`anjali.${Date.now()}@example.in`);
  await page.getByLabel('Mobile').fill(`+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`);
  await page.getByLabel('Password').fill('kirana42');
  await chooseOption(page.getByRole('combobox', { name: 'Role' }), 'Retailer');
  await (await openOptions(page.getByRole('combobox', { name: 'Organization' }))).first().click();
  await saveScreenshot(page, 'customers-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/list/);
  // The list takes the focus on arrival; then look the new customer up by their digits.
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('button', { name: /^(search )?Search$/ }).click();
  await expect(page).toHaveURL(new RegExp(`mobileNumber=${mobile}`));
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(name);
});
