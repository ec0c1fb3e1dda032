import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';
import { menuItem, openMenu } from '../menu';
import { openSidebarGroup } from '../sidebar';

/** Opens a screen as a person would: the group in the sidebar, then the screen. */
async function openFromSidebar(page: Page, group: string, title: string) {
  const item = page.getByTestId('sidebar').getByRole('menuitem', { name: title });
  if (!(await item.isVisible())) await openSidebarGroup(page, group);
  await item.click();
  await expect(page.locator('.tags-bar-item.active')).toHaveText(title);
}

async function openFromAccountMenu(page: Page, title: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await (await menuItem(page, title)).click();
  await expect(page.locator('.tags-bar-item.active')).toHaveText(title);
}

test.describe('shell', () => {
  test('the tags bar keeps five tags; a sixth drops the second', async ({ signedInPage: page }) => {
    const tags = page.getByTestId('visited-tag');
    await page.goto('/dashboard');
    await openFromAccountMenu(page, 'Profile');
    await openFromAccountMenu(page, 'Change Password');
    await openFromSidebar(page, 'Catalogue', 'Taxes');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(tags).toHaveText(['Dashboard', 'Profile', 'Change Password', 'Taxes', 'Add Tax']);

    await openFromSidebar(page, 'Catalogue', 'Units of measure');
    await expect(tags).toHaveText(['Dashboard', 'Change Password', 'Taxes', 'Add Tax', 'Units of measure']);
    await saveScreenshot(page, 'tags-bar');
  });

  test('tags close, close others and close all', async ({ signedInPage: page }) => {
    const tags = page.getByTestId('visited-tag');
    await page.goto('/dashboard');
    await openFromSidebar(page, 'Catalogue', 'Taxes');
    await openFromSidebar(page, 'Catalogue', 'Units of measure');
    await openFromAccountMenu(page, 'Profile');
    await expect(tags).toHaveText(['Dashboard', 'Taxes', 'Units of measure', 'Profile']);

    // Closing the tag on display opens the last one left.
    await page.getByRole('img', { name: 'Close Profile' }).click();
    await expect(tags).toHaveText(['Dashboard', 'Taxes', 'Units of measure']);
    await expect(page).toHaveURL('/measurement-unit/list');

    await tags.filter({ hasText: 'Taxes' }).click({ button: 'right' });
    await (await menuItem(page, 'Close Others')).click();
    await expect(tags).toHaveText(['Dashboard', 'Taxes']);
    await expect(page).toHaveURL('/tax/list');

    await tags.filter({ hasText: 'Taxes' }).click({ button: 'right' });
    await (await menuItem(page, 'Close All')).click();
    await expect(tags).toHaveText(['Dashboard']);
    await expect(page).toHaveURL('/dashboard');
  });

  test('Refresh on a tag loads the screen again', async ({ signedInPage: page }) => {
    await page.goto('/profile/');
    await expect(page.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
    const again = page.waitForRequest((request) => request.url().includes('/api/admins-logins'));
    await page.getByTestId('visited-tag').filter({ hasText: 'Profile' }).click({ button: 'right' });
    await (await menuItem(page, 'Refresh')).click();
    await again;
  });

  test('breadcrumb from the route titles, the last item not a link', async ({ signedInPage: page }) => {
    await page.goto('/tax/add');
    const breadcrumb = page.locator('.shell-breadcrumb');
    await expect(breadcrumb).toHaveText(/Dashboard\s*\/\s*Catalogue\s*\/\s*Taxes\s*\/\s*Add Tax/);
    await expect(breadcrumb.getByRole('link', { name: 'Taxes' })).toHaveAttribute('href', /^\/tax\/list/);
    await expect(breadcrumb.getByRole('link', { name: 'Add Tax' })).toHaveCount(0);
    await expect(page).toHaveTitle('Add Tax - Mandi Admin');
  });

  test('header search opens a screen the admin can open', async ({ signedInPage: page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search menu' }).click();
    await page.keyboard.type('measure');
    await expect(page.locator('.ant-select-item-option')).toHaveText(['Catalogue > Units of measure']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/measurement-unit/list');
  });

  test('the sidebar fold is remembered, and below 992 px the sidebar folds away', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await page.getByRole('button', { name: 'Fold sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');

    await page.setViewportSize({ width: 900, height: 800 });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await saveScreenshot(page, 'mobile-sidebar');
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');

    // A group opened by hand stays open across the fold (a full-page screenshot crosses it too).
    await page.setViewportSize({ width: 1366, height: 820 });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await sidebar.getByText('Catalogue').click();
    await expect(sidebar.getByRole('link', { name: 'Brands' })).toBeVisible();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await page.setViewportSize({ width: 1366, height: 820 });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await expect(sidebar.getByRole('link', { name: 'Brands' })).toBeVisible();
  });

  test('the size menu switches sizes, Medium by default, and keeps the choice', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard');
    const sizeButton = page.getByRole('button', { name: 'Global size' });
    await expect.poll(async () => (await sizeButton.boundingBox())?.height).toBe(32);
    await sizeButton.click();
    const sizes = (await openMenu(page)).getByRole('menuitem');
    await expect(sizes).toHaveText(['Default', 'Medium', 'Small', 'Mini']);
    await expect(sizes.filter({ hasText: 'Medium' })).toHaveAttribute('aria-disabled', 'true');
    await sizes.filter({ hasText: 'Small' }).click();
    await expect(page.locator('.ant-message-success')).toHaveText('Switch Size Success');
    await expect.poll(async () => (await sizeButton.boundingBox())?.height).toBe(24);
    await page.reload();
    await expect.poll(async () => (await sizeButton.boundingBox())?.height).toBe(24);
    await sizeButton.click();
    await sizes.filter({ hasText: 'Default' }).click();
    await expect.poll(async () => (await sizeButton.boundingBox())?.height).toBe(40);
  });

  test('the settings drawer changes the page style and keeps it', async ({ signedInPage: page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Page style setting' });
    await expect(drawer).toBeVisible();
    await saveScreenshot(page, 'settings-drawer');
    await drawer.getByRole('switch', { name: 'Open Tags-View' }).click();
    await drawer.getByRole('switch', { name: 'Sidebar Logo' }).click();
    await drawer.getByRole('switch', { name: 'Fixed Header' }).click();
    await expect(page.getByTestId('visited-tag')).toHaveCount(0);
    await expect(page.locator('.sidebar-logo')).toHaveCount(0);
    await expect(page.locator('.shell-header')).not.toHaveClass(/fixed/);

    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await expect(page.getByTestId('visited-tag')).toHaveCount(0);
    await expect(page.locator('.sidebar-logo')).toHaveCount(0);
    await expect(page.locator('.shell-header')).not.toHaveClass(/fixed/);
  });

  test('the theme colour starts at #409EFF and follows the chosen one after a reload', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard');
    // The active tag carries white text: #409EFF in its accessible shade #0068d4 (5.3:1).
    const activeTag = page.locator('.tags-bar-item.active');
    await expect(activeTag).toHaveCSS('background-color', 'rgb(0, 104, 212)');
    // The stored settings are what the drawer's colour picker writes.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('mandi.settings') ?? '{"state":{},"version":1}');
      stored.state.themeColor = '#722ed1';
      localStorage.setItem('mandi.settings', JSON.stringify(stored));
    });
    await page.reload();
    // A colour dark enough for white text stays as chosen.
    await expect(activeTag).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  });

  test('language menu, fullscreen warning and the avatar menu', async ({ signedInPage: page }) => {
    // A browser without full screen gets a warning instead.
    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }),
    );
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Language' }).click();
    await (await menuItem(page, 'English')).click();
    await expect(page.locator('.ant-message-success')).toHaveText('Switch Language Success');

    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.locator('.ant-message-warning')).toHaveText(
      'Your browser does not support full screen',
    );

    // No avatar stored: the default picture (inlined by the build).
    await expect(page.locator('.avatar-menu img')).toHaveAttribute('src', /^data:image\/svg\+xml.*Admin/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const accountMenu = (await openMenu(page)).getByRole('menuitem');
    await expect(accountMenu).toHaveText(['Profile', 'Change Password', 'Dashboard', 'Log Out']);
    await accountMenu.filter({ hasText: 'Profile' }).click();
    await expect(page).toHaveURL('/profile/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await (await menuItem(page, 'Change Password')).click();
    await expect(page).toHaveURL('/admins/change-password');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await (await menuItem(page, 'Dashboard')).click();
    await expect(page).toHaveURL('/dashboard');
  });
});
