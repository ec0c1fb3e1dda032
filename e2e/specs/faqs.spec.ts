import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * The FAQ screens (spec 02: /faqs/list as an accordion, 50 a page by priority, /faqs/add,
 * /faqs/edit/{id}; "Please enter title", "Please enter answer", "FAQ saved successfully").
 */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}?`;
const toast = (page: Page, kind: 'success' | 'error' | 'info', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });
const panelOf = (page: Page, title: string) => page.locator('.ant-collapse-item').filter({ hasText: title });

test('adds, reads, edits, switches off and deletes a question', async ({ signedInPage: page, api }) => {
  await page.goto('/dashboard');
  await page.getByTestId('sidebar').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL('/faqs/list');

  // The demo's questions, smallest priority first, as an accordion.
  const demo = (await (await api.get('/api/faqs?sort=priority,ASC&sort=id,ASC&limit=1')).json()) as {
    data: { title: string; answer: string }[];
  };
  const first = page.locator('.ant-collapse-item').first();
  await expect(first).toContainText(demo.data[0]!.title);
  await first.locator('.ant-collapse-header').click();
  await expect(first).toContainText(demo.data[0]!.answer.slice(0, 40));

  await page.getByRole('main').getByRole('button').filter({ hasText: /^Add$/ }).click();
  await expect(page).toHaveURL('/faqs/add');
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter title')).toBeVisible();
  await expect(page.getByText('Please enter answer')).toBeVisible();

  const title = unique('Do you deliver to gated societies');
  await form.getByLabel('Question').fill(title);
  await form
    .getByLabel('Answer')
    .fill('Yes. The rider calls you from the gate;\nleave a note for the guard.');
  await form.getByLabel('Priority').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'FAQ saved successfully')).toBeVisible();

  // In the list with its priority; opening it shows the answer as typed, lines kept.
  await page.goto(`/faqs/list?title=${encodeURIComponent(title)}`);
  const panel = panelOf(page, title);
  await expect(panel).toContainText('Priority 0');
  await panel.locator('.ant-collapse-header').click();
  await expect(panel.getByText('leave a note for the guard.')).toBeVisible();
  await saveScreenshot(page, 'faq-list');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/faqs\/edit\/\d+$/);
  await expect(form.getByLabel('Question')).toHaveValue(title);
  // Who wrote it and when, under the form (the signed-in admin added it today).
  await expect(
    form.getByText(/^Created by .+ on \w{3}, \d{1,2}(st|nd|rd|th) \w{3} \d{4} · last changed by /),
  ).toBeVisible();
  await form.getByLabel('Priority').fill('7');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'FAQ saved successfully')).toBeVisible();

  await page.goto(`/faqs/list?title=${encodeURIComponent(title)}`);
  await expect(panel).toContainText('Priority 7');
  await page.getByRole('switch', { name: `Disable ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'success', 'Status Changed!')).toBeVisible();
  await expect(panel).toContainText('Disabled');

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Do you want to delete, ${title}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('No questions yet')).toBeVisible();
});
