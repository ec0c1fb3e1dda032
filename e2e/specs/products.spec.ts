import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { pngFile, tilePng } from '../catalogue-pictures';
import { expect, saveScreenshot, signInAsCatalogueManager, test } from '../fixtures';
import { pickOption } from '../select';

/**
 * The product screens (spec 01 §2 to §9): the list at /product/list and the wizard at
 * /product/add and /product/edit/{id} with its General, Category, Images, Attributes and
 * Variations steps. Each test makes its own attributes, product and admin, named uniquely.
 */
interface Variation {
  id: number;
  name: string;
  sku: string;
  mrp: number | null;
  unitPrice: number;
  salePrice: number;
  discountPercentage: number;
  manageStock: boolean;
  stockQuantity: number;
  stockStatus: string;
  allowBackOrder: boolean;
}

interface Product {
  id: number;
  name: string;
  productType: string;
  tags: string | null;
  hsnCode: string | null;
  priority: number;
  taxId: number | null;
  category: { id: number; name: string }[];
  attribute: { id: number; name: string }[];
  productsImage: { id: number; isCover: boolean; priority: number }[];
  productsVariation: Variation[];
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, kind: 'success' | 'error' | 'info' | 'warning', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });
const stepTab = (page: Page, title: string) => page.locator('.ant-steps-item').filter({ hasText: title });
/** A full-page picture from the top, so the fixed header and sidebar sit where they belong. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}
const panelOf = (page: Page, name: string) => page.locator('.ant-collapse-item').filter({ hasText: name });

async function productOf(api: APIRequestContext, id: number): Promise<Product> {
  const response = await api.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Product;
}

async function createAttribute(api: APIRequestContext, name: string, values: string[]) {
  const response = await api.post('/api/attributes', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  const attribute = (await response.json()) as { id: number; name: string };
  for (const value of values) {
    const created = await api.post('/api/attributes-values', {
      data: { attributeId: attribute.id, name: value },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return attribute;
}

/** Fills one variation's panel: sku, prices and stock. */
async function fillVariation(
  panel: Locator,
  values: { sku: string; unitPrice: string; salePrice: string; stock: number | 'Out Of Stock' },
) {
  await panel.getByLabel('SKU', { exact: true }).fill(values.sku);
  await panel.getByLabel('Unit price', { exact: true }).fill(values.unitPrice);
  await panel.getByLabel('Sale price', { exact: true }).fill(values.salePrice);
  if (values.stock === 'Out Of Stock') {
    await panel.getByRole('switch', { name: 'In stock' }).click();
  } else {
    await panel.getByRole('switch', { name: 'Manage stock' }).click();
    await panel.getByLabel('Stock quantity', { exact: true }).fill(String(values.stock));
  }
}

