import type { Page } from '@playwright/test';
import { gifFile, pngFile, rectPng } from '../catalogue-pictures';
import { expect, saveScreenshot, test } from '../fixtures';
import { pickOption } from '../select';

/**
 * The banner screens (spec 02: /banner/list by priority, /banner/add, /banner/edit/{id}; a
 * 1125 x 500 picture, "Image should be of resolution 1125px x 500px", "Please upload image",
 * "Invalid URL format", "Banner saved successfully").
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

const BANNER_PNG = rectPng(1125, 500, [239, 108, 0], [255, 224, 130]);

test('adds a banner leading to a brand, edits it to a link, switches it off and deletes it', async ({
  signedInPage: page,
}) => {
  // Many steps on a shared 2-core machine: more than the default 90 s.
  test.setTimeout(180_000);
  const name = unique('Ghee festival');
  await page.goto('/banner/list');
  // The demo's banners, smallest priority first, each with its picture and where it leads.
  await expect(page.getByRole('row').filter({ hasText: 'Fresh from the mandi' })).toContainText('Category:');
  await page.getByRole('main').getByRole('button').filter({ hasText: /^Add$/ }).click();
  await expect(page).toHaveURL('/banner/add');

  const form = page.locator('form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please upload image')).toBeVisible();
  await expect(form.getByText('Please enter name')).toBeVisible();

  // The picture: the wrong kind, then the wrong size, are refused before anything is sent.
  const picker = form.locator('input[type=file]');
  await picker.setInputFiles(gifFile());
  await expect(toast(page, 'error', 'file type not permitted!')).toBeVisible();
  await picker.setInputFiles(pngFile('square.png'));
  await expect(toast(page, 'error', 'Image should be of resolution 1125px x 500px')).toBeVisible();
  await picker.setInputFiles(pngFile('ghee-festival.png', BANNER_PNG));
  await expect(form.getByRole('img', { name: 'Banner image' })).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Priority', { exact: true }).fill('0');
  await pickOption(form.getByRole('combobox', { name: 'Position' }), 'Cart');
  await pickOption(form.getByRole('combobox', { name: 'Page' }), 'Brand');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please choose a brand')).toBeVisible();
  await pickOption(form.getByRole('combobox', { name: 'Brand' }), 'Amul');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Banner saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/banner\/list/);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Brand: Amul');
  await expect(row).toContainText('Cart');
  await expect(row).toContainText('Always');
  await saveScreenshot(page, 'banner-list');

  // Edit: it now leads to a web page, which must be a real address.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/banner\/edit\/\d+$/);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  await pickOption(form.getByRole('combobox', { name: 'Page' }), 'Link');
  await form.getByLabel('Link', { exact: true }).fill('ghee dot in');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid URL format')).toBeVisible();
  await form.getByLabel('Link', { exact: true }).fill('https://mandi.example.in/ghee');
  await saveScreenshot(page, 'banner-edit');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Banner saved successfully')).toBeVisible();
  await expect(row).toContainText('https://mandi.example.in/ghee');

  await row.getByRole('switch').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
  await expect(row.getByRole('switch')).not.toBeChecked();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Do you want to delete, ${name}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
