import { ORDER_STATUSES } from '@mandi/domain';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import type { Db } from '../client';
import {
  attributes,
  banners,
  coupons,
  faqs,
  notifications,
  orders,
  organizations,
  pincodes,
  products,
  productsVariations,
  settings,
  states,
  transactions,
  users,
} from '../schema';
import { seedDemoStore } from './demo';
import { DEMO_CUSTOMER_COUNT } from './demo-customers';
import { STATES } from './demo-locations-data';
import { DEMO_ORDER_COUNT } from './demo-orders';
import { gstinCheckCharacter } from './indian-ids';

describe('demo store', async () => {
  const { database } = await createTestApp();
  const db: Db = database.db;
  const countOf = async (table: PgTable, where?: SQL) => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row!.n;
  };
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(() => seedDemoStore(db), 120_000);

  it('fills every part of the store', async () => {
    expect(await countOf(states)).toBe(36);
    expect(await countOf(pincodes, eq(pincodes.isDeliverable, false))).toBeGreaterThan(0);
    expect(await countOf(products)).toBeGreaterThanOrEqual(250);
    expect(await countOf(products, eq(products.productType, 'variable'))).toBeGreaterThan(50);
    expect(await countOf(productsVariations)).toBeGreaterThan(await countOf(products));
    expect(
      await countOf(productsVariations, eq(productsVariations.stockStatus, 'Out Of Stock')),
    ).toBeGreaterThan(0);
    expect(await countOf(users)).toBe(DEMO_CUSTOMER_COUNT);
    expect(await countOf(organizations)).toBeGreaterThanOrEqual(20);
    expect(await countOf(orders)).toBe(DEMO_ORDER_COUNT);
    expect(await countOf(coupons)).toBeGreaterThanOrEqual(5);
    expect(await countOf(banners)).toBeGreaterThan(0);
    expect(await countOf(notifications)).toBeGreaterThan(0);
    expect(await countOf(faqs)).toBeGreaterThan(0);
    expect(await countOf(settings)).toBe(1);
  });

  it('makes attribute 1 the system attribute Weight', async () => {
    const [first] = await db.select().from(attributes).where(eq(attributes.id, 1));
    expect(first?.name).toBe('Weight');
  });

  it('has orders in every status, placed within the last 90 days', async () => {
    const found = await db.selectDistinct({ status: orders.status }).from(orders);
    expect(found.map((row) => row.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const [span] = await rows<{ oldest: string; carts_with_time: number }>(sql`
      select min(order_timestamp)::text as oldest,
        count(*) filter (where status = 'In Cart' and order_timestamp is not null)::int as carts_with_time
      from orders`);
    expect(Date.now() - new Date(span!.oldest).getTime()).toBeLessThanOrEqual(91 * 86_400_000);
    expect(span!.carts_with_time).toBe(0);
  });

  it('adds up every order as priceOrder does: lines (GST included), coupon, delivery charge and cash limit', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select o.id from orders o
      join (select order_id, sum(sub_total) as lines, sum(taxed_amount) as tax, count(*) as n,
              sum(quantity) as quantity
            from orders_products group by order_id) l on l.order_id = o.id
      where o.total <> l.lines or o.taxed_amount <> l.tax or o.total_products <> l.n
        or o.total_quantity <> l.quantity
        or o.grand_total <> o.total - o.discount_amount + o.shipping_charges
        or o.shipping_charges <> case when o.total - o.discount_amount < 499 then 49 else 0 end
        or (o.payment_method = 'cod' and o.grand_total > 5000)
        or (o.discount_amount > 0) <> (o.coupon_id is not null)`);
    expect(wrong).toEqual([]);
    const onlineOrders = await countOf(orders, sql`${orders.paymentMethod} = 'online'`);
    expect(onlineOrders).toBeGreaterThan(0);
    // Each prepaid order has its gateway record.
    expect(await countOf(transactions, sql`${transactions.payment_source} = 'payu'`)).toBe(onlineOrders);
  });

  it('gives every rupee received its payment: received is the successful payments less the refunds', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select o.id from orders o
      left join (
        select order_id,
          sum(case when kind = 'refund' then -amount else amount end) as received,
          coalesce(sum(amount) filter (where kind = 'refund'), 0) as refunded
        from transactions where status = 'success' group by order_id
      ) t on t.order_id = o.id
      where o.amount_received <> coalesce(t.received, 0) or o.amount_refunded <> coalesce(t.refunded, 0)`);
    expect(wrong).toEqual([]);
    const [kinds] = await rows<{ cash: number; refunds: number; partly: number }>(sql`
      select count(*) filter (where method = 'cash')::int as cash,
        count(*) filter (where kind = 'refund')::int as refunds,
        (select count(*)::int from orders where status = 'Partial Payment' and amount_received > 0) as partly
      from transactions`);
    expect(kinds!.cash).toBeGreaterThan(0);
    expect(kinds!.refunds).toBeGreaterThan(0);
    expect(kinds!.partly).toBeGreaterThan(0);
  });

  it('gives every placed order its timeline from Order Placed to its status, in time order', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select o.id from orders o
      left join lateral (
        select array_agg(h.to_status order by h.at, h.id) as path, min(h.at) as first_at, max(h.at) as last_at
        from orders_history h where h.order_id = o.id and h.from_status is distinct from h.to_status
      ) t on true
      where o.status <> 'In Cart' and (
        t.path is null or t.path[1] <> 'Order Placed' or t.path[array_length(t.path, 1)] <> o.status
        or t.first_at <> o.order_timestamp or t.last_at > now())`);
    expect(wrong).toEqual([]);
    const [carts] = await rows<{ n: number }>(sql`
      select count(*)::int as n from orders_history h join orders o on o.id = h.order_id
      where o.status = 'In Cart'`);
    expect(carts!.n).toBe(0);
  });

  it('gives a simple product one default variation and a variable one a size per variation', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select p.id from products p join products_variations v on v.product_id = p.id
      group by p.id, p.product_type
      having (p.product_type = 'simple' and (count(*) <> 1 or not bool_and(v.is_default)))
        or (p.product_type = 'variable' and (count(*) < 2 or bool_or(v.is_default)))`);
    expect(wrong).toEqual([]);
    const unnamed = await rows(sql`
      select v.id from products_variations v
      left join products_variations_attributes a on a.products_variation_id = v.id
      join products p on p.id = v.product_id
      where p.product_type = 'variable' and a.id is null`);
    expect(unnamed).toEqual([]);
  });

  it('prices variations from MRP with GST taken out, and discounts from the sale price', async () => {
    const wrong = await rows<{ sku: string }>(sql`
      select v.sku from products_variations v join products p on p.id = v.product_id
      join taxes t on t.id = p.tax_id
      where v.unit_price <> round(v.mrp / (1 + round(t.rate) / 100), 2)
        or (v.sale_price > 0 and (v.unit_price - v.sale_price < 1
          or v.discount_amount <> v.unit_price - v.sale_price))
        or (v.sale_price = 0 and v.discount_amount <> 0)`);
    expect(wrong).toEqual([]);
  });

  it('computes the GSTIN check character as the tax department does', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    }
  });

  it('gives organizations valid GSTIN, PAN and FSSAI numbers', async () => {
    const stateCodes = new Set(STATES.map((state) => state.gstCode));
    const list = await db.select().from(organizations);
    for (const org of list) {
      const { gstNumber: gstin, panNumber: pan, fssaiNumber: fssai } = org;
      expect(pan).toMatch(/^[A-Z]{3}[CFP][A-Z]\d{4}[A-Z]$/);
      if (org.name.endsWith('Pvt Ltd')) expect(pan![3]).toBe('C');
      expect(gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
      expect(stateCodes.has(gstin!.slice(0, 2))).toBe(true);
      expect(gstin!.slice(2, 12)).toBe(pan);
      expect(gstinCheckCharacter(gstin!.slice(0, 14))).toBe(gstin![14]);
      expect(fssai).toMatch(/^\d{14}$/);
    }
    const mismatched = await rows(sql`
      select u.id from users u join organizations o on o.id = u.organization_id
      where u.gst_number is distinct from o.gst_number or u.pan_number is distinct from o.pan_number`);
    expect(mismatched).toEqual([]);
  });

  it('gives customers Indian mobile numbers and unique emails', async () => {
    const list = await db.select({ mobile: users.mobileNumber, email: users.emailAddress }).from(users);
    for (const user of list) expect(user.mobile).toMatch(/^[6-9]\d{9}$/);
    const emails = list.flatMap((user) => (user.email ? [user.email.toLowerCase()] : []));
    expect(new Set(emails).size).toBe(emails.length);
  });

  it("keeps the spec's defaults in settings, seeded and as the table's own defaults", async () => {
    const [row] = await db.select().from(settings);
    expect(row).toMatchObject({
      deliveryCharge: 49,
      freeDeliveryThreshold: 499,
      maximumCashAllowed: 5000,
      androidVersion: '0.0.1',
    });
    // A fresh row (in a transaction rolled back) shows the defaults are the schema's.
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(settings);
        const [fresh] = await tx.insert(settings).values({}).returning();
        expect(fresh).toMatchObject({
          deliveryCharge: 49,
          freeDeliveryThreshold: 499,
          maximumCashAllowed: 5000,
          androidVersion: '0.0.1',
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await countOf(settings)).toBe(1);
  });

  it("gives customers who ordered their newest order's phone: Android mostly, some iOS, a few app versions", async () => {
    const phones = await rows<{ platform: string | null; appVersion: string | null; n: number }>(sql`
      select platform, app_version as "appVersion", count(*)::int as n from users
      where has_placed_order or exists (select 1 from orders o where o.user_id = users.id)
      group by 1, 2`);
    const on = (platform: string) =>
      phones.filter((row) => row.platform === platform).reduce((sum, row) => sum + row.n, 0);
    expect(on('android')).toBeGreaterThan(on('ios') * 1.5);
    expect(on('ios')).toBeGreaterThan(0);
    expect(new Set(phones.map((row) => row.appVersion)).size).toBeGreaterThanOrEqual(3);
    expect(phones.filter((row) => row.platform === null)).toEqual([]);
    // Each one is their newest order's.
    const differing = await rows<{ id: number }>(sql`
      select u.id from users u join lateral (
        select device_data from orders o where o.user_id = u.id
        order by coalesce(o.order_timestamp, o.created_timestamp) desc, o.id desc limit 1) last on true
      where last.device_data->>'platform' is distinct from u.platform
         or last.device_data->>'appVersion' is distinct from u.app_version`);
    expect(differing).toEqual([]);
  });

  it('keeps settings to a single row', async () => {
    await expect(db.insert(settings).values({})).rejects.toThrow();
  });
});
