import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { faqs } from '../db/schema';
import { multipartFile, PNG } from '../modules/categories/catalogue.factories';
import { createOrderWithLines } from '../modules/orders/orders.factories';
import { createProductVia } from '../modules/products/products.factories';
import { createCustomer, createOrganization, createUsersRole } from '../modules/users/users.factories';
import { errorShapeProblem } from './answer-shape';

/** JSON of `body` with each 'LONE' written as a lone surrogate escape, as a careless client sends it. */
const withLone = (body: object) => JSON.stringify(body).replaceAll('LONE', '\\ud800');

/** The named examples: each answers 400 in the error shape naming the field, and changes nothing. */
describe('hostile input answers 400, never 5xx', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  let faqId: number;
  const faqCount = async () => (await database.db.select({ n: count() }).from(faqs))[0]!.n;

  beforeAll(async () => {
    token = await tokenFor();
    const res = await call(token, {
      method: 'POST',
      url: '/api/faqs',
      payload: { title: 'Do you deliver on Sundays?', answer: 'Yes' },
    });
    faqId = res.body.id;
  });

  function expectRefused(res: { status: number; body: unknown }, field?: string) {
    expect(res.status).toBe(400);
    expect(errorShapeProblem(400, res.body)).toBeUndefined();
    if (field) expect((res.body as { errors: { field: string }[] }).errors[0]!.field).toBe(field);
  }

  it('refuses ids outside int4 or with trailing whitespace, deleting nothing', async () => {
    for (const id of ['2147483648', '9007199254740991', '999999991e3']) {
      expectRefused(await call(token, { method: 'GET', url: `/api/faqs/${id}` }), 'id');
    }
    expectRefused(await call(token, { method: 'DELETE', url: `/api/faqs/${faqId}%0A` }), 'id');
    expect((await call(token, { method: 'GET', url: `/api/faqs/${faqId}` })).status).toBe(200);
  });

  it('refuses a NUL in a text field, naming it, and stores nothing', async () => {
    const before = await faqCount();
    const res = await call(token, {
      method: 'POST',
      url: '/api/faqs',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"a\\u0000b","answer":"Yes"}',
    });
    expectRefused(res, 'title');
    expect(res.body.message).toBe('Title must not contain a NUL character');
    const nested = await call(token, {
      method: 'POST',
      url: '/api/coupons',
      payload: { name: 'x', category: [{ id: 1, note: 'a\u0000b' }] },
    });
    expect(nested.body.errors[0]).toEqual({
      field: 'category.0.note',
      message: 'Note must not contain a NUL character',
    });
    expect(await faqCount()).toBe(before);
  });

  it('refuses a NUL in a list filter, a search and an export query', async () => {
    expectRefused(await call(token, { method: 'GET', url: '/api/faqs?filter=title||$eq||a%00b' }), 'filter');
    const search = encodeURIComponent(JSON.stringify({ title: 'a\u0000b' }));
    expectRefused(await call(token, { method: 'GET', url: `/api/faqs?s=${search}` }), 'title');
    expectRefused(await call(token, { method: 'GET', url: '/api/taxes/export?or=name||$cont||%00' }), 'or');
  });

  it('refuses a lone surrogate (JSON "\\ud800") in any text, a list filter and a search, changing nothing', async () => {
    // Valid JSON, not valid text: on PostgreSQL an order note answered 500 (jsonb refused it)
    // and a FAQ, product or customer was stored with U+FFFD instead of what was sent.
    const send = (method: 'POST' | 'PATCH', url: string, body: object) =>
      call(token, { method, url, headers: { 'content-type': 'application/json' }, payload: withLone(body) });
    const before = await faqCount();
    const faq = await send('POST', '/api/faqs', { title: 'Fresh LONE?', answer: 'Yes' });
    expectRefused(faq, 'title');
    expect(faq.body.message).toBe('Title contains characters that are not valid text');
    expectRefused(await send('PATCH', `/api/faqs/${faqId}`, { answer: 'LONE' }), 'answer');
    expect(await faqCount()).toBe(before);

    expectRefused(await send('POST', '/api/products', { name: 'Atta LONE' }), 'name');
    const product = await createProductVia(call, token, {});
    expectRefused(await send('PATCH', `/api/products/${product.id}`, { tags: ['LONE'] }), 'tags.0');

    const customer = {
      fullName: 'Meena LONE',
      emailAddress: 'meena.lone@example.in',
      mobileNumber: '9310000001',
      password: 'kirana42',
      usersRoleId: (await createUsersRole(database.db)).id,
      organizationId: (await createOrganization(database.db)).id,
    };
    expectRefused(await send('POST', '/api/users', customer), 'fullName');
    const stored = await createCustomer(database.db);
    expectRefused(await send('PATCH', `/api/users/${stored.id}`, { fullName: 'Meena LONE' }), 'fullName');

    const order = await createOrderWithLines(database.db, { status: 'Order Placed' });
    const { updatedTimestamp } = (await call(token, { method: 'GET', url: `/api/orders/fetch/${order.id}` }))
      .body;
    const note = await send('PATCH', `/api/orders/${order.id}`, {
      status: 'Order Placed',
      note: 'Ring the bell LONE',
      updatedTimestamp,
    });
    expectRefused(note, 'note');
    const after = await call(token, { method: 'GET', url: `/api/orders/fetch/${order.id}` });
    expect(after.body.updatedTimestamp).toBe(updatedTimestamp);

    const search = encodeURIComponent(withLone({ $or: [{ title: 'LONE' }, { answer: { $cont: 'x' } }] }));
    expectRefused(await call(token, { method: 'GET', url: `/api/faqs?s=${search}` }), 'title');
    // A query string cannot carry one (undecodable escapes stay as typed): found nothing, not a 500.
    const filter = await call(token, { method: 'GET', url: '/api/faqs?filter=title||$cont||%ED%A0%80' });
    expect(filter.status).toBe(200);
    expect(filter.body.total).toBe(0);
  });

  it('refuses numbers beyond their column, naming the field', async () => {
    const multiplier = await call(token, {
      method: 'POST',
      url: '/api/products',
      payload: { name: 'Huge Atta', multiplier: 1e308 },
    });
    expectRefused(multiplier, 'multiplier');
    expect(multiplier.body.errors[0].message).toBe('Multiplier should be at most 99,99,999.999');
    const amount = await call(token, {
      method: 'POST',
      url: '/api/coupons',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"name":"Big","code":"BIG1","description":"Big","validFrom":"2030-01-01","validTill":"2030-02-01",' +
        '"totalAvailable":1,"minimumAmount":1,"applyDiscount":"amount","discountAmount":18446744073709551616}',
    });
    expectRefused(amount, 'discountAmount');
    expect(amount.body.errors[0].message).toBe('Amount should be at most 9,99,99,99,999.99');
    const stock = await call(token, {
      method: 'GET',
      url: '/api/products-variations?filter=stockQuantity||$gt||99999999999',
    });
    expectRefused(stock, 'stockQuantity');
  });

  it('refuses broken multipart on an upload', async () => {
    const boundary = 'b0undary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx`;
    const cases: [Record<string, string>, string][] = [
      [{ 'content-type': 'multipart/form-data' }, `${part}\r\n--${boundary}--\r\n`],
      [{ 'content-type': `multipart/form-data; boundary=${boundary}` }, part],
      [{ 'content-type': `multipart/form-data; boundary=${boundary}` }, ''],
      [{ 'content-type': 'text/plain' }, 'file'],
    ];
    for (const [headers, payload] of cases) {
      expectRefused(await call(token, { method: 'POST', url: '/api/common/upload', headers, payload }));
    }
  });

  it('refuses a NUL in multipart text: a file name, a JSON field', async () => {
    const upload = multipartFile('logo\u0000.png', PNG);
    const named = await call(token, { method: 'POST', url: '/api/common/upload', ...upload });
    expectRefused(named, 'file');
    const boundary = 'b0undary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="product"\r\n\r\n` +
      '{"name":"Atta\\u0000","variations":[]}' +
      `\r\n--${boundary}--\r\n`;
    const item = await call(token, {
      method: 'POST',
      url: '/api/products/singleImport',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectRefused(item, 'product.name');
  });

  it('answers a bad export query with JSON before any byte of the file', async () => {
    const res = await call(token, { method: 'GET', url: '/api/admins/export?sort=nofield,ASC' });
    expectRefused(res, 'nofield');
    const good = await call(token, { method: 'GET', url: '/api/admins/export?sort=id,DESC' });
    expect(good.status).toBe(200);
  });
});
