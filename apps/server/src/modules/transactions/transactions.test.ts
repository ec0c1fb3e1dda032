import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { makeCustomer, makeOrder, makeProduct } from '../sales-figures/orders.factories';

describe('/api/transactions', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  let orderId: number;
  let otherOrderId: number;

  const body = (overrides: Record<string, unknown> = {}) => ({
    orderId,
    txnid: `TXN${Math.random().toString(36).slice(2, 10)}`,
    mihpayid: '403993715523',
    status: 'success',
    unmappedstatus: 'captured',
    cardCategory: 'domestic',
    amount: 549.5,
    net_amount_debit: 549.5,
    payment_source: 'payu',
    ...overrides,
  });
  const create = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/transactions', payload });
  const list = async (query: string) =>
    (await call(token, { method: 'GET', url: `/api/transactions?${query}` })).body;

  beforeAll(async () => {
    token = await tokenFor();
    const customer = await makeCustomer(database.db, 'Meena Iyer');
    const product = await makeProduct(database.db);
    orderId = (
      await makeOrder(database.db, {
        userId: customer.id,
        status: 'Order Placed',
        lines: [{ product, quantity: 1, price: 549.5 }],
      })
    ).id;
    otherOrderId = (
      await makeOrder(database.db, {
        userId: customer.id,
        status: 'Partial Payment',
        lines: [{ product, quantity: 2, price: 100 }],
      })
    ).id;
  });

  it('records a payment with the gateway’s fields and answers it', async () => {
    const res = await create(body({ txnid: 'TXNMANDI0001' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      orderId,
      txnid: 'TXNMANDI0001',
      mihpayid: '403993715523',
      status: 'success',
      unmappedstatus: 'captured',
      cardCategory: 'domestic',
      amount: 549.5,
      net_amount_debit: 549.5,
      payment_source: 'payu',
      createdByName: 'Test Admin 1',
    });
    const got = await call(token, { method: 'GET', url: `/api/transactions/${res.body.id}` });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ txnid: 'TXNMANDI0001', amount: 549.5 });
  });

  it('filters by order and by status', async () => {
    await create(body({ orderId: otherOrderId, txnid: 'TXNPENDING1', status: 'pending', amount: 200 }));
    await create(body({ orderId: otherOrderId, txnid: 'TXNFAILED1', status: 'failure', amount: 200 }));
    const ofOther = await list(`filter=orderId||$eq||${otherOrderId}`);
    expect(ofOther.data.map((row: { txnid: string }) => row.txnid).sort()).toEqual([
      'TXNFAILED1',
      'TXNPENDING1',
    ]);
    const pending = await list(`filter=orderId||$eq||${otherOrderId}&filter=status||$eq||pending`);
    expect(pending.data.map((row: { txnid: string }) => row.txnid)).toEqual(['TXNPENDING1']);
    expect(pending.total).toBe(1);
    const bad = await call(token, { method: 'GET', url: '/api/transactions?filter=status||$eq||paid' });
    expect(bad.status).toBe(400);
  });

  it('refuses an order that does not exist, naming the field', async () => {
    const res = await create(body({ orderId: 999_999 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'orderId', message: 'Order 999999 not found' }]);
    expect((await list('filter=orderId||$eq||999999')).total).toBe(0);
  });

  it('refuses a transaction id already recorded, whatever the case', async () => {
    await create(body({ txnid: 'TXNTWICE' }));
    const again = await create(body({ txnid: 'txntwice' }));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { field: 'txnid', message: 'A payment with this transaction id already exists' },
    ]);
    expect((await list('filter=txnid||$contL||twice')).total).toBe(1);
  });

  it('keeps amounts within the money limits', async () => {
    for (const [field, value] of [
      ['amount', -1],
      ['amount', 10_000_000_000],
      ['amount', 10.555],
      ['net_amount_debit', -0.01],
      ['amount', '549'],
    ] as const) {
      const res = await create(body({ [field]: value }));
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
    // Stored at the column's limit; pending, so it does not count in the order's received.
    expect(
      (await create(body({ amount: 9_999_999_999.99, net_amount_debit: 0, status: 'pending' }))).status,
    ).toBe(201);
    // Counted, it would take the order's received past what a money column holds: refused.
    const over = await create(body({ amount: 9_999_999_999.99 }));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('The payments of this order would come to more than ₹9,99,99,99,999.99');
  });

  it('wants a transaction id, a known status and an order', async () => {
    const res = await create({ amount: 10 });
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((error: { field: string }) => error.field).sort();
    expect(fields).toEqual(['orderId', 'status', 'txnid']);
    const status = await create(body({ status: 'paid' }));
    expect(status.body.errors[0]).toEqual({
      field: 'status',
      message: 'Please choose a status: success, pending or failure',
    });
  });

  it('updates the fields sent, refusing an unknown order or a taken txnid', async () => {
    const created = (await create(body({ txnid: 'TXNUPDATE', status: 'pending' }))).body;
    const url = `/api/transactions/${created.id}`;
    const res = await call(token, {
      method: 'PATCH',
      url,
      payload: { status: 'success', net_amount_debit: 549.5 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ txnid: 'TXNUPDATE', status: 'success', net_amount_debit: 549.5 });
    const unknown = await call(token, { method: 'PATCH', url, payload: { orderId: 888_888 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('orderId');
    const taken = await call(token, { method: 'PATCH', url, payload: { txnid: 'TXNMANDI0001' } });
    expect(taken.status).toBe(409);
    const after = await call(token, { method: 'GET', url });
    expect(after.body).toMatchObject({ orderId, txnid: 'TXNUPDATE', status: 'success' });
  });

  it('deletes a transaction, then answers 404', async () => {
    const created = (await create(body())).body;
    const url = `/api/transactions/${created.id}`;
    expect((await call(token, { method: 'DELETE', url })).body).toEqual({ id: created.id });
    expect((await call(token, { method: 'GET', url })).status).toBe(404);
    expect((await call(token, { method: 'PATCH', url, payload: { status: 'success' } })).status).toBe(404);
    expect((await call(token, { method: 'DELETE', url })).status).toBe(404);
  });

  it('follows the order screen: it writes, the dashboard reads, others neither', async () => {
    const orderStaff = await tokenFor({ routes: ['order'] });
    const created = await call(orderStaff, { method: 'POST', url: '/api/transactions', payload: body() });
    expect(created.status).toBe(201);
    const dashboard = await tokenFor({ routes: ['dashboard'] });
    expect((await call(dashboard, { method: 'GET', url: '/api/transactions' })).status).toBe(200);
    expect(
      (await call(dashboard, { method: 'POST', url: '/api/transactions', payload: body() })).status,
    ).toBe(403);
    const stranger = await tokenFor({ routes: ['product'] });
    const url = `/api/transactions/${created.body.id}`;
    for (const request of [
      { method: 'GET', url: '/api/transactions' },
      { method: 'GET', url },
      { method: 'POST', url: '/api/transactions', payload: body() },
      { method: 'PATCH', url, payload: { status: 'failure' } },
      { method: 'DELETE', url },
    ] as const) {
      expect((await call(stranger, request)).status, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await call(token, { method: 'GET', url })).body.status).toBe('success');
  });
});
