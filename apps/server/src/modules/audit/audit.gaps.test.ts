import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminIdOf } from '../../../test/who';
import { auditEntries, productsVariations, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { createContact, createCustomer } from '../addresses/address.factories';
import {
  type CatalogueRefs,
  createProductVia,
  seedCatalogueRefs,
  variationBody,
} from '../products/products.factories';
import { createCity, createPincode, createState } from '../states/location.factories';
import { entriesOf } from './audit.factories';

/** Issue 12's Deliver list, item by item, where the other audit tests leave a write unchecked. */
describe('audit of every kind of write', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let adminId: number;
  let refs: CatalogueRefs;

  beforeAll(async () => {
    token = await tokenFor();
    adminId = await adminIdOf(database, token);
    refs = await seedCatalogueRefs(db);
  });

  it('records one import entry per stored address, tied to the run; failed rows leave none', async () => {
    const state = await createState(db, { name: 'Gap State' });
    const city = await createCity(db, state.id, { name: 'Gapnagar' });
    await createPincode(db, city, { pincode: '560777', pincodeName: 'Gap Layout' });
    const customer = await createCustomer(db, { mobileNumber: '9811122233' });
    await createContact(db, customer.id);
    const row = (n: number, more: object = {}) => ({
      row: n,
      name: `Gap Address ${n}`,
      line1: `House ${n}`,
      pincode: '560777',
      mobileNumber: '9811122233',
      emailAddress: 'gap@example.com',
      customerMobile: '9811122233',
      ...more,
    });
    const batch = (rows: object[]) =>
      call(token, {
        method: 'POST',
        url: '/api/addresses/singleImport',
        headers: { 'x-import-run': 'run-addr-3', 'user-agent': 'Sheet/1' },
        payload: rows,
      });
    const first = await batch([row(2), row(3), row(4, { pincode: '999999' })]);
    expect(first.body).toMatchObject({ imported: 2, failed: 1 });
    await batch([row(5)]);
    const res = await call(token, {
      method: 'GET',
      url: '/api/audit?filter=importRun||$eq||run-addr-3&sort=id,ASC',
    });
    expect(res.body.total).toBe(3);
    for (const entry of res.body.data) {
      expect(entry).toMatchObject({ resource: 'addresses', action: 'import', adminId, userAgent: 'Sheet/1' });
    }
    expect(res.body.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Gap Address 2' },
        { field: 'line1', before: null, after: 'House 2' },
      ]),
    );
  });

  it('records that a customer’s password changed, never its value or hash', async () => {
    const customer = await createCustomer(db, { mobileNumber: '9822233344' });
    const only = await call(token, {
      method: 'PATCH',
      url: `/api/users/${customer.id}`,
      payload: { password: 'new-customer-pass-1' },
    });
    expect(only.status).toBe(200);
    const both = await call(token, {
      method: 'PATCH',
      url: `/api/users/${customer.id}`,
      payload: { password: 'new-customer-pass-2', fullName: 'Meena Iyer' },
    });
    expect(both.status).toBe(200);
    const entries = await entriesOf(call, token, 'users', customer.id);
    expect(entries.map((entry) => entry.action)).toEqual(['password-change', 'update', 'password-change']);
    expect(entries[0]).toMatchObject({ adminId, changes: [] });
    expect((entries[1]!.changes as { field: string }[]).map((change) => change.field)).toEqual(['fullName']);
    const [stored] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, customer.id));
    const text = JSON.stringify(entries);
    expect(text).not.toContain(stored!.hash!);
    expect(text).not.toMatch(/new-customer-pass|\$argon2|passwordHash/);
  });

  it('records a variable product’s price change alone, not its variations’ attribute values', async () => {
    const product = await createProductVia(call, token, {
      name: 'Gap Basmati',
      productType: 'variable',
      attribute: [{ id: refs.weight.id }],
      productsVariation: [
        variationBody({
          sku: 'GAP-BAS-1',
          unitPrice: 120,
          productsVariationsAttribute: [
            { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
          ],
        }),
        variationBody({
          sku: 'GAP-BAS-5',
          unitPrice: 560,
          productsVariationsAttribute: [
            { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg5 },
          ],
        }),
      ],
    });
    const variations = await db
      .select()
      .from(productsVariations)
      .where(eq(productsVariations.productId, product.id))
      .orderBy(productsVariations.id);
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: {
        productsVariation: [
          variationBody({
            id: variations[0]!.id,
            sku: 'GAP-BAS-1',
            unitPrice: 130,
            productsVariationsAttribute: [
              { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg1 },
            ],
          }),
          variationBody({
            id: variations[1]!.id,
            sku: 'GAP-BAS-5',
            unitPrice: 560,
            productsVariationsAttribute: [
              { attributeId: refs.weight.id, attributesValueId: refs.weight.values.kg5 },
            ],
          }),
        ],
      },
    });
    expect(res.status).toBe(200);
    const entries = await entriesOf(call, token, 'products', product.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes).toEqual([
      { field: 'productsVariation[GAP-BAS-1].unitPrice', before: 120, after: 130 },
    ]);
  });

  it('records one import entry per variation a sheet stored, tied to the run; a refused row none', async () => {
    const sku = `GAP-VAR-${Date.now()}`;
    const product = await createProductVia(call, token, {
      name: 'Gap Jaggery 1 kg',
      productsVariation: [variationBody({ sku, unitPrice: 90 })],
    });
    const [variation] = await db
      .select()
      .from(productsVariations)
      .where(eq(productsVariations.productId, product.id));
    const res = await call(token, {
      method: 'POST',
      url: '/api/products-variations/singleImport',
      headers: { 'x-import-run': 'run-var-9' },
      payload: [
        { row: 2, productId: product.id, id: variation!.id, sku, unitPrice: 95 },
        { row: 3, productId: 987_654, sku: `${sku}-X`, unitPrice: 10 },
      ],
    });
    expect(res.body).toMatchObject({ imported: 1, failed: 1 });
    const entries = await call(token, { method: 'GET', url: '/api/audit?filter=importRun||$eq||run-var-9' });
    expect(entries.body.total).toBe(1);
    expect(entries.body.data[0]).toMatchObject({
      resource: 'products-variations',
      recordId: String(variation!.id),
      action: 'import',
      adminId,
    });
    expect(entries.body.data[0].changes).toContainEqual({ field: 'unitPrice', before: 90, after: 95 });
  });

  it('leaves no entry when the write fails after its entry was written (one transaction)', async () => {
    const before = await db.select().from(auditEntries);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { adminId, origin: { ip: null, userAgent: null } },
          {
            resource: 'taxes',
            recordId: 1,
            action: 'delete',
            before: { name: 'Never' },
          },
        );
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await db.select().from(auditEntries)).toHaveLength(before.length);
    // A crud write refused by the database itself (a reference that does not exist).
    const refused = await call(token, {
      method: 'POST',
      url: '/api/cities',
      payload: { name: 'Ghost City', stateId: 987_654 },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await db.select().from(auditEntries)).toHaveLength(before.length);
  });
});
