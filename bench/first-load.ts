/**
 * What a cold first load of a screen costs on the wire: reads the web build (apps/web/dist and
 * its Vite manifest) and sums, for each page, the entry script and every chunk it imports
 * statically, the page's lazy chunks (the signed-in routes, the shell, the screen) and theirs, and the CSS they bring. Prints raw, gzip
 * and brotli bytes (the .gz and .br the build writes beside each file, which the server sends).
 *
 *   npm run build && npx tsx bench/first-load.ts [--dist apps/web/dist] [--budget 250]
 *
 * Exits 1 when the login page's JavaScript passes the budget (KB gzip).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { numberOption, parseArgs } from './lib/args';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy chunks each page opens, by source module (apps/web/src/app/router.tsx): a signed-out
 * visitor's /login needs only its screen (its form rules and the toast host come when idle or
 * on first use); a signed-in /product/list needs the shell around it and the toast host.
 */
/** What every signed-in page opens around its screen. */
const signedIn = (screen: string) => [
  // The app itself: main.tsx imports it once the page wants the app (app/first-paint.ts).
  'src/app/boot.tsx',
  'src/app/signed-in-routes.tsx',
  'src/shell/shell-layout.tsx',
  screen,
  // The toast host (antd <App>, message, notification) mounts with the signed-in screens.
  'src/app/toasts.tsx',
];

const PAGES: Record<string, string[]> = {
  '/login': ['src/routes/login/login-page.tsx'],
  '/product/list': signedIn('src/routes/products/product-list.tsx'),
  // The two signed-in pages Lighthouse measures (issue 31 §7); the dashboard's chart is lazy.
  '/dashboard': signedIn('src/routes/dashboard/dashboard-page.tsx'),
  '/order/list': signedIn('src/routes/orders/order-list.tsx'),
};

const here = path.dirname(fileURLToPath(import.meta.url));
const options = parseArgs(process.argv.slice(2));
const dist = path.resolve(options.get('dist') ?? path.join(here, '../apps/web/dist'));
const budgetKb = numberOption(options, 'budget', 250);

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: run \`npm run build\` first (build.manifest is on in vite.config.ts).`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The manifest has no entry');

/** The files a chunk needs before it runs: itself, its static imports (deep), their CSS. */
function closure(keys: string[], files = new Set<string>(), seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    closure(chunk.imports ?? [], files, seen);
  }
  return files;
}

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/** The bytes the server sends for a file: its precompressed copy, or one made here. */
function sizeOf(file: string): Size {
  const full = path.join(dist, file);
  const content = fs.readFileSync(full);
  const stored = (suffix: string, make: () => Buffer) =>
    fs.existsSync(full + suffix) ? fs.statSync(full + suffix).size : make().length;
  return {
    raw: content.length,
    gzip: stored('.gz', () => zlib.gzipSync(content, { level: 9 })),
    brotli: stored('.br', () => zlib.brotliCompressSync(content)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const add = (a: Size, b: Size): Size => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});
const zero: Size = { raw: 0, gzip: 0, brotli: 0 };

let overBudget = false;
for (const [page, sources] of Object.entries(PAGES)) {
  const lazy = sources.filter((source) => {
    if (manifest[source]) return true;
    console.log(`  (${source} is not a chunk of its own: it is inside the chunks above)`);
    return false;
  });
  const files = [...closure([entryKey, ...lazy])];
  const js = files.filter((file) => file.endsWith('.js'));
  const css = files.filter((file) => file.endsWith('.css'));
  const jsSize = js.map(sizeOf).reduce(add, zero);
  const cssSize = css.map(sizeOf).reduce(add, zero);
  console.log(`\nCold ${page}: ${js.length} scripts, ${css.length} stylesheets`);
  console.log(`  JavaScript  raw ${kb(jsSize.raw)}  gzip ${kb(jsSize.gzip)}  brotli ${kb(jsSize.brotli)}`);
  console.log(`  CSS         raw ${kb(cssSize.raw)}  gzip ${kb(cssSize.gzip)}  brotli ${kb(cssSize.brotli)}`);
  if (options.has('files')) {
    for (const file of files.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
      console.log(`    ${kb(sizeOf(file).gzip).padStart(9)}  ${file}`);
    }
  }
  if (page === '/login' && jsSize.gzip > budgetKb * 1024) {
    console.log(`  over the budget of ${budgetKb} KB gzip`);
    overBudget = true;
  }
}
process.exit(overBudget ? 1 : 0);
