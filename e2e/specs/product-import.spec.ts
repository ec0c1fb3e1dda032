import type { APIRequestContext } from '@playwright/test';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { expect as baseExpect, saveScreenshot, signInAsCatalogueManager, test } from '../fixtures';
import { workbook, XLSX } from '../sheets';

/**
 * The product import from a ZIP (spec 01 §2, §4, §5): from the product list's "Import", a ZIP
 * of import/import.xlsx and pictures; each product row is sent with its pictures one at a
 * time, a bad row fails with its reason on hover, the others become products with their
 * variations, prices and a cover.
 */
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

const HEADERS = [
  'Product Id',
  'Product Name',
  'Product Type',
  'Featured',
  'Category',
  'Attributes & Values',
  'SKU',
  'Regular Price',
  'Sale Price',
  'Stock Status',
  'Stock Quantity',
  'Allow backorders',
  'Tax',
  'HSN Code',
  'Priority',
  'Images',
  'Short Description',
  'Tags',
];

const picture = (colour: string, format: 'png' | 'jpeg') =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    [format]()
    .toBuffer();

interface Imported {
  id: number;
  productType: string;
  isTaxable: boolean;
  category: { name: string }[];
  productsImage: { isCover: boolean; image: string }[];
  productsVariation: {
    name: string;
    sku: string;
    unitPrice: number;
    salePrice: number;
    stockStatus: string;
    stockQuantity: number;
  }[];
}

async function productNamed(api: APIRequestContext, name: string): Promise<Imported | undefined> {
  const list = await api.get(`/api/products?filter=${encodeURIComponent(`name||$eq||${name}`)}`);
  const [row] = ((await list.json()) as { data: { id: number }[] }).data;
  if (!row) return undefined;
  return (await (await api.get(`/api/products/${row.id}`)).json()) as Imported;
}

test('imports products from a ZIP one at a time, a bad row failing with its reason', async ({
  signedInPage: page,
  api,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const salt = `Tata Salt Lite ${stamp}`;
  const rice = `Daawat Basmati ${stamp}`;
  const bad = `Mystery Fruit ${stamp}`;
  const sheet = await workbook([
    HEADERS,
    HEADERS.map(() => 'guide row, skipped'),
    [
      '',
      salt,
      'simple',
      'Y',
      'Salt, Sugar & Jaggery',
      '',
      `SALT-${stamp}`,
      45,
      40,
      'Y',
      25,
      '',
      5,
      '2501',
      10,
      'salt.png',
      'Low sodium',
      'salt',
    ],
    [
      '',
      rice,
      'variable',
      '',
      'Rice',
      'Pack Size~Single',
      `RICE-1-${stamp}`,
      120,
      '',
      'Y',
      '',
      '',
      5,
      '1006',
      '',
      'rice.jpg',
      'Long grain',
    ],
    ['', rice, 'variable', '', '', 'Pack Size~Twin', `RICE-2-${stamp}`, 230, 210, 'N', 8, 'Y'],
    ['', bad, 'simple', '', 'Fruitz', '', `FRUIT-${stamp}`, 99, '', 'Y', '', '', '', '', '', 'salt.png'],
  ]);
  const zip = zipSync({
    'import/import.xlsx': new Uint8Array(sheet),
    'import/salt.png': new Uint8Array(await picture('#1f6feb', 'png')),
    'import/rice.jpg': new Uint8Array(await picture('#d4a017', 'jpeg')),
  });

  await page.goto('/product/list');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL('/product/import');
  await expect(page.getByText('Import Products', { exact: true }).last()).toBeVisible();

  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'products.xlsx', mimeType: XLSX, buffer: sheet });
  await expect(page.getByText(`File must be in ZIP format! We found: ${XLSX}`)).toBeVisible();

  await input.setInputFiles({ name: 'products.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(page.getByText('3 products read')).toBeVisible();
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row(salt).getByRole('img')).toHaveCount(1);
  await expect(row(rice)).toContainText(`RICE-1-${stamp}, RICE-2-${stamp}`);
  for (const name of [salt, rice, bad]) await expect(row(name).getByRole('switch')).toBeChecked();

  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toContainText('100.00%');
  const stat = (title: string) => page.locator('.ant-statistic').filter({ hasText: title });
  await expect(stat('Total')).toContainText('3');
  await expect(stat('Processed')).toContainText('3');
  await expect(stat('Failed')).toContainText('1');
  await expect(row(salt)).toContainText('Uploaded');
  await expect(row(rice)).toContainText('Uploaded');
  await row(bad).getByText('Failed').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Row 6: Category Fruitz does not exist');
  await saveScreenshot(page, 'product-import');

  const simple = await productNamed(api, salt);
  expect(simple).toMatchObject({
    productType: 'simple',
    isTaxable: true,
    category: [{ name: 'Salt, Sugar & Jaggery' }],
    productsVariation: [
      { sku: `SALT-${stamp}`, unitPrice: 45, salePrice: 40, stockQuantity: 25, stockStatus: 'In Stock' },
    ],
  });
  expect(simple!.productsImage).toHaveLength(1);
  expect(simple!.productsImage[0]!.isCover).toBe(true);
  expect(simple!.productsImage[0]!.image).toMatch(/salt-500x500\.jpg$/);

  const variable = await productNamed(api, rice);
  expect(variable).toMatchObject({ productType: 'variable', category: [{ name: 'Rice' }] });
  expect(variable!.productsVariation.map((v) => [v.name, v.unitPrice, v.salePrice, v.stockStatus])).toEqual([
    ['Single', 120, 0, 'In Stock'],
    ['Twin', 230, 210, 'In Stock'],
  ]);
  expect(variable!.productsImage.map((image) => image.isCover)).toEqual([true]);
  expect(await productNamed(api, bad)).toBeUndefined();
});

test('only a superadmin sees Import and opens /product/import', async ({ page, api, baseURL }) => {
  await signInAsCatalogueManager(page, api, baseURL!);

  await page.goto('/product/list');
  await expect(page.getByRole('row').filter({ hasText: 'Banana Robusta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await page.goto('/product/import');
  await expect(page).toHaveURL('/401');
});
