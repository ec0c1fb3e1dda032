/**
 * A signed-in first screen drawn on the server (issue 31 §7): the same React components, with
 * the same queries asked of the server's own routes, to HTML and antd's CSS. The server puts it
 * in index.html (apps/server/src/modules/first-screen), so the page shows the screen with its
 * figures before any script of the app has run; the app takes it over (first-screen/take-over.ts).
 *
 * Built apart by `vite build --ssr` (package.json) into dist-server/, and loaded by the server.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { type AdminSession, canOpen, isFirstScreenPath } from '@mandi/domain';
import {
  type DehydratedState,
  dehydrate,
  type Query,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { configureClient } from '../api/client';
import { pageTitle, type RouteHandle } from '../app/current-route';
import { queryDefaults } from '../app/query-client';
import { COMPONENT_SIZE, themeOf } from '../app/theme';
import { setServerSession } from '../auth/session-store';
import { type DrawnWidth, DrawnWidthContext } from '../kit/narrow-window';
import { appRoutes } from '../routes';
import { PageHeading } from '../shell/page-heading';
import { DEFAULT_SETTINGS } from '../shell/settings-store';
import { FIRST_SCREEN_MODULES } from './first-screen-paths';
import { classesIn, withoutUnusedRules } from './unused-css';

export interface FirstScreenInput {
  /** The page's path and query, as asked: '/order/list?status=Pending'. */
  url: string;
  session: AdminSession;
  /** The window it is drawn for: a phone's, or larger (the server reads it off the request). */
  width: DrawnWidth;
  /** The API as this admin: the server's own routes. */
  fetch: typeof fetch;
}

export interface FirstScreen {
  /** The screen's content area (the shell's `main`): its heading and the screen. */
  html: string;
  width: DrawnWidth;
  /** antd's styles for what was drawn. */
  css: string;
  /** The answers drawn, for the app's first render (TanStack Query's dehydrated cache). */
  state: DehydratedState;
  title: string;
  /** The screen's module, whose built stylesheets the page links (the build's manifest). */
  module: string;
}

/**
 * extractStyle's map of the styles it wrote, read by antd in the browser as "these are in a
 * stylesheet already": the app would then leave them out of its own, and lose them when the
 * drawn copy's styles go at its take-over.
 */
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/;

/** Renders ask their queries again until every answer is in; a screen needs two passes. */
const MAX_PASSES = 4;

/**
 * A query the drawn screen waits for: no answer yet, and not held back by its `enabled` option
 * (a query that waits for the visitor's input is left unasked, as the browser would).
 */
function awaitsAnswer(query: Query): boolean {
  if (query.state.status !== 'pending') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function toText(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * antd's styles and theme tokens, kept from one drawing to the next: computing them is most of a
 * drawing's work, and the screens use the same components in the same theme, so the cache stays
 * small. It holds every style drawn so far; each page keeps only those its HTML uses (unused-css.ts).
 */
const cache = createCache();

/**
 * The first screen for `url`, or undefined when this page is not drawn on the server, the admin
 * may not open it, or an answer failed (the app then draws it as ever). One at a time: the
 * session and the API client are the module's own while a screen is drawn.
 */
export function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | undefined> {
  const next = queue.then(() => draw(input));
  queue = next.catch(() => undefined);
  return next;
}

async function draw({ url, session, width, fetch }: FirstScreenInput): Promise<FirstScreen | undefined> {
  const pathname = new URL(url, 'http://first.screen').pathname;
  if (!isFirstScreenPath(pathname)) return undefined;
  const route = appRoutes.find((r) => r.path === pathname);
  if (!route || (route.routeKey && !canOpen(session, route.routeKey))) return undefined;
  const { default: Screen } = await route.load();
  configureClient({ token: () => null, onUnauthorized: () => {}, fetch });
  setServerSession(session);
  try {
    const queryClient = new QueryClient({ defaultOptions: queryDefaults });
    const handler = createStaticHandler([
      {
        path: route.path,
        handle: { route } satisfies RouteHandle,
        // The shell's content area, as shell/shell-layout.tsx lays it out.
        element: (
          <main className="shell-content">
            <PageHeading content={{ current: null }} />
            <Screen />
          </main>
        ),
      },
    ]);
    const context = await handler.query(new Request(new URL(url, 'http://first.screen')));
    if (context instanceof Response) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const settings = DEFAULT_SETTINGS;
    const tree = () => (
      <StyleProvider cache={cache}>
        <ConfigProvider
          theme={themeOf(settings.themeColor, settings.size)}
          componentSize={COMPONENT_SIZE[settings.size]}
          locale={enGB}
        >
          <AntApp>
            <QueryClientProvider client={queryClient}>
              <DrawnWidthContext value={width}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </DrawnWidthContext>
            </QueryClientProvider>
          </AntApp>
        </ConfigProvider>
      </StyleProvider>
    );
    let html = '';
    for (let pass = 1; ; pass++) {
      html = await toText(tree());
      const asked = queryClient.getQueryCache().findAll({ predicate: awaitsAnswer });
      if (asked.length === 0) break;
      // Still asking after that many passes: not a screen this drawing knows how to finish.
      if (pass === MAX_PASSES) return undefined;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      if (queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length > 0)
        return undefined;
    }
    return {
      html,
      width,
      css: withoutUnusedRules(
        extractStyle(cache, { plain: true }).replace(CACHE_PATH_RULE, ''),
        classesIn(html),
      ),
      state: dehydrate(queryClient),
      title: pageTitle(route.title),
      module: FIRST_SCREEN_MODULES[pathname],
    };
  } finally {
    setServerSession(null);
  }
}
