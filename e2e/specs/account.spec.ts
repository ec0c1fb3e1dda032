import { apiSignIn, DEMO_ADMIN, expect, saveScreenshot, test } from '../fixtures';
import { menuItem } from '../menu';

test.describe('account', () => {
  test('profile shows the admin, their sign-ins and a timeline', async ({ signedInPage: page }) => {
    await page.goto('/profile/');
    await expect(page).toHaveTitle('Profile - Mandi Admin');
    await expect(page.getByRole('heading', { name: DEMO_ADMIN.name })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
    await saveScreenshot(page, 'profile-activity');
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(page.locator('.ant-timeline-item').first()).toContainText('Signed in');
    await saveScreenshot(page, 'profile-timeline');
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('cell', { name: DEMO_ADMIN.email })).toBeVisible();
    await saveScreenshot(page, 'profile-account');
  });

  test('log out revokes the token on the server and goes to sign-in', async ({ page, baseURL, request }) => {
    // Its own session, so the other specs' token stays alive.
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('mandi.token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await (await menuItem(page, 'Log Out')).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('mandi.token'))).toBeNull();
    const me = await request.post(`${baseURL}/api/admins/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);

    // Back, and the screens are closed again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    expect(await apiSignIn(baseURL!)).toBeTruthy();
  });

  test('a reset link sets a new password and leads to sign-in', async ({ page }) => {
    // The mailed link's secret only exists in the mail; the two calls answer as the server would.
    await page.route('**/api/admins/reset-password/a-mailed-secret', (route) =>
      route.fulfill({ json: { valid: true, email: DEMO_ADMIN.email } }),
    );
    let sent: unknown;
    await page.route('**/api/admins/reset-password', (route) => {
      sent = route.request().postDataJSON();
      return route.fulfill({ json: { message: 'Password changed successfully' } });
    });
    await page.goto('/reset-password/a-mailed-secret');
    await expect(page.getByText(`Choose a new password for ${DEMO_ADMIN.email}.`)).toBeVisible();
    await page.getByLabel('New password').fill('abc');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('The password can not be less than 6 digits')).toBeVisible();
    await saveScreenshot(page, 'reset-password');
    expect(sent).toBeUndefined();
    await page.getByLabel('New password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.locator('.ant-message-success')).toHaveText('Password changed successfully');
    await expect(page).toHaveURL('/login');
    expect(sent).toEqual({ hash: 'a-mailed-secret', password: 'new-secret-1' });
  });

  test('/auth-redirect opens the asked screen, through sign-in when needed', async ({
    signedInPage: page,
  }) => {
    await page.goto('/auth-redirect?redirect=%2Fprofile%2F');
    await expect(page).toHaveURL('/profile/');
    await page.goto('/auth-redirect?redirect=https%3A%2F%2Fexample.com');
    await expect(page).toHaveURL('/dashboard');
  });
});
