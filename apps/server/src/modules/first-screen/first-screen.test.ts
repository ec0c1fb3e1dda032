import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createAdmin } from '../auth/auth.factories';
import { widthOf } from './first-screen.routes';
import { firstScreenPage } from './first-screen-page';
import { cookieToken, SESSION_COOKIE } from './session-cookie';

describe('the session cookie of a first screen', async () => {
  const { app, database } = await createTestApp();

  it('is set by a sign-in, HttpOnly and SameSite=Strict, for the session’s life, and cleared by log out', async () => {
    const admin = await createAdmin(database.db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { emailAddress: admin.email, password: admin.password },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().token as string;
    expect(signIn.headers['set-cookie']).toBe(
      // The session's life: MANDI_SESSION_HOURS, 168 by default.
      `${SESSION_COOKIE}=${token}; Max-Age=${168 * 3600}; Path=/; HttpOnly; SameSite=Strict`,
    );

    // The cookie alone opens no API route: the API takes the bearer token only.
    const byCookie = await app.inject({
      method: 'POST',
      url: '/api/admins/me',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(byCookie.statusCode).toBe(401);

    const logOut = await app.inject({
      method: 'POST',
      url: '/api/admins/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logOut.statusCode).toBe(200);
    expect(logOut.headers['set-cookie']).toBe(
      `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict`,
    );
  });

  it('is read off the request’s cookies', () => {
    const request = (cookie?: string) => ({ headers: { cookie } }) as FastifyRequest;
    expect(cookieToken(request(`a=1; ${SESSION_COOKIE}=abc-_9; b=2`))).toBe('abc-_9');
    expect(cookieToken(request('a=1'))).toBeUndefined();
    expect(cookieToken(request(`${SESSION_COOKIE}=`))).toBeUndefined();
    expect(cookieToken(request())).toBeUndefined();
  });
});

describe('the width a first screen is drawn for', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
  it('is a phone’s when the browser says it is mobile', () => {
    expect(widthOf(request({ 'sec-ch-ua-mobile': '?1' }))).toBe('narrow');
    expect(widthOf(request({ 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1' }))).toBe(
      'narrow',
    );
    expect(
      widthOf(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux) Chrome/140' })),
    ).toBe('wide');
    expect(widthOf(request({}))).toBe('wide');
  });
});

describe('the page of a first screen', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-first-screen-'));
  fs.mkdirSync(path.join(folder, '.vite'));
  fs.mkdirSync(path.join(folder, 'assets'));
  fs.writeFileSync(
    path.join(folder, 'index.html'),
    '<html><head><title>Mandi Admin</title><!--first-screen-head--></head><body><!--first-screen-body--><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(folder, 'assets', 'shell.css'), '.shell-content{padding:16px}');
  fs.writeFileSync(path.join(folder, 'assets', 'orders.css'), '.order-list{gap:8px}');
  fs.writeFileSync(
    path.join(folder, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/shell/shell-layout.tsx': { css: ['assets/shell.css'] },
      'src/routes/orders/order-list.tsx': { imports: ['_shared.js'] },
      '_shared.js': { css: ['assets/orders.css'] },
    }),
  );
  const page = firstScreenPage(folder);

  it('puts the screen, its styles and its answers where index.html marks them', () => {
    const html = page({
      html: '<main class="shell-content"><h1 class="page-title">Orders</h1></main>',
      width: 'narrow',
      css: '.ant-table{color:red}',
      state: {
        queries: [
          { queryKey: ['orders'], state: { data: { note: 'a $& b </script><script>alert(1)</script>' } } },
        ],
      },
      title: 'Orders - Mandi Admin',
      module: 'src/routes/orders/order-list.tsx',
    });
    expect(html).toContain('<title>Orders - Mandi Admin</title>');
    expect(html).toContain(
      '<style id="first-screen-css">.ant-table{color:red}\n.shell-content{padding:16px}\n.order-list{gap:8px}</style></head>',
    );
    expect(html).toContain(
      '<div id="first-paint-screen" data-width="narrow"><main class="shell-content"><h1 class="page-title">Orders</h1></main></div>',
    );
    // The answers' text cannot end their script element, and `$&` is no replacement pattern.
    const state = /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state ?? '')).toMatchObject({
      queries: [{ state: { data: { note: 'a $& b </script><script>alert(1)</script>' } } }],
    });
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
