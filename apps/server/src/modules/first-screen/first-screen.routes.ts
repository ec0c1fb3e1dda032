import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AdminSession, FIRST_SCREEN_PATHS } from '@mandi/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { findSession } from '../../plugins/auth';
import { presentSession } from '../auth/auth.presenter';
import { firstScreenPage, type RenderedScreen } from './first-screen-page';
import { cookieToken } from './session-cookie';

/** The web app's server renderer (apps/web/src/first-screen/render-first-screen.tsx, built). */
interface Renderer {
  renderFirstScreen(input: {
    url: string;
    session: AdminSession;
    width: 'narrow' | 'wide';
    fetch: typeof fetch;
  }): Promise<RenderedScreen | undefined>;
}

/**
 * A phone's window (narrow) or a larger one, as the request tells: the browser's mobile hint
 * (Sec-CH-UA-Mobile, sent by Chromium unasked) or "Mobi" in its user agent (MDN's advice for
 * Safari and Firefox). The page shows the drawn screen only in a window of that width (a media
 * query in index.html); another window gets the app's own drawing.
 */
export function widthOf(request: FastifyRequest): 'narrow' | 'wide' {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return 'narrow';
  return /Mobi/.test(request.headers['user-agent'] ?? '') ? 'narrow' : 'wide';
}

/** Past this the page goes without its drawing: the app draws the screen as ever. */
const DRAWING_TIME_LIMIT_MS = 5_000;
const TIMED_OUT = Symbol('timed out');
const timeOut = (ms: number) =>
  new Promise<typeof TIMED_OUT>((resolve) => setTimeout(() => resolve(TIMED_OUT), ms).unref());

/** The API as the admin of `token`: the app's own routes, in process. */
function apiAs(app: FastifyInstance, token: string): typeof fetch {
  return async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * GET /dashboard and /order/list for a browser that carries a session cookie: index.html with
 * the screen already drawn in it (issue 31 §7; apps/web/src/first-screen). Anything else (no
 * cookie, an ended session, a screen the role may not open, a failed answer) gets index.html as
 * every other path of the app does, and the app draws the screen itself.
 */
export function firstScreenRoutes(app: FastifyInstance, db: Db, webFolder: string) {
  const rendererFile = path.join(path.dirname(webFolder), 'dist-server', 'render-first-screen.js');
  if (!fs.existsSync(rendererFile)) return;
  // Loaded at the first page it draws (React, antd and the screens: some 50 MB), so a server
  // that never draws one (an API client's, a benchmark's) does not carry it.
  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
    return renderer;
  };
  const page = firstScreenPage(webFolder);

  const plain = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');

  async function draw(request: FastifyRequest, reply: FastifyReply) {
    const token = cookieToken(request);
    if (!token) return plain(reply);
    try {
      const principal = await findSession(db, token);
      if (!principal) return plain(reply);
      const { renderFirstScreen } = await loadRenderer();
      const drawing = renderFirstScreen({
        url: request.url,
        session: presentSession(principal),
        width: widthOf(request),
        fetch: apiAs(app, token),
      });
      const screen = await Promise.race([drawing, timeOut(DRAWING_TIME_LIMIT_MS)]);
      if (screen === TIMED_OUT) request.log.warn('first screen not drawn in time');
      if (!screen || screen === TIMED_OUT) return plain(reply);
      return (
        reply
          .type('text/html; charset=utf-8')
          // One admin's figures: never kept by a cache.
          .header('cache-control', 'no-store')
          .send(page(screen))
      );
    } catch (error) {
      request.log.warn({ err: error }, 'first screen not drawn');
      return plain(reply);
    }
  }

  for (const url of FIRST_SCREEN_PATHS) app.get(url, { schema: { hide: true } }, draw);
}
