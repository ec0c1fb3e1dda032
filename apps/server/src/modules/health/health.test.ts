import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';

describe('GET /api/health', async () => {
  const { call } = await createTestApp();

  it('answers 200 when the database answers', async () => {
    const res = await call(null, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await call(null, { method: 'GET', url: '/api/nothing-here' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
