import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../axe';
import { expect, saveScreenshot, test } from '../fixtures';
import { chooseOption } from '../select';

/**
 * Placing an order for a customer who phoned (issue 17): found by mobile as they say it, a new
 * delivery address, a product by name, a coupon (a wrong one first, told why), cash on
 * delivery; the totals are the server's; the order is on the list and is worked to Delivered.
 */
const toast = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`.ant-message-${kind}`).filter({ hasText: text });

test('places an order for a customer found by mobile, with a coupon, and delivers it', async ({
  signedInPage: page,
  api,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).toUpperCase().slice(-5);
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const fullName = `Phone Buyer ${tag}`;
  const firstId = async (path: string) =>
    ((await (await api.get(`${path}?limit=1&sort=id,ASC`)).json()) as { data: { id: number }[] }).data[0]!.id;
  const usersRoleId = await firstId('/api/users-roles');
  const organizationId = await firstId('/api/Organizations');
  const created = await api.post('/api/users', {
    data: {
      fullName,
      mobileNumber: mobile,
      emailAddress: `buyer.${tag.toLowerCase()}@example.in`,
      password: 'secret123',
      usersRoleId,
      organizationId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const code = `E2E${tag}`;
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const coupon = await api.post('/api/coupons', {
    data: {
      name: `Phone order ${tag}`,
      code,
      description: 'Twenty-five off a phone order',
      validFrom: day(0),
      validTill: day(5),
      totalAvailable: 10,
      minimumAmount: 1,
      applyDiscount: 'amount',
      discountAmount: 25,
      percentAmount: 0,
      maximumDiscountAmount: 0,
      firstTimeUser: false,
      oneTimeUse: false,
    },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  const pincodes = (await (await api.get('/api/pincodes?limit=1&sort=id,ASC')).json()) as {
    data: { pincode: string }[];
  };
  const pincode = pincodes.data[0]!.pincode;

  await page.goto('/order/add');
  await expect(page).toHaveTitle(/Add Order/);

  // The customer, by mobile as they say it.
  await chooseOption(
    page.getByRole('combobox', { name: 'Customer' }),
    fullName,
    `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
  );
  await expect(page.getByText('This customer has no address yet.')).toBeVisible();

  // A new address, its pincode looked up.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Address line 1').fill('7 Lake View Road');
  await page.getByLabel('Address line 2').fill('Near the temple');
  await chooseOption(page.getByRole('combobox', { name: 'Pincode' }), pincode, pincode);

  // A product by name, its variation, three of them.
  await chooseOption(
    page.getByRole('combobox', { name: 'Add product' }),
    /Apple Shimla 1 kg/,
    'Apple Shimla',
  );
  const line = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Apple Shimla 1 kg' });
  await expect(line).toBeVisible();
  const quantity = page.getByLabel('Quantity of Apple Shimla 1 kg');
  await quantity.fill('3');
  await quantity.press('Tab');

  // A taxed product too: its GST (inside the price) shown on the line.
  await chooseOption(page.getByRole('combobox', { name: 'Add product' }), /Masti Dahi 1 kg/, 'Masti Dahi');
  await expect(
    page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Masti Dahi 1 kg' }),
  ).toContainText('GST 5%');

  // A wrong coupon is told why; the right one takes 25 off.
  await page.getByLabel('Coupon code').fill('NOPE1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No coupon has the code NOPE1').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied: ₹25.00 off`)).toBeVisible();

  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(page.getByText('Checked by the server')).toBeVisible();
  await saveScreenshot(page, 'order-add-filled');

  // The filled screen passes axe (WCAG 2.1 AA and best practice) as every other screen does.
  await expectNoSeriousViolations(page);

  // What the screen shows is the server's own pricing.
  const shown = await page.locator('[data-figure="Grand total"]').textContent();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'success', 'Order saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/view\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const order = (await (await api.get(`/api/orders/fetch/${id}`)).json()) as {
    grandTotal: number;
    discountAmount: number;
    paymentMethod: string;
    coupon: { code: string } | null;
    address: { line1: string; pincode: string } | null;
    lines: { quantity: number }[];
  };
  expect(order).toMatchObject({
    discountAmount: 25,
    paymentMethod: 'cod',
    coupon: { code },
    address: { line1: '7 Lake View Road', pincode },
  });
  expect(order.lines.map((l) => l.quantity)).toEqual([3, 1]);
  expect(shown).toBe(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(order.grandTotal),
  );
  await saveScreenshot(page, 'order-add-placed-view');

  // On the list, found by the customer's mobile.
  await page.goto('/order/list');
  const box = page.getByPlaceholder('Mobile (+91 98765 43210)');
  await box.fill(`+91 ${mobile}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/customerMobile=/);
  // The new order is on the unfiltered list too: only the filter leaves the new customer's one row.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: `#${id}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Order Placed');
  await saveScreenshot(page, 'order-add-on-list');

  // Out for Delivery, then Delivered.
  for (const status of ['Out for Delivery', 'Order Delivered']) {
    await page.goto(`/order/edit/${id}`);
    await chooseOption(page.getByLabel('Status'), status);
    await expect(toast(page, 'success', 'Order saved successfully')).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'success', 'Order saved successfully')).toBeVisible();
    await expect(page).toHaveURL(`/order/view/${id}`);
  }
  const delivered = (await (await api.get(`/api/orders/fetch/${id}`)).json()) as { status: string };
  expect(delivered.status).toBe('Order Delivered');
  await saveScreenshot(page, 'order-add-delivered');
});
