import { apiSignIn, expect, test } from '../fixtures';

test('the server answers, serves the built app and signs the demo admin in', async ({ request, baseURL }) => {
  expect((await request.get('/api/health')).ok()).toBe(true);
  const index = await request.get('/login');
  expect(index.ok()).toBe(true);
  expect(await index.text()).toContain('<div id="root">');
  expect(await apiSignIn(baseURL!)).toMatch(/\S{20,}/);
});
