import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { expect, saveScreenshot, test } from '../fixtures';
import { chooseOption } from '../select';

/**
 * Organizations (/organization/list, add, edit) with their GST, PAN and FSSAI numbers checked
 * for what they are, and a customer's contacts (/contact/list/{userId}, /contact/add/{userId}).
 */

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** The GSTIN check character (mod 36, weights 1 and 2), written out again to check the app's. */
function gstin(state: string, pan: string, entity = '1') {
  const first14 = `${state}${pan}${entity}Z`;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i]!) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return first14 + CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN with its check character changed to a wrong one. */
const withWrongCheck = (good: string) => good.slice(0, 14) + (good[14] === '0' ? '1' : '0');

const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const filter = (page: Page, name: string) =>
  page.getByRole('search').getByRole('textbox', { name, exact: true });
/** The message antd shows under a form field (not the one fading out as it is replaced). */
const fieldError = (item: Locator) =>
  item.locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
const formItem = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

test('the demo organizations have numbers that pass the checks', async ({ api }) => {
  const response = await api.get('/api/Organizations?limit=100');
  expect(response.status()).toBe(200);
  const rows = (await response.json()).data as {
    gstNumber: string;
    panNumber: string;
    panHolderType: string | null;
  }[];
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) {
    expect(row.gstNumber, row.gstNumber).toBe(
      gstin(row.gstNumber.slice(0, 2), row.panNumber, row.gstNumber[12]),
    );
    expect(row.panHolderType, row.panNumber).not.toBeNull();
  }
});

test('adds an organization: an invalid GSTIN says why, then a valid one is saved', async ({
  signedInPage: page,
}) => {
  test.setTimeout(150_000);
  const pan = `${letters(3)}F${letters(1)}${digits(4)}${letters(1)}`;
  const good = gstin('27', pan);
  const name = `Udupi Krishna Caterers ${digits(5)}`;

  await page.goto('/organization/list');
  // The demo's organizations, with their numbers and who holds the PAN.
  const sharma = rowOf(page, 'Sharma Kirana Stores');
  await expect(sharma).toBeVisible();
  await expect(sharma).toContainText('Individual');
  await expect(sharma).toContainText(/\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/);
  await expect(page.getByRole('columnheader', { name: 'FSSAI Number' })).toBeVisible();
  await saveScreenshot(page, 'organization-list');

  await page.getByRole('main').getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL('/organization/add');
  const form = page.locator('form');
  await form.getByLabel('Name', { exact: true }).fill(name);

  // The PAN is upper-cased as typed and its holder type shows.
  const panInput = form.getByLabel('PAN Number', { exact: true });
  await panInput.fill(pan.toLowerCase());
  await expect(panInput).toHaveValue(pan);
  await expect(page.getByTestId('pan-holder')).toHaveText('Holder type:Firm');

  // A GSTIN whose check character is wrong: the field says why, nothing is saved.
  const gstItem = formItem(page, 'GST Number');
  await form.getByLabel('GST Number', { exact: true }).fill(withWrongCheck(good));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(gstItem)).toHaveText(
    'GST number is not valid: its last character does not match the others (check for a typing mistake)',
  );
  await expect(page).toHaveURL('/organization/add');
  await saveScreenshot(page, 'organization-form-gstin-error');

  // A valid GSTIN of another PAN: refused on the GST field, naming the PAN.
  const otherPan = `${pan.slice(0, 3)}C${pan.slice(4)}`;
  await form.getByLabel('GST Number', { exact: true }).fill(gstin('27', otherPan));
  await expect(fieldError(gstItem)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(gstItem)).toHaveText(
    'GST number should carry the PAN number: its characters 3 to 12 differ from the PAN',
  );

  // The FSSAI number: 14 digits from 1 or 2.
  const fssaiItem = formItem(page, 'FSSAI Number');
  await form.getByLabel('FSSAI Number', { exact: true }).fill('3001902200012');
  await expect(fieldError(fssaiItem)).toHaveText('FSSAI number should be exactly 14 digits');
  await form.getByLabel('FSSAI Number', { exact: true }).fill('30019022000123');
  await expect(fieldError(fssaiItem)).toHaveText('FSSAI number should start with 1 or 2');
  await form.getByLabel('FSSAI Number', { exact: true }).fill('10019022000123');

  await form.getByLabel('GST Number', { exact: true }).fill(good.toLowerCase());
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Organization saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/list/);

  await filter(page, 'Name').fill(name);
  await filter(page, 'Name').press('Enter');
  const row = rowOf(page, name);
  await expect(row).toContainText(good);
  await expect(row).toContainText(pan);
  await expect(row).toContainText('Firm');
  await expect(row).toContainText('10019022000123');
});

