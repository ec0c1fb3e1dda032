import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { expect, saveScreenshot, signInAsCatalogueManager, test } from '../fixtures';

/**
 * Saved views (issue 31.3): a view saved on a list, shared with all staff, survives a reload
 * and applies its filter; another staff member sees the shared view but not a private one.
 */
const viewTabs = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });
const nameFilter = (page: Page) => page.getByPlaceholder('Name', { exact: true });
const brandRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a shared saved view survives a reload, applies its filter, and another staff member sees it but not a private one', async ({
  signedInPage: page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  // Two sign-ins, a reload and two axe runs on a shared 2-core machine: more than the default.
  test.setTimeout(180_000);
  const shared = `Milk brands ${Date.now().toString(36)}`;
  const privateName = `Only mine ${Date.now().toString(36)}`;
  const created = await api.post('/api/saved-views', {
    data: { listKey: 'brands', name: privateName, state: { query: 'name=Amul', columns: [] } },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/brand/list');
  // The list first, so that Farm Fresh gone means the filter drew, not that nothing had yet:
  // the view saves what the list shows.
  await expect(brandRow(page, 'Farm Fresh')).toBeVisible();
  await nameFilter(page).fill('Milk');
  await nameFilter(page).press('Enter');
  await expect(page).toHaveURL(/[?&]name=Milk(&|$)/);
  await expect(brandRow(page, 'Farm Fresh')).toHaveCount(0);
  await expect(brandRow(page, 'Milky Mist')).toBeVisible();

  await viewTabs(page).getByRole('button', { name: 'New view' }).click();
  const dialog = page.getByRole('dialog', { name: 'New view' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectNoSeriousViolations(page, '.ant-modal');
  await dialog.getByLabel('Name').fill(shared);
  await dialog.getByRole('checkbox', { name: 'Share with all staff' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(viewTabs(page).getByRole('tab', { name: shared })).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(page, 'saved-views');

  // After a reload the tabs are there; All clears the filter, the view's tab brings it back.
  await page.reload();
  await viewTabs(page).getByRole('tab', { name: 'All', exact: true }).click();
  await expect(nameFilter(page)).toHaveValue('');
  await expect(brandRow(page, 'Farm Fresh')).toBeVisible();
  await viewTabs(page).getByRole('tab', { name: shared }).click();
  await expect(nameFilter(page)).toHaveValue('Milk');
  await expect(brandRow(page, 'Farm Fresh')).toHaveCount(0);
  await expect(viewTabs(page).getByRole('tab', { name: privateName })).toBeVisible();
  // The tabs with a shared view's mark and the selected view's menu pass axe.
  await expectNoSeriousViolations(page, 'nav[aria-label="Saved views"]');

  // Another staff member (the demo's Catalogue manager role) sees the shared view only.
  const { viewport, locale, timezoneId, reducedMotion } = testInfo.project.use;
  // Reduced motion as every other page of the suite: no tab or menu still moving when clicked.
  const other = await browser.newContext({ baseURL, viewport, locale, timezoneId, reducedMotion });
  try {
    const colleague = await other.newPage();
    await signInAsCatalogueManager(colleague, api, baseURL!);
    await colleague.goto('/brand/list');
    await viewTabs(colleague).getByRole('tab', { name: shared }).click();
    await expect(nameFilter(colleague)).toHaveValue('Milk');
    await expect(brandRow(colleague, 'Milky Mist')).toBeVisible();
    await expect(viewTabs(colleague).getByRole('tab', { name: privateName })).toHaveCount(0);
    // Someone else's shared view: no menu to rename or delete it.
    await expect(viewTabs(colleague).getByRole('button', { name: /Actions of view/ })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
