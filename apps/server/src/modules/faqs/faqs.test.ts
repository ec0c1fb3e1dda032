import { faqs } from '@mandi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedCall } from '../../../test/typed-client';

describe('/api/faqs', async () => {
  const { call, tokenFor } = await createTestApp();
  let token: string;
  const api = () => typedCall(call, token, faqs);

  beforeAll(async () => {
    token = await tokenFor({ routes: ['faq'] });
    for (const [title, priority] of [
      ['Do you deliver on Sundays?', 3],
      ['Is cash on delivery available?', 1],
      ['How do I return a damaged item?', 2],
    ] as const) {
      const res = await call(token, {
        method: 'POST',
        url: '/api/faqs',
        payload: { title, answer: `About ${title.toLowerCase()}`, priority },
      });
      expect(res.status).toBe(201);
    }
  });

  it('lists by priority, 50 a page', async () => {
    const res = await call(token, { method: 'GET', url: '/api/faqs' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((faq: { priority: number }) => faq.priority)).toEqual([1, 2, 3]);
    expect(res.body).toMatchObject({ total: 3, count: 3 });
    const many = await call(token, { method: 'GET', url: '/api/faqs?filter=title||$contL||deliver' });
    expect(many.body.data.map((faq: { title: string }) => faq.title)).toEqual([
      'Is cash on delivery available?',
      'Do you deliver on Sundays?',
    ]);
  });

  it('refuses a question without title or answer in the spec words, and a repeated one', async () => {
    const empty = await call(token, {
      method: 'POST',
      url: '/api/faqs',
      payload: { title: ' ', answer: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Please enter title' },
        { field: 'answer', message: 'Please enter answer' },
      ]),
    );
    const badPriority = await call(token, {
      method: 'POST',
      url: '/api/faqs',
      payload: { title: 'Minimum order?', answer: 'None', priority: 'first' },
    });
    expect(badPriority.body.errors).toEqual([{ field: 'priority', message: 'Priority should be a number' }]);
    const again = await call(token, {
      method: 'POST',
      url: '/api/faqs',
      payload: { title: 'is cash on delivery available?', answer: 'Yes' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This question is already answered');
  });

  it('edits, toggles and deletes', async () => {
    const created = await api().create({
      title: 'Can I change my delivery slot?',
      answer: 'Yes, until 6 pm.',
    });
    expect(created.body).toMatchObject({ enabled: true, priority: 0 });
    const id = created.body.id;
    const edited = await api().update(id, { priority: 4 });
    expect(edited.body).toMatchObject({ priority: 4, answer: 'Yes, until 6 pm.' });
    const off = await api().toggle(id, false);
    expect(off.body.enabled).toBe(false);
    expect((await call(token, { method: 'DELETE', url: `/api/faqs/${id}` })).status).toBe(200);
    expect((await call(token, { method: 'GET', url: `/api/faqs/${id}` })).status).toBe(404);
  });

  it('is for roles with the FAQ screen', async () => {
    const brands = await tokenFor({ routes: ['brand'] });
    expect((await call(brands, { method: 'GET', url: '/api/faqs' })).status).toBe(403);
    expect((await call(null, { method: 'GET', url: '/api/faqs' })).status).toBe(401);
  });
});