test('adds a contact for a customer, mobile typed as they say it', async ({ signedInPage: page, api }) => {
  test.setTimeout(120_000);
  // A demo customer who buys for an organization: one of the demo contacts names them.
  const seeded = await api.get('/api/contacts?filter=organizationId||$notnull&limit=1&join=organization');
  expect(seeded.status(), await seeded.text()).toBe(200);
  const [contact] = (await seeded.json()).data as {
    userId: number;
    organization: { name: string };
  }[];
  const userId = contact!.userId;
  const person = `Accounts Desk ${digits(5)}`;

  const customer = (await (await api.get(`/api/users/${userId}`)).json()) as { fullName: string };
  await page.goto(`/contact/list/${userId}`);
  await expect(page.getByRole('heading', { name: `Contacts of ${customer.fullName}` })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(`/contact/add/${userId}`);
  const form = page.locator('form');

  // A short mobile number says so; +91, spaces and dashes are set aside.
  const mobileItem = formItem(page, 'Mobile Number');
  await form.getByLabel('Mobile Number', { exact: true }).fill('98200 1234');
  await expect(fieldError(mobileItem)).toHaveText('Length should be 10 only');
  await form.getByLabel('Mobile Number', { exact: true }).fill('+91 98200-12345');
  await expect(fieldError(mobileItem)).toHaveCount(0);

  const emailItem = formItem(page, 'Email');
  await form.getByLabel('Email', { exact: true }).fill('accounts@');
  await expect(fieldError(emailItem)).toHaveText('Please enter valid email');
  await form.getByLabel('Email', { exact: true }).fill('accounts@example.in');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(fieldError(formItem(page, 'Contact Person Name'))).toHaveText(
    'Please enter contact person name',
  );
  await form.getByLabel('Contact Person Name', { exact: true }).fill(person);

  await chooseOption(
    form.getByRole('combobox', { name: 'Organization' }),
    contact!.organization.name,
    contact!.organization.name.slice(0, 8),
  );

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Contact saved successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contact/list/${userId}`));
  const row = rowOf(page, person);
  await expect(row).toContainText('9820012345');
  await expect(row).toContainText('accounts@example.in');
  await expect(row).toContainText(contact!.organization.name);
  await saveScreenshot(page, 'contact-list');
});

test('a GST number fills an empty PAN; the edit form shows the stored numbers and saves a change', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const pan = `${letters(3)}C${letters(1)}${digits(4)}${letters(1)}`;
  const good = gstin('29', pan, '2');
  const name = `Spice Route Foods Pvt Ltd ${digits(5)}`;

  await page.goto('/organization/add');
  const form = page.locator('form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('GST Number', { exact: true }).fill(good);
  await expect(form.getByLabel('PAN Number', { exact: true })).toHaveValue(pan);
  await expect(page.getByTestId('pan-holder')).toHaveText('Holder type:Company');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Organization saved successfully')).toBeVisible();

  await filter(page, 'Name').fill(name);
  await filter(page, 'Name').press('Enter');
  // The new organization may be on the unfiltered list too: its Edit is clicked once the
  // filtered list (the header and its one row) is drawn, not while the rows are replaced.
  await expect(page.getByRole('row')).toHaveCount(2);
  await rowOf(page, name).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/organization\/edit\/\d+$/);
  await expect(form.getByLabel('GST Number', { exact: true })).toHaveValue(good);
  await expect(page.getByTestId('pan-holder')).toHaveText('Holder type:Company');
  await form.getByLabel('FSSAI Number', { exact: true }).fill('21520001000456');
  // The add's notice goes first, so the one seen next is the edit's.
  await expect(toast(page, 'success', 'Organization saved successfully')).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Organization saved successfully')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('21520001000456');
});

/** The first row's id of a list in the demo data. */
async function firstId(api: APIRequestContext, resource: string, query = '') {
  const response = await api.get(`/api/${resource}?limit=1&sort=id,ASC${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number; userId?: number }[] }).data[0]!;
}

test('the organization and contact screens have no critical or serious axe violation', async ({
  signedInPage: page,
  api,
}) => {
  test.setTimeout(180_000);
  const organization = await firstId(api, 'Organizations');
  const contact = await firstId(api, 'contacts');
  const screens = [
    '/organization/list',
    '/organization/add',
    `/organization/edit/${organization.id}`,
    '/contact/list',
    `/contact/list/${contact.userId}`,
    `/contact/add/${contact.userId}`,
    `/contact/edit/${contact.id}`,
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
});
