import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes';
import { publicRoutes } from '../routes/public-routes';

/**
 * public/first-paint.js runs before the app's code, so it keeps its own copy of which screens
 * are outside the shell (no frame of the shell there). The copy must follow the routes.
 */
const script = readFileSync(new URL('../../public/first-paint.js', import.meta.url), 'utf8');
const PUBLIC_PATHS = new RegExp(/const PUBLIC_PATHS = \/(.+)\/;/.exec(script)![1]!);
/** A route's path as visited: each parameter filled in. */
const visited = (path: string) => path.replace(/:[^/]+/g, 'x');

describe("first-paint.js's public screens", () => {
  it('are every public route', () => {
    for (const route of publicRoutes) expect(visited(route.path), route.path).toMatch(PUBLIC_PATHS);
  });

  it('are no screen of the shell', () => {
    for (const route of appRoutes) expect(visited(route.path), route.path).not.toMatch(PUBLIC_PATHS);
  });
});

describe("first-paint.js's look of a drawn screen", () => {
  it("is the shell settings' default colour and size", async () => {
    const { DEFAULT_SETTINGS } = await import('../shell/settings-store');
    const look = /const DRAWN_LOOK = \{ themeColor: '([^']+)', size: '([^']+)' \};/.exec(script);
    expect(look?.slice(1)).toEqual([DEFAULT_SETTINGS.themeColor, DEFAULT_SETTINGS.size]);
  });

  it("knows where a list's chosen columns are kept", async () => {
    const { COLUMNS_STORAGE_PREFIX } = await import('../kit/list/use-hidden-columns');
    expect(script).toContain(`const COLUMNS_STORAGE_PREFIX = '${COLUMNS_STORAGE_PREFIX}';`);
  });
});
