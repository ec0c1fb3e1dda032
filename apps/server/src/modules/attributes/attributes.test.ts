import { attributeTreeEndpoint } from '@mandi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { createVariationWith } from '../categories/catalogue.factories';

describe('/api/attributes', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  const ids: Record<string, number> = {};
  const valueIds: Record<string, number> = {};

  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/attributes', payload });

  beforeAll(async () => {
    token = await tokenFor();
    for (const name of ['Weight', 'Volume', 'Pack Size']) {
      const res = await create({ name });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
    for (const [attribute, name, priority] of [
      ['Volume', '1 l', 2],
      ['Volume', '500 ml', 1],
      ['Pack Size', '6 pc', 1],
    ] as const) {
      const res = await call(token, {
        method: 'POST',
        url: '/api/attributes-values',
        payload: { attributeId: ids[attribute], name, priority },
      });
      expect(res.status).toBe(201);
      valueIds[name] = res.body.id;
    }
  });

  it('makes the first attribute, Weight, attribute 1', () => {
    expect(ids.Weight).toBe(1);
  });

  it('wants a name of 2 to 150', async () => {
    expect((await create({ name: 'C' })).body.errors).toEqual([
      { field: 'name', message: 'Length should be 2 to 150' },
    ]);
    expect((await create({})).body.errors).toEqual([{ field: 'name', message: 'Please enter name' }]);
    expect((await create({ name: 'Colour' })).status).toBe(201);
  });

  it('refuses to change, toggle or delete attribute 1, even for a superadmin', async () => {
    const edit = await call(token, { method: 'PATCH', url: '/api/attributes/1', payload: { name: 'Mass' } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This is a system attribute: it cannot be changed or deleted');
    const toggle = await call(token, {
      method: 'PATCH',
      url: '/api/attributes/1',
      payload: { enabled: false },
    });
    expect(toggle.status).toBe(409);
    const remove = await call(token, { method: 'DELETE', url: '/api/attributes/1' });
    expect(remove.status).toBe(409);
    const weight = await call(token, { method: 'GET', url: '/api/attributes/1' });
    expect(weight.body).toMatchObject({ id: 1, name: 'Weight', enabled: true });
  });

  it('refuses writes to the values of attribute 1 too', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/attributes-values',
      payload: { attributeId: 1, name: '750 g' },
    });
    expect(res.status).toBe(409);
  });

  it('changes any other attribute', async () => {
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/attributes/${ids['Pack Size']}`,
      payload: { name: 'Pack' },
    });
    expect(res.body).toMatchObject({ name: 'Pack', enabled: true });
    const toggle = await call(token, {
      method: 'PATCH',
      url: `/api/attributes/${ids['Pack Size']}`,
      payload: { enabled: false },
    });
    expect(toggle.body).toEqual({ id: ids['Pack Size'], enabled: false });
  });

  it('answers the asked attributes with their values by priority, for a list or { ids }', async () => {
    const res = await typedEndpoint(call, token, attributeTreeEndpoint, {
      body: [ids['Pack Size']!, ids.Volume!, 999],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((row) => row.id)).toEqual([ids['Pack Size'], ids.Volume]);
    expect(res.body[1]!.attributesValue.map((value) => value.name)).toEqual(['500 ml', '1 l']);
    expect(res.body[1]!.attributesValue[0]).toMatchObject({
      attributeId: ids.Volume,
      priority: 1,
      enabled: true,
    });
    const wrapped = await typedEndpoint(call, token, attributeTreeEndpoint, { body: { ids: [ids.Weight!] } });
    expect(wrapped.body).toEqual([{ id: 1, name: 'Weight', enabled: true, attributesValue: [] }]);
    const bad = await call(token, { method: 'POST', url: '/api/attributes/tree', payload: { ids: 'all' } });
    expect(bad.status).toBe(400);
  });

  it('joins the values on the list', async () => {
    const res = await call(token, {
      method: 'GET',
      url: `/api/attributes?filter=id||$eq||${ids.Volume}&join=attributesValue`,
    });
    expect(res.body.data[0].attributesValue.map((value: { name: string }) => value.name)).toEqual([
      '500 ml',
      '1 l',
    ]);
  });

  it('refuses to delete an attribute a product uses, and deletes one with its values otherwise', async () => {
    await createVariationWith(database.db, ids.Volume!, valueIds['1 l']!);
    const used = await call(token, { method: 'DELETE', url: `/api/attributes/${ids.Volume}` });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Volume cannot be deleted: 1 product uses it. Disable it instead.');
    const free = await call(token, { method: 'DELETE', url: `/api/attributes/${ids['Pack Size']}` });
    expect(free.body).toEqual({ id: ids['Pack Size'] });
    expect(
      (await call(token, { method: 'GET', url: `/api/attributes-values/${valueIds['6 pc']}` })).status,
    ).toBe(404);
  });

  it('lets a product editor read attributes and the tree but not change them', async () => {
    const productEditor = await tokenFor({ routes: ['product'] });
    expect((await call(productEditor, { method: 'GET', url: '/api/attributes' })).status).toBe(200);
    expect(
      (await call(productEditor, { method: 'POST', url: '/api/attributes/tree', payload: [1] })).status,
    ).toBe(200);
    expect(
      (await call(productEditor, { method: 'POST', url: '/api/attributes', payload: { name: 'Flavour' } }))
        .status,
    ).toBe(403);
    const taxEditor = await tokenFor({ routes: ['tax'] });
    expect(
      (await call(taxEditor, { method: 'POST', url: '/api/attributes/tree', payload: [1] })).status,
    ).toBe(403);
  });
});
