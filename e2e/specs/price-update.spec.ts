import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, saveScreenshot, test } from '../fixtures';
import { sheetRows, workbook, XLSX } from '../sheets';

/**
 * The price update (spec 01 §1, §5, §7): from the product list's "Update prices", a sheet of
 * Id, Product Name, Regular Price and Sale Price re-prices variations 5 rows a call; a bad row
 * says why and changes nothing, and the failed rows download as a sheet.
 */
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

interface Variation {
  id: number;
  unitPrice: number;
  salePrice: number;
  discountPercentage: number;
}

async function createSimpleProduct(api: APIRequestContext, name: string, unitPrice: number) {
  const sku = `PU-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const created = await api.post('/api/products', {
    data: { name, productsVariation: [{ sku, unitPrice, salePrice: 0 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  return { productId, ...(await variationOf(api, productId)) };
}

async function variationOf(api: APIRequestContext, productId: number): Promise<Variation> {
  const response = await api.get(
    `/api/products-variations?filter=${encodeURIComponent(`productId||$eq||${productId}`)}`,
  );
  return ((await response.json()) as { data: Variation[] }).data[0]!;
}

test('re-prices variations from a sheet, refuses a bad row with its reason and downloads it', async ({
  signedInPage: page,
  api,
}) => {
  const stamp = Date.now().toString(36);
  const rice = await createSimpleProduct(api, `India Gate Basmati 5 kg ${stamp}`, 800);
  const oil = await createSimpleProduct(api, `Fortune Sunflower Oil 1 l ${stamp}`, 180);

  await page.goto('/product/list');
  await page.getByRole('button', { name: 'Update prices' }).click();
  await expect(page).toHaveURL('/product/import-update-price');
  await expect(page.getByText('Update Prices', { exact: true }).last()).toBeVisible();

  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('price-update-template.xlsx');
  expect((await sheetRows(await template.path()))[0]).toEqual([
    'Id',
    'Product Name',
    'Regular Price',
    'Sale Price',
  ]);

  const content = await workbook([
    ['Id', 'Product Name', 'Regular Price', 'Sale Price'],
    [rice.id, `India Gate Basmati 5 kg ${stamp}`, 850, 765],
    [oil.id, `Fortune Sunflower Oil 1 l ${stamp}`, 175, 175],
  ]);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'prices.xlsx', mimeType: XLSX, buffer: content });
  await expect(page.getByText('2 rows read')).toBeVisible();
  await page.getByRole('button', { name: 'Process' }).click();

  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toContainText('100.00%');
  const stat = (title: string) => page.locator('.ant-statistic').filter({ hasText: title });
  await expect(stat('Imported')).toContainText('1');
  await expect(stat('Failed')).toContainText('1');
  const riceRow = page.getByRole('row').filter({ hasText: 'India Gate Basmati' });
  await expect(riceRow).toContainText('₹850.00');
  await expect(riceRow).toContainText('Imported');
  const oilRow = page.getByRole('row').filter({ hasText: 'Fortune Sunflower Oil' });
  await expect(oilRow).toContainText('Failed');
  await expect(oilRow).toContainText('Sale price should be 0 to 174');
  await saveScreenshot(page, 'price-update');

  // The passing row is re-priced with its discount; the refused one is as it was.
  expect(await variationOf(api, rice.productId)).toMatchObject({
    unitPrice: 850,
    salePrice: 765,
    discountPercentage: 10,
  });
  expect(await variationOf(api, oil.productId)).toMatchObject({
    unitPrice: 180,
    salePrice: 0,
  });

  const failedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download failed rows' }).click();
  const failed = await failedDownload;
  expect(failed.suggestedFilename()).toBe('price-update-failed.xlsx');
  expect(await sheetRows(await failed.path())).toEqual([
    ['Id', 'Product Name', 'Regular Price', 'Sale Price', 'Row', 'Reason'],
    [oil.id, `Fortune Sunflower Oil 1 l ${stamp}`, 175, 175, 3, 'Sale price should be 0 to 174'],
  ]);
});
