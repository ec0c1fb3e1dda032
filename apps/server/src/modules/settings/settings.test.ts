import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { multipartFile } from '../categories/catalogue.factories';
import { createProductVia } from '../products/products.factories';

describe('/api/settings', async () => {
  const { call, tokenFor, app } = await createTestApp();
  let token: string;
  let superadmin: string;

  beforeAll(async () => {
    token = await tokenFor({ routes: ['setting'] });
    superadmin = await tokenFor();
  });

  const current = async () => (await call(token, { method: 'GET', url: '/api/settings' })).body.data[0];

  it('answers the one row, made with the spec defaults on first read', async () => {
    const res = await call(token, { method: 'GET', url: '/api/settings' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, count: 1 });
    expect(res.body.data[0]).toMatchObject({
      deliveryCharge: 49,
      freeDeliveryThreshold: 499,
      maximumCashAllowed: 5000,
      androidVersion: '0.0.1',
      iosVersion: '0.0.1',
      activateCOD: true,
      product: [],
    });
    // Reading again does not make a second row.
    const again = await current();
    expect(again.id).toBe(res.body.data[0].id);
  });

  it('saves the form, the featured products in order, and answers them named', async () => {
    const atta = await createProductVia(call, superadmin, { name: 'Aashirvaad Atta 5 kg' });
    const ghee = await createProductVia(call, superadmin, { name: 'Amul Ghee 1 l' });
    const { id } = await current();
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/settings/${id}`,
      payload: {
        deliveryCharge: 39.5,
        supportEmail: 'help@mandi.example',
        supportContact: '+919876543210',
        popularSearch: ['atta', 'paneer'],
        discountOptions: ['10% Off', '20% Off'],
        instagram: 'https://instagram.com/mandi',
        product: [{ id: ghee.id }, { id: atta.id }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deliveryCharge: 39.5,
      freeDeliveryThreshold: 499,
      supportContact: '+919876543210',
      popularSearch: ['atta', 'paneer'],
      product: [
        { id: ghee.id, name: 'Amul Ghee 1 l' },
        { id: atta.id, name: 'Aashirvaad Atta 5 kg' },
      ],
    });
    // A change that leaves the products out keeps them.
    const later = await call(token, {
      method: 'PATCH',
      url: `/api/settings/${id}`,
      payload: { activateCOD: false },
    });
    expect(later.body).toMatchObject({ activateCOD: false, deliveryCharge: 39.5 });
    expect(later.body.product).toHaveLength(2);
  });

  it('refuses bad values in the spec words and changes nothing', async () => {
    const { id } = await current();
    const res = await call(token, {
      method: 'PATCH',
      url: `/api/settings/${id}`,
      payload: {
        deliveryCharge: -1,
        supportEmail: 'help-at-mandi',
        supportContact: '98765',
        orderCutOffTime: '25:00',
        facebook: 'facebook dot com',
        discountOptions: ['15% Off'],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'deliveryCharge', message: 'Delivery charge should be 0 or more' },
        { field: 'supportEmail', message: 'Please enter valid support email' },
        { field: 'supportContact', message: 'Length should be between 10 and 13' },
        { field: 'orderCutOffTime', message: 'Order cut off time should be a time of day like 18:00' },
        { field: 'facebook', message: 'Invalid URL format' },
      ]),
    );
    const unknownProduct = await call(token, {
      method: 'PATCH',
      url: `/api/settings/${id}`,
      payload: { deliveryCharge: 0, product: [{ id: 999_999 }] },
    });
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.message).toBe('Product 999999 not found');
    expect(await current()).toMatchObject({ deliveryCharge: 39.5 });
  });

  it('removes a document once another replaces it', async () => {
    const uploadPdf = async (name: string) =>
      (
        await call(token, {
          method: 'POST',
          url: '/api/common/upload?accept=.pdf',
          ...multipartFile(name, Buffer.from('%PDF-1.4\n%%EOF\n')),
        })
      ).body.url as string;
    const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    const { id } = await current();
    const old = await uploadPdf('terms-2025.pdf');
    await call(token, { method: 'PATCH', url: `/api/settings/${id}`, payload: { tnc: old } });
    // Served while the settings name it, so the 404 after the change is the removal.
    expect(await statusOf(old)).toBe(200);
    const next = await uploadPdf('terms-2026.pdf');
    const saved = await call(token, { method: 'PATCH', url: `/api/settings/${id}`, payload: { tnc: next } });
    expect(saved.body.tnc).toBe(next);
    expect(await statusOf(old)).toBe(404);
    expect(await statusOf(next)).toBe(200);
  });

  it('keeps exactly one row: no second, no delete', async () => {
    const { id } = await current();
    const second = await call(token, { method: 'POST', url: '/api/settings', payload: {} });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('The store has its settings already: change them instead');
    const remove = await call(token, { method: 'DELETE', url: `/api/settings/${id}` });
    expect(remove.status).toBe(409);
    expect((await call(token, { method: 'GET', url: `/api/settings/${id}` })).status).toBe(200);
  });

  it('is for roles with the settings screen', async () => {
    const faq = await tokenFor({ routes: ['faq'] });
    expect((await call(faq, { method: 'GET', url: '/api/settings' })).status).toBe(403);
    expect((await call(null, { method: 'GET', url: '/api/settings' })).status).toBe(401);
  });
});
