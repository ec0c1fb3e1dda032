import { DEMO_ADMIN, expect, saveScreenshot, TOKEN_STORAGE_KEY, test } from '../fixtures';

test.describe('route guard', () => {
  test('signed out, a screen sends to sign-in and back there after', async ({ page }) => {
    await page.goto('/tax/list?name=GST');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/tax/list?name=GST')}`);
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/tax/list?name=GST');
  });

  test('signed out, an unknown path signs in first, then says 404', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fscreen$/);
  });

  test('/ opens the dashboard; an unknown path says 404 and leads home', async ({ signedInPage: page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL('/404');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('check that the URL you entered is correct')).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found - Mandi Admin');
    await saveScreenshot(page, '404');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('the 401 page says there is no permission and links to the dashboard', async ({
    signedInPage: page,
  }) => {
    await page.goto('/401');
    await expect(page.getByText('you do not have permission')).toBeVisible();
    await saveScreenshot(page, '401');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a token the server no longer knows is dropped, with the reason', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'revoked-or-made-up'), TOKEN_STORAGE_KEY);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.locator('.ant-message-error')).toHaveText(
      'Your session has ended, please sign in again',
    );
  });

  test('an empty admin answer says verification failed', async ({ signedInPage: page }) => {
    await page.route('**/api/admins/me', (route) => route.fulfill({ json: {} }));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.locator('.ant-message-error')).toHaveText('Verification failed, please Login again.');
  });

  test('another role sees only its screens and gets 401 for the rest', async ({ signedInPage: page }) => {
    // The admin's own role, as /admins/me reports it, decides the menu and the guard.
    await page.route('**/api/admins/me', (route) =>
      route.fulfill({
        json: {
          id: 1,
          name: 'Counter Staff',
          email: 'staff@mandi.local',
          avatar: null,
          roles: ['executive'],
          adminsRoleId: 3,
          routes: ['dashboard', 'order', 'user'],
        },
      }),
    );
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar.getByText('Catalogue')).toHaveCount(0);
    await page.goto('/tax/list');
    await expect(page).toHaveURL('/401');
    // Screens with no key (profile, change password) are every admin's.
    await page.goto('/profile/');
    await expect(page.getByText('Counter Staff').first()).toBeVisible();
  });
});
