import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, saveScreenshot, test } from '../fixtures';
import { binaryWorkbook, sheetRows, XLSB } from '../sheets';
import { openSidebarGroup } from '../sidebar';

/**
 * The pincode import (spec 02 §2, §5): the template, the attachment rules, rows sent in
 * batches with a progress bar, the reason of each failed row, and the failed rows as a sheet.
 */
// Each screen's code loads on first visit; on a busy machine that alone takes seconds.
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

async function storedPincode(api: APIRequestContext, pincode: string) {
  const response = await api.get(
    `/api/pincodes?join=city&filter=${encodeURIComponent(`pincode||$eq||${pincode}`)}`,
  );
  return (
    (await response.json()) as {
      data: { pincodeName: string; isDeliverable: boolean; city: { name: string } }[];
    }
  ).data[0];
}

test('imports a pincode sheet with one bad row and downloads the failed row', async ({
  signedInPage: page,
  api,
}) => {
  await page.goto('/dashboard');
  await openSidebarGroup(page, 'Locations');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Import Pincodes' }).click();
  await expect(page).toHaveURL('/pincode/import');
  await expect(page.getByText('Import Pincodes', { exact: true }).last()).toBeVisible();

  // The template downloads with the columns the import reads.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('pincode-import-template.xlsx');
  const [headers] = await sheetRows(await template.path());
  expect(headers).toEqual(['Pincode', 'Pincode Name', 'City', 'State', 'Deliverable', 'Enabled']);

  // Nothing chosen, the wrong kind of file: each refused in words.
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByText('Please upload the attachment!')).toBeVisible();
  const picker = page.locator('input[type=file]');
  await picker.setInputFiles({
    name: 'pincodes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Pincode\n560095\n'),
  });
  await expect(page.getByText('Attachment format error, please delete and upload again!')).toBeVisible();

  // The sheet itself is Excel's binary workbook, which reads like an .xlsx.
  const content = binaryWorkbook([
    ['Pincode', 'Pincode Name', 'City', 'State', 'Deliverable'],
    [560095, 'Koramangala 6th Block', 'Bengaluru', 'Karnataka', 'Y'],
    ['012345', 'Nowhere', 'Bengaluru', 'Karnataka', 'Y'],
    [500084, 'Kondapur', 'Hyderabad', 'Telangana', 'N'],
    [600028, 'Mandaveli', 'chennai', '', 'Y'],
  ]);
  await picker.setInputFiles({ name: 'south-pincodes.xlsb', mimeType: XLSB, buffer: content });
  await expect(page.getByText('south-pincodes.xlsb')).toBeVisible();
  await expect(page.getByText('4 rows read')).toBeVisible();

  const batch = page.waitForRequest((request) => request.url().endsWith('/api/pincodes/singleImport'));
  await page.getByRole('button', { name: 'Process' }).click();
  const run = (await batch).headers()['x-import-run'];
  expect(run).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toContainText('100.00%');
  const stat = (title: string) => page.locator('.ant-statistic').filter({ hasText: title });
  await expect(stat('Total')).toContainText('4');
  await expect(stat('Imported')).toContainText('3');
  // The history ties the stored rows to this import run.
  const history = await api.get(`/api/audit?filter=${encodeURIComponent(`importRun||$eq||${run}`)}&limit=10`);
  expect(((await history.json()) as { total: number }).total).toBe(3);
  await expect(stat('Failed')).toContainText('1');
  const failedRow = page.getByRole('row').filter({ hasText: '012345' });
  await expect(failedRow).toContainText('Failed');
  await expect(failedRow).toContainText('Pincode should be 6 digits and cannot start with 0');
  await saveScreenshot(page, 'pincode-import');

  expect(await storedPincode(api, '560095')).toMatchObject({
    pincodeName: 'Koramangala 6th Block',
    city: { name: 'Bengaluru' },
  });
  expect(await storedPincode(api, '500084')).toMatchObject({
    isDeliverable: false,
    city: { name: 'Hyderabad' },
  });
  expect(await storedPincode(api, '600028')).toMatchObject({ city: { name: 'Chennai' } });
  expect(await storedPincode(api, '012345')).toBeUndefined();

  // Only the failed row, with its sheet row and reason, to fix and import again.
  const failedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed rows' }).click();
  const failed = await failedDownload;
  expect(failed.suggestedFilename()).toBe('pincode-import-failed.xlsx');
  expect(await sheetRows(await failed.path())).toEqual([
    ['Pincode', 'Pincode Name', 'City', 'State', 'Deliverable', 'Enabled', 'Row', 'Reason'],
    [
      '012345',
      'Nowhere',
      'Bengaluru',
      'Karnataka',
      'Y',
      undefined,
      3,
      'Pincode should be 6 digits and cannot start with 0',
    ],
  ]);

  // The same sheet again: every good row is now a duplicate, refused with its reason.
  await page.getByRole('button', { name: 'Reset' }).click();
  await picker.setInputFiles({ name: 'south-pincodes.xlsb', mimeType: XLSB, buffer: content });
  await expect(page.getByText('4 rows read')).toBeVisible();
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(stat('Failed')).toContainText('4');
  await expect(page.getByRole('row').filter({ hasText: '560095' })).toContainText(
    'Pincode 560095 already exists',
  );
});
