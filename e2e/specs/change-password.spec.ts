import { apiSignIn, DEMO_ADMIN, expect, saveScreenshot, test, useToken } from '../fixtures';

// Runs alone after every other spec (project 'password'): a change of password ends the
// admin's other sessions.
test('change password: the spec rules, a wrong current password, then a real change', async ({
  page,
  baseURL,
}) => {
  await useToken(page, await apiSignIn(baseURL!));
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/admins/change-password')) calls++;
  });
  await page.goto('/admins/change-password');
  await expect(page).toHaveTitle('Change Password - Mandi Admin');

  const submit = page.getByRole('button', { name: 'Change Password' });
  await submit.click();
  await expect(page.getByText('Please enter current password')).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirm Password is required')).toBeVisible();

  await page.getByLabel('Current Password').fill(DEMO_ADMIN.password);
  await page.getByLabel('New Password').fill('abc');
  await submit.click();
  await expect(page.getByText('Password length should be greater than 6')).toBeVisible();

  await page.getByLabel('New Password').fill('fresh-pass-1');
  await page.getByLabel('Confirm Password').fill('fresh-pass-2');
  await submit.click();
  await expect(page.getByText('Password does not match')).toBeVisible();
  await saveScreenshot(page, 'change-password-mismatch');
  expect(calls).toBe(0);

  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('Confirm Password').fill('fresh-pass-1');
  await submit.click();
  await expect(page.locator('.ant-message-error')).toHaveText('Current password is incorrect');
  expect(calls).toBe(1);
  // The refused field is marked and has the focus; leaving with typed passwords asks first.
  await expect(page.getByLabel('Current Password')).toBeFocused();
  await page.getByTestId('sidebar').getByRole('link', { name: 'FAQs' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave without saving?');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/admins/change-password');
  await expect(page.getByLabel('New Password')).toHaveValue('fresh-pass-1');

  await page.getByLabel('Current Password').fill(DEMO_ADMIN.password);
  await submit.click();
  await expect(page.locator('.ant-message-success')).toHaveText('Password changed successfully');
  await expect(page.getByLabel('New Password')).toHaveValue('');
  await saveScreenshot(page, 'change-password');

  // The new password signs in; this page stays signed in.
  expect(await apiSignIn(baseURL!, { email: DEMO_ADMIN.email, password: 'fresh-pass-1' })).toBeTruthy();
  await page.reload();
  await expect(page).toHaveURL('/admins/change-password');
});
