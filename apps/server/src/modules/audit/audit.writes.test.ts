import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminIdOf } from '../../../test/who';
import { admins, auditEntries, mailOutbox, productsVariations } from '../../db/schema';
import { createAdmin, login } from '../auth/auth.factories';
import { createProductVia, seedCatalogueRefs, variationBody } from '../products/products.factories';
import { createCity, createState } from '../states/location.factories';
import { entriesOf } from './audit.factories';

/** The services' own write paths record through the same recorder as the crud kit. */
describe('audit of the services’ writes', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let adminId: number;
  /** Every token the tests were issued: none may appear in any entry. */
  const issuedTokens: string[] = [];

  beforeAll(async () => {
    token = await tokenFor();
    issuedTokens.push(token);
    adminId = await adminIdOf(database, token);
    await seedCatalogueRefs(db);
  });

  const variationOf = async (productId: number) => {
    const [variation] = await db
      .select()
      .from(productsVariations)
      .where(eq(productsVariations.productId, productId));
    return variation!;
  };

  it('records a product’s create, its price change in the form (old → new) and its toggle', async () => {
    const sku = `AUD-${Date.now()}`;
    const product = await createProductVia(call, token, {
      name: 'Audit Atta 5 kg',
      productsVariation: [variationBody({ sku, unitPrice: 250 })],
    });
    const variation = await variationOf(product.id);
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: {
        name: 'Audit Atta 5 kg',
        productsVariation: [variationBody({ id: variation.id, sku, unitPrice: 265 })],
      },
    });
    expect(res.status).toBe(200);
    await call(token, { method: 'PATCH', url: `/api/products/${product.id}`, payload: { enabled: false } });
    const entries = await entriesOf(call, token, 'products', product.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'disable']);
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Audit Atta 5 kg' },
        { field: `productsVariation[${sku}].unitPrice`, before: null, after: 250 },
      ]),
    );
    expect(entries[1]).toMatchObject({ adminId, adminName: expect.any(String) });
    expect(entries[1]!.changes).toContainEqual({
      field: `productsVariation[${sku}].unitPrice`,
      before: 250,
      after: 265,
    });
    expect((entries[1]!.changes as { field: string }[]).map((change) => change.field)).not.toContain('name');
    expect(entries[2]!.changes).toEqual([{ field: 'enabled', before: true, after: false }]);
  });

  it('records a price update in the product’s history with the run id, and a refused row not at all', async () => {
    const sku = `PRC-${Date.now()}`;
    const product = await createProductVia(call, token, {
      name: 'Audit Ghee 1 l',
      productsVariation: [variationBody({ sku, unitPrice: 650 })],
    });
    const variation = await variationOf(product.id);
    const res = await call(token, {
      method: 'POST',
      url: '/api/products-variations/updatePrices',
      headers: { 'x-import-run': 'run-prices-1' },
      payload: [
        { row: 2, id: variation.id, unitPrice: 700, salePrice: 630 },
        { row: 3, id: 999_999, unitPrice: 5 },
      ],
    });
    expect(res.body).toMatchObject({ imported: 1, failed: 1 });
    const entries = await entriesOf(call, token, 'products', product.id);
    const priced = entries.filter((entry) => entry.action === 'price-update');
    expect(priced).toHaveLength(1);
    expect(priced[0]).toMatchObject({ importRun: 'run-prices-1', adminId });
    expect(priced[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: `productsVariation[${sku}].unitPrice`, before: 650, after: 700 },
        { field: `productsVariation[${sku}].salePrice`, before: 0, after: 630 },
        { field: `productsVariation[${sku}].discountAmount`, before: 0, after: 70 },
      ]),
    );
  });

  it('records one import entry per stored pincode, tied to one run; rows that fail leave none', async () => {
    const state = await createState(db, { name: 'Audit State' });
    await createCity(db, state.id, { name: 'Auditpur' });
    const batch = (rows: object[]) =>
      call(token, {
        method: 'POST',
        url: '/api/pincodes/singleImport',
        headers: { 'x-import-run': 'run-pin-7' },
        payload: rows,
      });
    const first = await batch([
      { row: 2, pincode: '600101', pincodeName: 'Audit A', city: 'Auditpur' },
      { row: 3, pincode: '600102', pincodeName: 'Audit B', city: 'Auditpur' },
      { row: 4, pincode: '600103', pincodeName: 'Nowhere', city: 'No Such City' },
    ]);
    expect(first.body).toMatchObject({ imported: 2, failed: 1 });
    await batch([{ row: 5, pincode: '600104', pincodeName: 'Audit C', city: 'Auditpur' }]);
    const res = await call(token, {
      method: 'GET',
      url: '/api/audit?filter=importRun||$eq||run-pin-7&sort=id,ASC',
    });
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'import',
      'import',
      'import',
    ]);
    expect(res.body.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'pincode', before: null, after: '600101' },
        { field: 'pincodeName', before: null, after: 'Audit A' },
      ]),
    );
    // Without the header, each upload is a run of its own.
    await call(token, {
      method: 'POST',
      url: '/api/pincodes/singleImport',
      payload: [{ row: 2, pincode: '600105', pincodeName: 'Audit D', city: 'Auditpur' }],
    });
    const [own] = await db
      .select()
      .from(auditEntries)
      .where(
        eq(
          auditEntries.recordId,
          String(
            (await call(token, { method: 'GET', url: '/api/pincodes?filter=pincode||$eq||600105' })).body
              .data[0].id,
          ),
        ),
      );
    expect(own?.importRun).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records a drag reorder (priority alone) as reorder', async () => {
    const attribute = await call(token, {
      method: 'POST',
      url: '/api/attributes',
      payload: { name: 'Audit Size' },
    });
    const value = await call(token, {
      method: 'POST',
      url: '/api/attributes-values',
      payload: { attributeId: attribute.body.id, name: 'Large' },
    });
    const priority = value.body.priority as number;
    await call(token, {
      method: 'PATCH',
      url: `/api/attributes-values/${value.body.id}`,
      payload: { priority: priority + 3 },
    });
    const entries = await entriesOf(call, token, 'attributes-values', value.body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'reorder']);
    expect(entries[1]!.changes).toEqual([{ field: 'priority', before: priority, after: priority + 3 }]);
  });

  it('records a staff member’s role change apart from their other fields, never the hash', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/admins',
      payload: {
        fullName: 'Ravi Audit',
        emailAddress: `ravi-${Date.now()}@mandi.test`,
        mobileNumber: '9876543210',
        password: 'secret-pass-1',
        adminsRoleId: 2,
        enabled: true,
      },
    });
    expect(res.status).toBe(201);
    const update = await call(token, {
      method: 'PATCH',
      url: `/api/admins/${res.body.id}`,
      payload: { fullName: 'Ravi Kumar', adminsRoleId: 3 },
    });
    expect(update.status).toBe(200);
    const entries = await entriesOf(call, token, 'admins', res.body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'role-change']);
    expect(entries[1]!.changes).toEqual([{ field: 'fullName', before: 'Ravi Audit', after: 'Ravi Kumar' }]);
    expect(entries[2]!.changes).toEqual([{ field: 'adminsRoleId', before: 2, after: 3 }]);
    expect(JSON.stringify(entries)).not.toMatch(/password|secret-pass-1/i);
  });

  it('records sign-in, password change, sign-out and reset with where from, never a value', async () => {
    const admin = await createAdmin(db, { role: 'executive', password: 'first-pass-1' });
    const signIn = await login(
      call,
      { emailAddress: admin.email, password: 'first-pass-1' },
      { ip: '10.9.8.7', userAgent: 'Firefox/140' },
    );
    const session = signIn.body.token as string;
    issuedTokens.push(session);
    const changed = await call(session, {
      method: 'POST',
      url: '/api/admins/change-password',
      payload: { adminId: admin.id, currentPassword: 'first-pass-1', password: 'second-pass-2' },
    });
    expect(changed.status).toBe(200);
    const again = await login(call, { emailAddress: admin.email, password: 'second-pass-2' });
    issuedTokens.push(again.body.token);
    expect((await call(again.body.token, { method: 'POST', url: '/api/admins/logout' })).status).toBe(200);
    await call(null, { method: 'POST', url: '/api/admins/forgot-password', payload: { email: admin.email } });
    const mail = await vi.waitFor(async () => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
      expect(row).toBeDefined();
      return row!;
    });
    const secret = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    issuedTokens.push(secret);
    const reset = await call(null, {
      method: 'POST',
      url: '/api/admins/reset-password',
      payload: { hash: secret, password: 'third-pass-3', confirmPassword: 'third-pass-3' },
    });
    expect(reset.status).toBe(200);
    const entries = await entriesOf(call, token, 'admins', admin.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'sign-in',
      'password-change',
      'sign-in',
      'sign-out',
      'password-reset',
    ]);
    expect(entries[0]).toMatchObject({
      adminId: admin.id,
      ip: '10.9.8.7',
      userAgent: 'Firefox/140',
      changes: [],
    });
    expect(entries.every((entry) => (entry.changes as unknown[]).length === 0)).toBe(true);
  });

  it('never lets a secret into any entry: no argon2 hash, no issued token, no secret field', async () => {
    const [stored] = await db
      .select({ hash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.id, adminId));
    const all = await db.select().from(auditEntries);
    expect(all.length).toBeGreaterThan(10);
    const text = JSON.stringify(all);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(stored!.hash);
    for (const issued of issuedTokens) expect(text).not.toContain(issued);
    expect(text).not.toMatch(/"field":"(password|token|secret)[^"]*"/i);
    expect(text).not.toMatch(/"field":"[^"]*hash"/i);
  });
});
