import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';

const valid = {
  name: 'Staples saver',
  code: 'staples15',
  description: 'Fifteen percent off staples above ₹999',
  validFrom: '2026-11-22',
  validTill: '2026-11-27',
  totalAvailable: 100,
  minimumAmount: 999,
  applyDiscount: 'percent',
  percentAmount: 15,
  maximumDiscountAmount: 200,
};

describe('/api/coupons', async () => {
  const { call, tokenFor, app } = await createTestApp();
  let token: string;
  let dairy: number;
  let staples: number;

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/coupons', payload });
  const update = (id: number, payload: Record<string, unknown>) =>
    call(token, { method: 'PATCH', url: `/api/coupons/${id}`, payload });

  beforeAll(async () => {
    token = await tokenFor({ routes: ['coupon'] });
    const superadmin = await tokenFor();
    const category = async (name: string) =>
      (await call(superadmin, { method: 'POST', url: '/api/categories', payload: { name } })).body
        .id as number;
    dairy = await category('Dairy');
    staples = await category('Staples');
  });

  it('saves a percent coupon with its categories, the code upper-case, and answers them', async () => {
    const res = await create({ ...valid, discountAmount: 50, category: [{ id: staples }, { id: dairy }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      code: 'STAPLES15',
      enabled: true,
      firstTimeUser: false,
      percentAmount: 15,
      maximumDiscountAmount: 200,
      // A percent coupon has no fixed amount.
      discountAmount: 0,
      validTill: '2026-11-27',
    });
    expect(res.body.category.map((c: { name: string }) => c.name)).toEqual(['Dairy', 'Staples']);
    const read = await call(token, { method: 'GET', url: `/api/coupons/${res.body.id}` });
    expect(read.body.category).toEqual([
      { id: dairy, name: 'Dairy' },
      { id: staples, name: 'Staples' },
    ]);
  });

  it('zeroes the percentage and cap of an amount coupon; a first-time coupon is not also one-time', async () => {
    const res = await create({
      ...valid,
      code: 'WELCOME50',
      applyDiscount: 'amount',
      discountAmount: 50,
      firstTimeUser: true,
      oneTimeUse: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      percentAmount: 0,
      maximumDiscountAmount: 0,
      discountAmount: 50,
      firstTimeUser: true,
      oneTimeUse: false,
    });
  });

  it('refuses what the spec refuses, in its words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, code: 'NEW1', name: 'Go' }, 'name', 'Length should be 3 to 50'],
      [{ ...valid, code: 'AB' }, 'code', 'Length should be 3 to 15'],
      [{ ...valid, code: 'NEW2', description: '' }, 'description', 'Please enter description'],
      [{ ...valid, code: 'NEW3', totalAvailable: 0 }, 'totalAvailable', 'Value should be atleast 1'],
      [{ ...valid, code: 'NEW4', minimumAmount: 0.5 }, 'minimumAmount', 'Value should be atleast 1'],
      [{ ...valid, code: 'NEW5', percentAmount: 120 }, 'percentAmount', 'Percentage should be 0 to 100'],
      [
        { ...valid, code: 'NEW6', maximumDiscountAmount: 0 },
        'maximumDiscountAmount',
        'Value should be atleast 1',
      ],
      [{ ...valid, code: 'NEW7', applyDiscount: 'amount' }, 'discountAmount', 'Value should be atleast 1'],
      [
        { ...valid, code: 'NEW8', validFrom: '2026-12-01', validTill: '2026-11-30' },
        'validTill',
        'Valid from should not be after valid till',
      ],
      [{ ...valid, code: 'NEW9', validFrom: undefined }, 'validFrom', 'Please choose valid from'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    }
    const taken = await create({ ...valid, code: 'Staples15' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A coupon with this code already exists');
    const gone = await create({ ...valid, code: 'GONE10', category: [{ id: 99999 }] });
    expect(gone.status).toBe(400);
    expect(gone.body.errors).toEqual([{ field: 'category', message: 'Category 99999 not found' }]);
    const list = await call(token, { method: 'GET', url: '/api/coupons' });
    expect(list.body.total).toBe(2);
  });

  it('checks an update on the stored coupon with the change, and replaces its categories', async () => {
    const saved = (await create({ ...valid, code: 'DAIRY10', category: [{ id: dairy }] })).body;
    const toAmount = await update(saved.id, { applyDiscount: 'amount' });
    expect(toAmount.body.errors).toEqual([{ field: 'discountAmount', message: 'Value should be atleast 1' }]);
    const changed = await update(saved.id, { applyDiscount: 'amount', discountAmount: 40, category: [] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      percentAmount: 0,
      maximumDiscountAmount: 0,
      discountAmount: 40,
      category: [],
    });
    const renamed = await update(saved.id, { name: 'Dairy delight' });
    expect(renamed.body).toMatchObject({ name: 'Dairy delight', discountAmount: 40 });
  });

  it('lists by name with its figures from orders (none yet), and toggles', async () => {
    const list = await call(token, { method: 'GET', url: '/api/coupons?filter=name||$cont||delight' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ sales: 0, savings: 0, timesUsed: 0 });
    const id = list.body.data[0].id;
    const toggled = await update(id, { enabled: false });
    expect(toggled.body).toEqual({ id, enabled: false });
  });

  it('exports the coupons the filter names, with their codes and days', async () => {
    const all = await readExport({ app }, token, '/api/coupons/export?sort=code,ASC');
    expect(all.status).toBe(200);
    expect(all.headers).toEqual(['ID', 'Name', 'Code', 'Valid From', 'Valid Till', 'Enabled', 'Created']);
    expect(all.rows.map((row) => [row.Name, row.Code, row.Enabled])).toEqual([
      ['Dairy delight', 'DAIRY10', false],
      ['Staples saver', 'STAPLES15', true],
      ['Staples saver', 'WELCOME50', true],
    ]);
    const day = (value: unknown) => (value as Date).toISOString().slice(0, 10);
    expect([day(all.rows[1]!['Valid From']), day(all.rows[1]!['Valid Till'])]).toEqual([
      '2026-11-22',
      '2026-11-27',
    ]);
    const enabled = await readExport(
      { app },
      token,
      '/api/coupons/export?filter=enabled||$eq||true&sort=id,DESC',
    );
    expect(enabled.rows.map((row) => row.Code)).toEqual(['WELCOME50', 'STAPLES15']);
  });

  it('is for roles with the coupons screen', async () => {
    const other = await tokenFor({ routes: ['banner'] });
    expect((await call(other, { method: 'GET', url: '/api/coupons' })).status).toBe(403);
    expect((await call(other, { method: 'POST', url: '/api/coupons', payload: valid })).status).toBe(403);
  });
});
