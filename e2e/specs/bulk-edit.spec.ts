import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { expect as baseExpect, saveScreenshot, test } from '../fixtures';

/**
 * The bulk price and stock grid and low stock (issue 31 §5, §6): a block pasted from a
 * spreadsheet is checked cell by cell and nothing is saved while one cell is refused; fixed,
 * one Save writes every row; a variation that drops to its threshold shows in the low-stock
 * list and in the header's count.
 */
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 240_000 });

interface Variation {
  id: number;
  sku: string;
  unitPrice: number;
  salePrice: number;
  stockQuantity: number;
}

async function createManaged(api: APIRequestContext, name: string, sku: string, extra: object = {}) {
  const created = await api.post('/api/products', {
    data: {
      name,
      productsVariation: [
        { sku, unitPrice: 100, salePrice: 0, manageStock: true, stockQuantity: 20, ...extra },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function variations(api: APIRequestContext, skuPrefix: string): Promise<Variation[]> {
  const response = await api.get(
    `/api/products-variations?filter=${encodeURIComponent(`sku||$starts||${skuPrefix}`)}&sort=id,ASC`,
  );
  return ((await response.json()) as { data: Variation[] }).data;
}

/** What a spreadsheet's Ctrl+V hands the focused cell: a paste event carrying the copied text. */
async function pasteInto(page: Page, label: string, text: string) {
  const cell = page.getByLabel(label, { exact: true });
  await cell.focus();
  await cell.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('a pasted block with one refused cell saves nothing; fixed, it saves; a variation at its threshold is low stock', async ({
  signedInPage: page,
  api,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const prefix = `BG${stamp}`;
  const skus = [`${prefix}-ATTA`, `${prefix}-GHEE`, `${prefix}-SALT`];
  await createManaged(api, `Aashirvaad Atta 5 kg ${stamp}`, skus[0]!, { lowStockThreshold: 5 });
  await createManaged(api, `Amul Ghee 1 l ${stamp}`, skus[1]!);
  await createManaged(api, `Tata Salt 1 kg ${stamp}`, skus[2]!);

  await page.goto(`/product/bulk-edit?sku=${prefix}`);
  await expect(page.getByLabel(`Unit price of ${skus[2]}`, { exact: true })).toHaveValue('100');

  // Unit price, sale price and stock quantity of three rows; the ghee's sale price is its unit price.
  await pasteInto(page, `Unit price of ${skus[0]}`, '265\t249\t5\n650\t650\t12\n28\t25\t4\n');
  await expect(page.getByText(`Sale price should be 0 to 649`)).toBeVisible();
  await expect(page.getByTestId('bulk-refused')).toHaveText('1 cell to fix');
  await expect(page.getByTestId('bulk-changes')).toHaveText('9 changes');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'main');
  await saveScreenshot(page, 'bulk-edit');
  expect((await variations(api, prefix)).map((v) => v.stockQuantity)).toEqual([20, 20, 20]);

  await page.getByLabel(`Sale price of ${skus[1]}`, { exact: true }).fill('599');
  await expect(page.getByTestId('bulk-refused')).toHaveCount(0);
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/products-variations/bulk'), { timeout: 120_000 }),
    page.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(page.getByText('Variations saved (3 variations)')).toBeVisible();
  expect(
    (await variations(api, prefix)).map(({ unitPrice, salePrice, stockQuantity }) => [
      unitPrice,
      salePrice,
      stockQuantity,
    ]),
  ).toEqual([
    [265, 249, 5],
    [650, 599, 12],
    [28, 25, 4],
  ]);

  // The atta (5, its own threshold 5) and the salt (4, the store's 10) are low; the ghee (12) is not.
  await page.goto(`/product/low-stock?sku=${prefix}`);
  const table = page.locator('main .ant-table');
  await expect(table.getByText(skus[2]!, { exact: true })).toBeVisible();
  await expect(table.getByText(skus[0]!, { exact: true })).toBeVisible();
  await expect(table.getByText(skus[1]!, { exact: true })).toHaveCount(0);

  const total = (
    (await (await api.get('/api/products-variations/low-stock?fields=id&limit=1')).json()) as {
      total: number;
    }
  ).total;
  expect(total).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(page.getByTestId('low-stock-alert')).toHaveAccessibleName(`${total} variations low on stock`);
  await expect(table.getByText(skus[0]!, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  await saveScreenshot(page, 'low-stock');
});
