import { faqs as faqDef } from '@mandi/domain';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedCall } from '../../../test/typed-client';
import { faqs } from '../../db/schema';

describe('/api/faqs', async () => {
  const { call, tokenFor, database } = await createTestApp();
  let token: string;
  const api = () => typedCall(call, token, faqDef);

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

  it('lists by priority', async () => {
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

  it('pages by 50 without a limit being asked for', async () => {
    // 60 more questions (priority 10 and up, after the three above): 63 rows, pages of 50 and 13.
    await database.db.insert(faqs).values(
      Array.from({ length: 60 }, (_, i) => ({
        title: `Question ${String(i + 1).padStart(2, '0')}?`,
        answer: 'An answer.',
        priority: 10 + i,
      })),
    );
    const first = await call(token, { method: 'GET', url: '/api/faqs' });
    expect(first.body).toMatchObject({ total: 63, count: 50, page: 1, pageCount: 2 });
    expect(first.body.data).toHaveLength(50);
    const second = await call(token, { method: 'GET', url: '/api/faqs?page=2' });
    expect(second.body).toMatchObject({ total: 63, count: 13, page: 2, pageCount: 2 });
    expect(second.body.data.map((faq: { title: string }) => faq.title).at(-1)).toBe('Question 60?');
    await database.db.delete(faqs).where(like(faqs.title, 'Question %'));
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
