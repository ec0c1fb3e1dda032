import { DEMO_ADMIN, expect, saveScreenshot, TOKEN_STORAGE_KEY, test } from '../fixtures';

test.describe('sign-in', () => {
  test('checks the form with the spec messages before calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admins/login')) calls++;
    });
    await page.goto('/login');
    await expect(page).toHaveTitle('Login - Mandi Admin');
    await saveScreenshot(page, 'login');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter valid email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await saveScreenshot(page, 'login-errors');
    expect(calls).toBe(0);
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password');
    await password.fill('secret1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.locator('.ant-input-password-icon').click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.locator('.ant-input-password-icon').click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.locator('.ant-message-error')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('Enter signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ADMIN.name}` })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard - Mandi Admin');
    await saveScreenshot(page, 'dashboard');

    // Signed in, /login sends the admin home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Forgot Password asks for the email and says what was mailed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    await page.getByLabel('Email').fill('nobody');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter valid email')).toBeVisible();
    await saveScreenshot(page, 'recover-password');

    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`If ${DEMO_ADMIN.email} belongs to a staff account`)).toBeVisible();
    await saveScreenshot(page, 'recover-password-sent');
  });

  test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
    await page.goto('/reset-password/not-a-real-link');
    await expect(page.getByText('This link has expired, please ask for a new one')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await saveScreenshot(page, 'reset-password-expired');
  });
});