test.describe('products', () => {
  test('creates a variable product through every step, switches it to simple and back, and finds it by sku', async ({
    signedInPage: page,
    api,
  }) => {
    test.setTimeout(240_000);
    const grind = await createAttribute(api, unique('Grind'), ['Coarse', 'Fine']);
    const pack = await createAttribute(api, unique('Pack'), ['Pouch', 'Jar']);
    const name = unique('Masala Chai');
    const code = name.split(' ').pop()!.toUpperCase();

    // The list, then Add.
    await page.goto('/product/list');
    await expect(page.getByRole('row').filter({ hasText: 'Banana Robusta' })).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page).toHaveURL('/product/add');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

    // In add mode no step past General opens.
    await stepTab(page, 'Category').click();
    await expect(toast(page, 'warning', 'Kindly save product before managing Category')).toBeVisible();
    // The step's notice goes first, so the one seen next is Next's own.
    await expect(toast(page, 'warning', 'Kindly save product before managing Category')).toBeHidden();
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(toast(page, 'warning', 'Kindly save product before managing Category')).toBeVisible();

    // General: a variable product with tags, HSN, priority and tax.
    await page.locator('.ant-radio-button-wrapper').filter({ hasText: 'Variable' }).click();
    await expect(stepTab(page, 'Variations')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter name')).toBeVisible();
    await expect(toast(page, 'error', 'Failed to saved! Check Name.')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    const tags = page.getByLabel('Tags', { exact: true });
    for (const tag of ['tea', 'chai', 'Tea']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await expect(toast(page, 'warning', 'Tea already exist!')).toBeVisible();
    await tags.fill('');
    await page.getByLabel('HSN code', { exact: true }).fill('0902');
    await page.getByLabel('Priority', { exact: true }).fill('12.5');
    await page.getByRole('switch', { name: 'Taxable' }).click();
    await pickOption(page.getByRole('combobox', { name: 'Tax', exact: true }), 'GST 5%');
    await shot(page, 'product-add-general');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Product saved')).toBeVisible();
    await expect(page).toHaveURL(/\/product\/edit\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const created = await productOf(api, id);
    expect(created).toMatchObject({
      productType: 'variable',
      tags: 'tea,chai',
      hsnCode: '0902',
      priority: 12.5,
    });

    // Category.
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(`/product/edit/${id}?step=category`);
    await page.getByRole('combobox', { name: 'Categories', exact: true }).click();
    await page.getByRole('combobox', { name: 'Categories', exact: true }).fill('Tea');
    // The tree's list has no id to find it by (see select.ts): the one tree list, at rest.
    const tree = page.locator('.ant-select-dropdown').filter({ has: page.locator('.ant-select-tree') });
    await expect(tree).toBeVisible();
    await expect(tree).not.toHaveClass(/ant-slide-up/);
    await tree
      .locator('.ant-select-tree-treenode')
      .filter({ hasText: /^Tea$/ })
      .locator('.ant-select-tree-checkbox')
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Chosen categories')).toContainText('Snacks & Beverages › Tea');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Categories saved')).toBeVisible();
    await shot(page, 'product-category');
    expect((await productOf(api, id)).category.map((c) => c.name)).toEqual(['Tea']);

    // Images: three uploads, the first is the cover; the third becomes it.
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page.getByText('Upload cover image is required')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'error', 'Upload cover image is required')).toBeVisible();
    await page
      .locator('input[type=file]')
      .setInputFiles([
        pngFile('chai-front.png', tilePng(120, [120, 60, 20], [250, 220, 160])),
        pngFile('chai-back.png', tilePng(120, [30, 90, 40], [240, 240, 240])),
        pngFile('chai-cup.png', tilePng(120, [180, 30, 30], [255, 200, 0])),
      ]);
    await expect(page.getByRole('img', { name: 'Picture 3' })).toBeVisible();
    await expect(page.locator('.product-image').nth(0)).toContainText('Cover');
    await expect(page.getByRole('button', { name: 'Delete picture 1' })).toBeDisabled();
    await page.getByRole('button', { name: 'Make picture 3 the cover' }).click();
    await expect(page.locator('.product-image').nth(2)).toContainText('Cover');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Images saved')).toBeVisible();
    await shot(page, 'product-images');
    const images = (await productOf(api, id)).productsImage;
    expect(images).toHaveLength(3);
    expect(images.map((image) => image.isCover)).toEqual([false, false, true]);

    // Attributes.
    await page.getByRole('button', { name: /Next/ }).click();
    await pickOption(page.getByRole('combobox', { name: 'Attributes', exact: true }), grind.name);
    await pickOption(page.getByRole('combobox', { name: 'Attributes', exact: true }), pack.name);
    await page.keyboard.press('Escape');
    await expect(page.getByLabel(`${pack.name} values`)).toContainText('Jar');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Attributes saved')).toBeVisible();
    await shot(page, 'product-attributes');

    // Variations: a value of each attribute is needed; then the four combinations.
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(`/product/edit/${id}?step=variations`);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'warning', 'Select attributes')).toBeVisible();
    const combinations = [
      ['Coarse', 'Pouch'],
      ['Coarse', 'Jar'],
      ['Fine', 'Pouch'],
      ['Fine', 'Jar'],
    ] as const;
    for (const [grindValue, packValue] of combinations) {
      await pickOption(page.getByRole('combobox', { name: `New variation ${grind.name}` }), grindValue);
      await pickOption(page.getByRole('combobox', { name: `New variation ${pack.name}` }), packValue);
      await page.getByRole('button', { name: 'Add' }).click();
      await expect(panelOf(page, `${grindValue} / ${packValue}`)).toBeVisible();
    }
    await pickOption(page.getByRole('combobox', { name: `New variation ${grind.name}` }), 'Fine');
    await pickOption(page.getByRole('combobox', { name: `New variation ${pack.name}` }), 'Jar');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(
      toast(page, 'warning', 'Another variation already has these attribute values'),
    ).toBeVisible();
    await expect(page.locator('.ant-collapse-item')).toHaveCount(4);

    // The first: MRP 105 at GST 5% makes a unit price of 100; a sale above 99 is refused.
    const first = panelOf(page, 'Coarse / Pouch');
    await first.getByLabel('SKU', { exact: true }).fill(`CHAI-${code}-CP`);
    await first.getByLabel('MRP', { exact: true }).fill('105');
    await expect(first.getByLabel('Unit price', { exact: true })).toHaveValue('100.00');
    await first.getByLabel('Sale price', { exact: true }).fill('99.5');
    await first.getByLabel('Sale price', { exact: true }).blur();
    await expect(first.getByText('Sale price should be 0 to 99')).toBeVisible();
    await first.getByLabel('Sale price', { exact: true }).fill('90');
    await expect(first.locator('output.product-discount')).toHaveText('₹10.00 off (10%)');
    await first.getByRole('switch', { name: 'Manage stock' }).click();
    await first.getByLabel('Stock quantity', { exact: true }).fill('25');
    await first.getByRole('switch', { name: 'Allow back order' }).click();

    await fillVariation(panelOf(page, 'Coarse / Jar'), {
      sku: `CHAI-${code}-CJ`,
      unitPrice: '180',
      salePrice: '0',
      stock: 0,
    });
    await fillVariation(panelOf(page, 'Fine / Pouch'), {
      sku: `CHAI-${code}-FP`,
      unitPrice: '110',
      salePrice: '99',
      stock: 'Out Of Stock',
    });
    await fillVariation(panelOf(page, 'Fine / Jar'), {
      sku: `CHAI-${code}-FJ`,
      unitPrice: '200',
      salePrice: '185',
      stock: 8,
    });

    // The name is edited in place.
    // By place: while renamed, its header no longer shows the old name.
    const last = page.locator('.ant-collapse-item').nth(3);
    await expect(last).toContainText('Fine / Jar');
    await last.getByRole('button', { name: 'Rename', exact: true }).click();
    await last.locator('textarea').fill('Fine grind, glass jar');
    await last.locator('textarea').press('Enter');
    await expect(panelOf(page, 'Fine grind, glass jar')).toBeVisible();
    await shot(page, 'product-variations');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Variations saved')).toBeVisible();

    const withVariations = await productOf(api, id);
    const bySku = Object.fromEntries(withVariations.productsVariation.map((v) => [v.sku, v]));
    expect(withVariations.productsVariation).toHaveLength(4);
    expect(bySku[`CHAI-${code}-CP`]).toMatchObject({
      name: 'Coarse / Pouch',
      mrp: 105,
      unitPrice: 100,
      salePrice: 90,
      discountPercentage: 10,
      manageStock: true,
      stockQuantity: 25,
      allowBackOrder: true,
      stockStatus: 'In Stock',
    });
    expect(bySku[`CHAI-${code}-CJ`]).toMatchObject({ manageStock: true, stockStatus: 'Out Of Stock' });
    expect(bySku[`CHAI-${code}-FP`]).toMatchObject({ manageStock: false, stockStatus: 'Out Of Stock' });
    expect(bySku[`CHAI-${code}-FJ`]).toMatchObject({ name: 'Fine grind, glass jar', stockQuantity: 8 });
    const skus = withVariations.productsVariation.map((v) => v.sku);

    // To simple: one variation stays as the product's price and stock.
    await stepTab(page, 'General').click();
    await page.locator('.ant-radio-button-wrapper').filter({ hasText: 'Simple' }).click();
    await expect(page.getByText('Save to make this a simple product')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Product saved')).toBeVisible();
    await expect(page.locator('.ant-steps-item')).toHaveCount(3);
    await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(`CHAI-${code}-CP`);
    await expect(page.getByLabel('Unit price', { exact: true })).toHaveValue('100.00');
    await shot(page, 'product-switched-simple');
    const simple = await productOf(api, id);
    expect(simple.productType).toBe('simple');
    expect(simple.productsVariation.map((v) => v.sku)).toEqual([`CHAI-${code}-CP`]);

    // And back: the saved variations return. The switch to simple's notice may still be up; the
    // five steps are the saved product's (an edit keeps its steps until the type is saved).
    await page.locator('.ant-radio-button-wrapper').filter({ hasText: 'Variable' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Product saved')).toBeVisible();
    await expect(page.locator('.ant-steps-item')).toHaveCount(5);
    expect((await productOf(api, id)).productsVariation.map((v) => v.sku).sort()).toEqual([...skus].sort());
    await stepTab(page, 'Variations').click();
    await expect(page.locator('.ant-collapse-item')).toHaveCount(4);
    await expect(panelOf(page, 'Fine grind, glass jar')).toBeVisible();
    await shot(page, 'product-variations-restored');

    // The list finds it by a variation's sku; a hover shows the variants.
    await page.goto(`/product/list?sku=${encodeURIComponent(`CHAI-${code}-FJ`)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.locator(`img[src$=".jpg"]`)).toBeVisible();
    await row.locator('.product-variants-cell').hover();
    const popover = page.locator('.ant-popover:visible');
    await expect(popover).toContainText(`CHAI-${code}-CP`);
    const cp = popover.getByRole('row').filter({ hasText: `CHAI-${code}-CP` });
    await expect(cp).toContainText('₹100.00');
    await expect(cp).toContainText('₹90.00');
    await expect(cp).toContainText('In Stock');
    await expect(cp).toContainText('25');
    await expect(popover.getByRole('row').filter({ hasText: `CHAI-${code}-FP` })).toContainText(
      'Out Of Stock',
    );
    await shot(page, 'product-list-hover');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export variations' }).click();
    expect((await download).suggestedFilename()).toMatch(/products-variations.*\.xlsx$/);
  });

  test('a role with the product screen sees no add, edit or export, a disabled switch, real sales figures and a placeholder CTR', async ({
    page,
    api,
    baseURL,
  }) => {
    await signInAsCatalogueManager(page, api, baseURL!);

    await page.goto('/product/list');
    const row = page.getByRole('row').filter({ hasText: 'Banana Robusta' });
    await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export variations' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update prices' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Edit/ })).toHaveCount(0);
    await expect(row.getByRole('switch')).toBeDisabled();
    // Sales and orders come from orders; CTR (clicks and impressions, hidden) stays a marked placeholder.
    await expect(row.locator('.placeholder-figure')).toHaveCount(1);
    await row.locator('.placeholder-figure').first().hover();
    await expect(page.locator('.ant-tooltip:visible')).toHaveText('placeholder figure');
    await shot(page, 'product-list-reader');

    await page.goto('/product/add');
    await expect(page.getByText('Only a superadmin can add products')).toBeVisible();
    await page.goto('/product/edit/1');
    await expect(
      page.getByText('You can look at this product; only a superadmin can change it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.goto('/product/import-update-price');
    await expect(page).toHaveURL('/401');
  });
});
