import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createVariationWith } from '../categories/catalogue.factories';

describe('/api/attributes-values', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  let volume: number;
  let pack: number;
  const ids: Record<string, number> = {};

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/attributes-values', payload });
  const namesOf = async (attributeId: number) => {
    const res = await call(token, {
      method: 'GET',
      url: `/api/attributes-values?filter=attributeId||$eq||${attributeId}`,
    });
    return res.body.data.map((row: { name: string; priority: number }) => `${row.priority}:${row.name}`);
  };

  beforeAll(async () => {
    token = await tokenFor();
    for (const name of ['Weight', 'Volume', 'Pack Size']) {
      await call(token, { method: 'POST', url: '/api/attributes', payload: { name } });
    }
    volume = 2;
    pack = 3;
    for (const name of ['200 ml', '500 ml', '1 l', '2 l']) {
      const res = await create({ attributeId: volume, name });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
  });

  it('puts a value without a priority last, and lists by priority ascending', async () => {
    expect(await namesOf(volume)).toEqual(['1:200 ml', '2:500 ml', '3:1 l', '4:2 l']);
    const first = await create({ attributeId: pack, name: '6 pc' });
    expect(first.body).toMatchObject({ priority: 1, enabled: true, attributeId: pack });
    const given = await create({ attributeId: pack, name: '12 pc', priority: 0 });
    expect(given.body.priority).toBe(0);
    expect(await namesOf(pack)).toEqual(['0:12 pc', '1:6 pc']);
  });

  it('answers the spec messages', async () => {
    const empty = await create({ attributeId: volume, name: '' });
    expect(empty.body.errors).toEqual([{ field: 'name', message: 'Please enter Attribute Value' }]);
    const long = await create({ attributeId: volume, name: 'x'.repeat(101) });
    expect(long.body.errors).toEqual([{ field: 'name', message: 'Length should be 1 to 100' }]);
    const priority = await create({ attributeId: volume, name: '5 l', priority: 1.5 });
    expect(priority.body.errors).toEqual([
      { field: 'priority', message: 'Priority should be a whole number, at least 0' },
    ]);
    const noAttribute = await create({ attributeId: 999, name: '5 l' });
    expect(noAttribute.body.errors).toEqual([
      { field: 'attributeId', message: 'Please choose an existing attribute' },
    ]);
  });

  it('keeps names unique within an attribute only', async () => {
    const duplicate = await create({ attributeId: volume, name: '1 L' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([
      { field: 'name', message: 'This attribute already has this value' },
    ]);
    const elsewhere = await create({ attributeId: pack, name: '1 l' });
    expect(elsewhere.status).toBe(201);
    await call(token, { method: 'DELETE', url: `/api/attributes-values/${elsewhere.body.id}` });
  });

  it('reorders with priority-only updates that leave the rest of each row alone', async () => {
    // "2 l" dragged to the top: the web sends only the changed priorities.
    for (const [name, priority] of [
      ['2 l', 1],
      ['200 ml', 2],
      ['500 ml', 3],
      ['1 l', 4],
    ] as const) {
      const res = await call(token, {
        method: 'PATCH',
        url: `/api/attributes-values/${ids[name]}`,
        payload: { priority },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name, priority, enabled: true, attributeId: volume });
    }
    expect(await namesOf(volume)).toEqual(['1:2 l', '2:200 ml', '3:500 ml', '4:1 l']);
  });

  it('keeps a value with its attribute', async () => {
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/attributes-values/${ids['1 l']}`,
      payload: { attributeId: pack, name: '1 litre' },
    });
    expect(res.body).toMatchObject({ attributeId: volume, name: '1 litre' });
  });

  it('joins the attribute for the list title', async () => {
    const res = await call(token, {
      method: 'GET',
      url: `/api/attributes-values?filter=attributeId||$eq||${volume}&join=attribute||name&limit=1`,
    });
    expect(res.body.data[0].attribute).toEqual({ id: volume, name: 'Volume' });
  });

  it('toggles enabled and answers the new value', async () => {
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/attributes-values/${ids['200 ml']}`,
      payload: { enabled: false },
    });
    expect(res.body).toEqual({ id: ids['200 ml'], enabled: false });
    expect(
      (
        await call(token, {
          method: 'PATCH',
          url: '/api/attributes-values/999999',
          payload: { enabled: false },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses to delete a value a variation uses, and deletes a free one', async () => {
    await createVariationWith(database.db, volume, ids['500 ml']!);
    const used = await call(token, { method: 'DELETE', url: `/api/attributes-values/${ids['500 ml']}` });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(
      '500 ml cannot be deleted: 1 product variation uses it. Disable it instead.',
    );
    const free = await call(token, { method: 'DELETE', url: `/api/attributes-values/${ids['2 l']}` });
    expect(free.body).toEqual({ id: ids['2 l'] });
  });

  it('lets attribute and product editors read values, only attribute editors change them', async () => {
    const productEditor = await tokenFor({ routes: ['product'] });
    expect((await call(productEditor, { method: 'GET', url: '/api/attributes-values' })).status).toBe(200);
    expect(
      (
        await call(productEditor, {
          method: 'PATCH',
          url: `/api/attributes-values/${ids['1 l']}`,
          payload: { priority: 9 },
        })
      ).status,
    ).toBe(403);
    const attributeEditor = await tokenFor({ routes: ['attribute'] });
    expect(
      (
        await call(attributeEditor, {
          method: 'PATCH',
          url: `/api/attributes-values/${ids['1 l']}`,
          payload: { priority: 9 },
        })
      ).status,
    ).toBe(200);
  });
});
