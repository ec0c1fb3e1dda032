import fs from 'node:fs';
import { expectNoSeriousViolations } from '../axe';
import { expect, saveScreenshot, test } from '../fixtures';

/**
 * Issue 29's GST returns screen: this month's GSTR-1 in totals, and the JSON it downloads
 * read back: each table's count and taxable value on the screen are the file's own sums.
 */
interface Item {
  itm_det: { txval: number; iamt: number; camt: number; samt: number; csamt: number };
}
interface Gstr1 {
  fp: string;
  b2b: { inv: { itms: Item[] }[] }[];
  b2cl: { inv: { itms: Item[] }[] }[];
  b2cs: Item['itm_det'][];
  cdnr: { nt: { itms: Item[] }[] }[];
  cdnur: { itms: Item[] }[];
  hsn: { hsn_b2b: Item['itm_det'][]; hsn_b2c: Item['itm_det'][] };
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const paise = (rupees: number) => Math.round(rupees * 100);

/** Each table's count and taxable value, summed from the file in paise. */
function tablesOf(json: Gstr1): Record<string, { count: number; txval: number }> {
  const documents = (docs: { itms: Item[] }[]) => ({
    count: docs.length,
    txval:
      docs.reduce((sum, doc) => sum + doc.itms.reduce((s, item) => s + paise(item.itm_det.txval), 0), 0) /
      100,
  });
  const rows = (list: { txval: number }[]) => ({
    count: list.length,
    txval: list.reduce((sum, row) => sum + paise(row.txval), 0) / 100,
  });
  return {
    b2b: documents(json.b2b.flatMap((group) => group.inv)),
    b2cl: documents(json.b2cl.flatMap((group) => group.inv)),
    b2cs: rows(json.b2cs),
    cdnr: documents(json.cdnr.flatMap((group) => group.nt)),
    cdnur: documents(json.cdnur),
    hsn_b2b: rows(json.hsn.hsn_b2b),
    hsn_b2c: rows(json.hsn.hsn_b2c),
  };
}

test("shows this month's GSTR-1 totals, and the JSON downloaded adds up to them", async ({
  signedInPage: page,
  api,
}) => {
  test.setTimeout(180_000);
  // Invoices issued today: five of the demo store's delivered orders.
  const answer = await api.get(
    `/api/orders?filter=${encodeURIComponent('status||$eq||Order Delivered')}&limit=5&sort=id,DESC`,
  );
  const { data } = (await answer.json()) as { data: { id: number }[] };
  expect(data.length, 'delivered orders in the demo data').toBeGreaterThan(0);
  for (const order of data) expect((await api.get(`/api/orders/${order.id}/invoice`)).status()).toBe(200);

  await page.goto('/gst/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();
  await expect(page.getByTestId('gst-reconciled')).toBeVisible({ timeout: 60_000 });
  const b2csRow = page.getByTestId('gst-table-b2cs');
  await expect(b2csRow).toBeVisible();

  // The screen passes axe (WCAG 2.1 AA and best practice) before a button is pressed.
  await expectNoSeriousViolations(page);

  // The totals read again just before the download: specs in the other worker issue invoices
  // and credit notes this month too, so the screen and the file are read seconds apart, not
  // across the axe scan.
  await page.reload();
  await expect(page.getByTestId('gst-reconciled')).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'GSTR-1 JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^GSTR1-[0-9A-Z]{15}-\d{6}\.json$/);
  const json = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Gstr1;
  const tables = tablesOf(json);
  expect(tables.b2b!.count + tables.b2cl!.count + tables.b2cs!.count).toBeGreaterThan(0);
  for (const [table, { count, txval }] of Object.entries(tables)) {
    const cells = page.getByTestId(`gst-table-${table}`).locator('td');
    await expect(cells.nth(1), `${table} count`).toHaveText(String(count));
    await expect(cells.nth(2), `${table} taxable value`).toHaveText(inr.format(txval));
  }
  await page.mouse.move(0, 0);
  await saveScreenshot(page, 'gst-returns');
});
