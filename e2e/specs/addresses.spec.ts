import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, saveScreenshot, test } from '../fixtures';
import { sheetRows, workbook, XLSX } from '../sheets';

/**
 * Addresses (spec 02 §2, §5, §7): a customer's addresses through their contacts, adding one
 * by typing a pincode (city and state fill), and the address import with a bad row.
 */
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

interface AddressRow {
  id: number;
  name: string;
  contactId: number;
  mobileNumber: string | null;
}

async function getJson<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A demo customer with a contact and an address: their id and their mobile number. */
async function demoCustomer(api: APIRequestContext) {
  const page = await getJson<{ data: AddressRow[] }>(api, '/api/addresses?limit=1&sort=id,ASC');
  const first = page.data[0]!;
  const one = await getJson<{ userId: number; mobileNumber: string }>(api, `/api/addresses/${first.id}`);
  return { userId: one.userId, mobile: one.mobileNumber };
}

/** A demo pincode with its city and state names. */
async function demoPincode(api: APIRequestContext) {
  const page = await getJson<{
    data: { id: number; pincode: string; city: { name: string }; state: { name: string } }[];
  }>(api, '/api/pincodes?limit=1&sort=id,DESC&join=city||name&join=state||name');
  return page.data[0]!;
}

const customerAddresses = (api: APIRequestContext, userId: number, name: string) =>
  getJson<{ data: AddressRow[]; total: number }>(
    api,
    `/api/addresses?filter=${encodeURIComponent(`userId||$eq||${userId}`)}&filter=${encodeURIComponent(`name||$eq||${name}`)}&join=pincode||pincode`,
  );

test("opens a customer's addresses and adds one by typing a pincode", async ({ signedInPage: page, api }) => {
  const customer = await demoCustomer(api);
  const pincode = await demoPincode(api);

  const { fullName } = await getJson<{ fullName: string }>(api, `/api/users/${customer.userId}`);
  await page.goto(`/address/list/Customer/${customer.userId}`);
  await expect(page.getByText(`Addresses of ${fullName}`).first()).toBeVisible();
  const table = page.locator('.ant-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The name opens the pincodes of the address's city.
  const firstName = table.getByRole('link', { name: /Pincodes of the city of/ }).first();
  await expect(firstName).toHaveAttribute('href', /\/pincode\/list\/\d+/);
  await saveScreenshot(page, 'address-list');

  await page.getByRole('button', { name: /Add/ }).first().click();
  await expect(page).toHaveURL(`/address/add/Customer/${customer.userId}`);
  // The list may linger while the form's code loads.
  const form = page.locator('form');
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Weekend Home');
  await form.getByLabel('Contact Number').fill('+91 98450-12345');
  await form.getByLabel('Email').fill('weekend.home@example.com');
  await form.getByLabel('Line 1', { exact: true }).fill('Villa 12, Palm Meadows');

  // A wrong pincode says so; the right one fills the state, the city and the pincode.
  const typed = form.getByLabel('Type a pincode');
  await typed.fill('099999');
  await expect(page.getByText('Pincode should be 6 digits and cannot start with 0')).toBeVisible();
  await typed.fill(pincode.pincode);
  await expect(page.getByText('city and state filled')).toBeVisible();
  await expect(form.locator('.ant-form-item').filter({ hasText: /^State/ })).toContainText(
    pincode.state.name,
  );
  await expect(form.locator('.ant-form-item').filter({ hasText: /^City/ })).toContainText(pincode.city.name);
  await expect(form.locator('.ant-form-item').filter({ hasText: /^Pincode/ })).toContainText(pincode.pincode);
  await saveScreenshot(page, 'address-form');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/address/list/Customer/${customer.userId}`));
  await expect(page.locator('.ant-table').getByText('Weekend Home')).toBeVisible();
  const row = page.locator('.ant-table').getByRole('row').filter({ hasText: 'Weekend Home' });
  await expect(row).toContainText(
    `Villa 12, Palm Meadows, ${pincode.city.name}, ${pincode.state.name}, ${pincode.pincode}`,
  );

  const stored = await customerAddresses(api, customer.userId, 'Weekend Home');
  expect(stored.total).toBe(1);
  expect(stored.data[0]).toMatchObject({ mobileNumber: '+91 98450-12345' });

  // Editing shows where it is, and goes back to the customer's addresses.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/address/edit/${stored.data[0]!.id}`);
  const editForm = page.locator('form');
  await expect(editForm.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(editForm.locator('.ant-form-item').filter({ hasText: /^State/ })).toContainText(
    pincode.state.name,
  );
  await expect(editForm.locator('.ant-form-item').filter({ hasText: /^Pincode/ })).toContainText(
    pincode.pincode,
  );
  await editForm.getByLabel('Name', { exact: true }).fill('Weekend Villa');
  // The add's notice goes before the edit's is looked for.
  await expect(page.getByText('Address saved successfully')).toBeHidden();
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address saved successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/address/list/Customer/${customer.userId}`));
  await expect(page.locator('.ant-table').getByText('Weekend Villa')).toBeVisible();
});

test('imports an address sheet with one bad row and downloads the failed row', async ({
  signedInPage: page,
  api,
}) => {
  const customer = await demoCustomer(api);
  const pincode = await demoPincode(api);

  await page.goto(`/address/list/Customer/${customer.userId}`);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL('/address/import');
  await expect(page.getByText('Import Addresses', { exact: true }).last()).toBeVisible();

  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('address-import-template.xlsx');
  const [headers] = await sheetRows(await template.path());
  expect(headers).toContain('Customer Mobile');

  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByText('Please upload the attachment!')).toBeVisible();

  const content = await workbook([
    ['Name', 'Line 1', 'Pincode', 'City', 'Mobile Number', 'Email Address', 'Customer Mobile'],
    [
      'Imported Office',
      'Plot 7, MG Road',
      pincode.pincode,
      pincode.city.name,
      '9845012345',
      'office@example.com',
      customer.mobile,
    ],
    ['Imported Bad', 'Plot 8, MG Road', '999999', '', '9845012346', 'bad@example.com', customer.mobile],
    ['Imported Godown', 'Shed 3', pincode.pincode, '', '9845012347', 'godown@example.com', customer.mobile],
  ]);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'addresses.xlsx', mimeType: XLSX, buffer: content });
  await expect(page.getByText('3 rows read')).toBeVisible();
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toContainText('100.00%');
  const stat = (title: string) => page.locator('.ant-statistic').filter({ hasText: title });
  await expect(stat('Imported')).toContainText('2');
  await expect(stat('Failed')).toContainText('1');
  const failedRow = page.getByRole('row').filter({ hasText: 'Imported Bad' });
  await expect(failedRow).toContainText('Pincode 999999 not found');
  await saveScreenshot(page, 'address-import');

  expect((await customerAddresses(api, customer.userId, 'Imported Office')).data[0]).toMatchObject({
    name: 'Imported Office',
  });
  expect((await customerAddresses(api, customer.userId, 'Imported Bad')).total).toBe(0);

  const failedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed rows' }).click();
  const failed = await failedDownload;
  expect(failed.suggestedFilename()).toBe('address-import-failed.xlsx');
  const [failedHeaders, onlyRow, ...rest] = await sheetRows(await failed.path());
  expect(rest).toEqual([]);
  expect(failedHeaders).toEqual(expect.arrayContaining(['Name', 'Pincode', 'Row', 'Reason']));
  expect(onlyRow).toEqual(expect.arrayContaining(['Imported Bad', '999999', 3, 'Pincode 999999 not found']));
});
