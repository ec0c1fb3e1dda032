import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminIdOf } from '../../../test/who';
import { auditEntries, countries, pincodes } from '../../db/schema';
import { updateRowsAudited } from '../../lib/audit';
import { createOrderWithLines, createStockedVariation, orderById } from '../orders/orders.factories';
import { createCity, createPincode, createState } from '../states/location.factories';
import { entriesOf } from './audit.factories';

/**
 * Rows a write changes besides its own (a city's pincodes following it to another state): one
 * update entry each, by the same staff member from the same place, in the same transaction.
 */
describe('audit of derived bulk changes', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let adminId: number;

  beforeAll(async () => {
    token = await tokenFor();
    adminId = await adminIdOf(database, token);
  });

  const entriesOfMany = async (resource: string, ids: number[]) =>
    db
      .select()
      .from(auditEntries)
      .where(inArray(auditEntries.recordId, ids.map(String)))
      .then((rows) => rows.filter((row) => row.resource === resource));

  it('a city moved to another state leaves one entry per pincode it takes along', async () => {
    const from = await createState(db, { name: 'Bulk From' });
    const to = await createState(db, { name: 'Bulk To' });
    const city = await createCity(db, from.id, { name: 'Bulkpur' });
    const other = await createCity(db, from.id, { name: 'Staypur' });
    const moved = [await createPincode(db, city), await createPincode(db, city)];
    const stays = await createPincode(db, other);

    const res = await call(token, {
      method: 'PATCH',
      url: `/api/cities/${city.id}`,
      headers: { 'user-agent': 'Mover/2' },
      payload: { stateId: to.id },
    });
    expect(res.status).toBe(200);

    const [cityEntry] = await entriesOf(call, token, 'cities', city.id);
    expect(cityEntry).toMatchObject({ action: 'update', adminId, userAgent: 'Mover/2' });
    for (const pincode of moved) {
      const entries = await entriesOf(call, token, 'pincodes', pincode.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'update',
        adminId,
        userAgent: 'Mover/2',
        ip: cityEntry!.ip,
      });
      // Same country: only the state changed.
      expect(entries[0]!.changes).toEqual([{ field: 'stateId', before: from.id, after: to.id }]);
      expect(entries[0]!.at).toBe(cityEntry!.at);
    }
    expect(await entriesOf(call, token, 'pincodes', stays.id)).toEqual([]);
    const [stored] = await db.select().from(pincodes).where(eq(pincodes.id, moved[0]!.id));
    expect(stored!.stateId).toBe(to.id);
  });

  it('a state moved to another country leaves one entry per city and per pincode', async () => {
    const [abroad] = await db.insert(countries).values({ code: 'BX', name: 'Bulkland' }).returning();
    const state = await createState(db, { name: 'Bulk Pradesh' });
    const city = await createCity(db, state.id, { name: 'Bulkabad' });
    const pincode = await createPincode(db, city);

    const res = await call(token, {
      method: 'PATCH',
      url: `/api/states/${state.id}`,
      payload: { countryId: abroad!.id },
    });
    expect(res.status).toBe(200);
    const [cityEntry] = await entriesOf(call, token, 'cities', city.id);
    expect(cityEntry).toMatchObject({
      action: 'update',
      adminId,
      changes: [{ field: 'countryId', before: 1, after: abroad!.id }],
    });
    const [pincodeEntry] = await entriesOf(call, token, 'pincodes', pincode.id);
    expect(pincodeEntry).toMatchObject({
      action: 'update',
      adminId,
      changes: [{ field: 'countryId', before: 1, after: abroad!.id }],
    });
  });

  it('a refused move leaves no entry and moves nothing', async () => {
    const from = await createState(db, { name: 'Refuse From' });
    const to = await createState(db, { name: 'Refuse To' });
    await createCity(db, to.id, { name: 'Samename' });
    const city = await createCity(db, from.id, { name: 'Samename' });
    const pincode = await createPincode(db, city);
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/cities/${city.id}`,
      payload: { stateId: to.id },
    });
    expect(res.status).toBe(409);
    expect(await entriesOfMany('pincodes', [pincode.id])).toEqual([]);
    expect(await entriesOfMany('cities', [city.id])).toEqual([]);
  });

  it('a write that fails after its bulk change leaves neither the change nor its entries', async () => {
    const from = await createState(db, { name: 'Fail From' });
    const to = await createState(db, { name: 'Fail To' });
    const city = await createCity(db, from.id, { name: 'Failpur' });
    const pincode = await createPincode(db, city);
    const author = { adminId, origin: { ip: '10.1.1.1', userAgent: 'x' } };
    await expect(
      db.transaction(async (tx) => {
        const changed = await updateRowsAudited(tx, author, {
          resource: 'pincodes',
          table: pincodes,
          set: { stateId: to.id },
          where: eq(pincodes.cityId, city.id),
        });
        expect(changed).toBe(1);
        expect(
          await tx
            .select()
            .from(auditEntries)
            .where(eq(auditEntries.recordId, String(pincode.id))),
        ).toHaveLength(1);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await entriesOfMany('pincodes', [pincode.id])).toEqual([]);
    const [stored] = await db.select().from(pincodes).where(eq(pincodes.id, pincode.id));
    expect(stored!.stateId).toBe(from.id);
  });

  it('rows already holding the values are left alone and leave no entry', async () => {
    const state = await createState(db, { name: 'Still State' });
    const city = await createCity(db, state.id, { name: 'Stillpur' });
    const pincode = await createPincode(db, city);
    const changed = await db.transaction((tx) =>
      updateRowsAudited(
        tx,
        { adminId, origin: { ip: null, userAgent: null } },
        {
          resource: 'pincodes',
          table: pincodes,
          set: { stateId: state.id },
          where: eq(pincodes.cityId, city.id),
        },
      ),
    );
    expect(changed).toBe(0);
    expect(await entriesOfMany('pincodes', [pincode.id])).toEqual([]);
  });

  it('a cancelled sale’s restock leaves an entry per managed variation on its product, by whoever cancelled', async () => {
    const managed = await createStockedVariation(db, {
      manageStock: true,
      stockQuantity: 0,
      stockStatus: 'Out Of Stock',
    });
    const unmanaged = await createStockedVariation(db, { manageStock: false, stockQuantity: 0 });
    const order = await createOrderWithLines(db, {
      status: 'Order Placed',
      lines: [
        { productId: managed.product.id, productsVariationId: managed.variation.id, quantity: 4 },
        { productId: unmanaged.product.id, productsVariationId: unmanaged.variation.id, quantity: 2 },
      ],
    });
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: { 'user-agent': 'Canceller/1' },
      payload: {
        status: 'Order Cancelled',
        updatedTimestamp: (await orderById(db, order.id)).updatedTimestamp.toISOString(),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const key = `productsVariation[${managed.variation.sku}]`;
    const entries = await entriesOf(call, token, 'products', managed.product.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      adminId,
      userAgent: 'Canceller/1',
      changes: [
        { field: `${key}.stockQuantity`, before: 0, after: 4 },
        { field: `${key}.stockStatus`, before: 'Out Of Stock', after: 'In Stock' },
      ],
    });
    expect(await entriesOf(call, token, 'products', unmanaged.product.id)).toEqual([]);
  });
});
