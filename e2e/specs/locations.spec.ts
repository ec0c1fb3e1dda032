import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, saveScreenshot, test } from '../fixtures';
import { openSidebarGroup } from '../sidebar';

/**
 * Locations (spec 02 §2): the drill-down from India's states to a city's pincodes, adding a
 * pincode with the spec's checks, refusing a duplicate, the toggle and delete confirmations.
 */
// Each screen's code loads on first visit; on a busy machine that alone takes seconds.
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** The list's name filter (the sorted Name column header has the same label). */
const nameFilter = (page: Page) => page.getByRole('search').getByRole('textbox', { name: 'Name' });
const toast = (page: Page, kind: 'success' | 'error' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

async function pincodeRows(api: APIRequestContext, pincode: string) {
  const response = await api.get(`/api/pincodes?filter=${encodeURIComponent(`pincode||$eq||${pincode}`)}`);
  return ((await response.json()) as { data: { id: number; pincodeName: string; isDeliverable: boolean }[] })
    .data;
}

test.describe('locations', () => {
  test('drills from a state to a city to its pincodes and adds one', async ({ signedInPage: page, api }) => {
    await page.goto('/dashboard');
    await openSidebarGroup(page, 'Locations');
    await page.getByTestId('sidebar').getByRole('link', { name: 'States' }).click();
    await expect(page).toHaveURL('/states/list/1');
    await expect(page.getByRole('heading', { name: 'States of India' })).toBeVisible();
    // Enabled states, by name.
    await expect(page.getByRole('row').nth(1)).toContainText('Andaman and Nicobar Islands');
    await expect(page.getByRole('row').nth(2)).toContainText('Andhra Pradesh');
    await saveScreenshot(page, 'states-list');

    await nameFilter(page).fill('maha');
    await nameFilter(page).press('Enter');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: 'Cities of Maharashtra' }).click();
    await expect(page).toHaveURL(/\/cities\/list\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Cities of Maharashtra' })).toBeVisible();
    await expect(rowOf(page, 'Navi Mumbai')).toBeVisible();
    await saveScreenshot(page, 'cities-list');

    await page.getByRole('link', { name: 'Pincodes of Pune' }).click();
    await expect(page).toHaveURL(/\/pincode\/list\/\d+$/);
    const listUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Pincodes of Pune' })).toBeVisible();
    const trail = page.getByLabel('Location trail');
    await expect(trail.getByRole('link', { name: 'India' })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Maharashtra' })).toBeVisible();
    await expect(rowOf(page, '411038')).toContainText('Kothrud');
    await expect(rowOf(page, '411057')).toContainText('No');
    await saveScreenshot(page, 'pincode-list');

    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/pincode\/add\/\d+$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter Pincode')).toHaveCount(2);

    await page.getByLabel('Pincode Name').fill('Baner');
    await page.getByLabel('Pincode', { exact: true }).fill('041104');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pincode should be 6 digits and cannot start with 0')).toBeVisible();

    await page.getByLabel('Pincode', { exact: true }).fill('411045');
    await page.getByRole('switch', { name: 'Deliverable' }).click();
    await saveScreenshot(page, 'pincode-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Pincode saved successfully')).toBeVisible();
    await expect(page).toHaveURL(listUrl);
    await expect(rowOf(page, '411045')).toContainText('Baner');
    const [saved] = await pincodeRows(api, '411045');
    expect(saved).toMatchObject({ pincodeName: 'Baner', isDeliverable: false });

    // The same pincode again: the server refuses it and says so under the field.
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Pincode Name').fill('Baner again');
    await page.getByLabel('Pincode', { exact: true }).fill('411045');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'This pincode already exists')).toBeVisible();
    await expect(
      page.locator('.ant-form-item-explain-error').filter({ hasText: 'This pincode already exists' }),
    ).toBeVisible();
    expect(await pincodeRows(api, '411045')).toHaveLength(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(listUrl);

    // Disable after a confirmation, then delete after one.
    await rowOf(page, '411045').getByRole('switch').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
    await rowOf(page, '411045').getByRole('button', { name: 'Delete 411045' }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Do you want to delete, 411045?');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowOf(page, '411045')).toHaveCount(0);
    expect(await pincodeRows(api, '411045')).toHaveLength(0);
  });

  test('adds a state and a city, and refuses to delete a state with cities', async ({
    signedInPage: page,
  }) => {
    const name = `Vidarbha ${Date.now().toString(36)}`.slice(0, 20);
    await page.goto('/states/list/1');
    await expect(page.getByRole('heading', { name: 'States of India' })).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL('/states/add/1');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Name').fill('MP');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Length should be 3 to 50')).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Priority').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'State added successfully')).toBeVisible();

    await expect(page).toHaveURL('/states/list/1');
    await nameFilter(page).fill(name);
    await nameFilter(page).press('Enter');
    // The new state may be on the unfiltered page too: its link is clicked once the filtered
    // list (the header and its one row) is drawn, not while the rows are replaced.
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: `Cities of ${name}` }).click();
    await expect(page.getByRole('heading', { name: `Cities of ${name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/cities\/add\/\d+$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    // The route's state is chosen already.
    await expect(page.getByRole('combobox', { name: 'State' })).toBeVisible();
    await expect(page.locator('form .ant-select').filter({ hasText: name })).toBeVisible();
    await page.getByLabel('Name').fill('Wardha');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'City added successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Cities of ${name}` })).toBeVisible();
    await expect(rowOf(page, 'Wardha')).toBeVisible();
    await saveScreenshot(page, 'cities-new-state');

    await page.getByLabel('Location trail').getByRole('link', { name: 'India' }).click();
    await expect(page).toHaveURL(/\/states\/list\/1/);
    await expect(page.getByRole('heading', { name: 'States of India' })).toBeVisible();
    await rowOf(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'error', `${name} has 1 city; delete them first`)).toBeVisible();
    await expect(rowOf(page, name)).toBeVisible();
  });
});
