/**
 * Lighthouse (mobile preset: a mid-range phone, simulated slow 4G, CPU × 4) on /login,
 * /dashboard and /order/list of the built app, in Debian's Chromium (issue 31 §7). Prints the
 * four scores, the main metrics and every audit that kept accessibility or best practices
 * below 100.
 *
 *   npm run build --workspace @mandi/web
 *   nice -n 15 npx tsx bench/lighthouse.ts [--url http://127.0.0.1:3000] [--runs 1] [--pages /login,/dashboard]
 *
 * Without --url it starts the app itself (npm start's command) on a fresh demo database in a
 * temporary folder, as the e2e suite does. The signed-in pages read the demo admin's token from
 * localStorage ('mandi.token'), put there before each page's own scripts run, so Lighthouse's
 * storage reset (a cold load: no cache, no service worker) keeps the session; and the session
 * cookie a sign-in sets, so the server draws the first screen as it does after a real sign-in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { numberOption, parseArgs } from './lib/args';

const here = path.dirname(fileURLToPath(import.meta.url));
const options = parseArgs(process.argv.slice(2));
const runs = numberOption(options, 'runs', 1);
const CHROMIUM = process.env.MANDI_E2E_CHROMIUM ?? '/usr/bin/chromium';
const DEMO = { emailAddress: 'admin@mandi.local', password: 'mandi123' };
const TOKEN_KEY = 'mandi.token';
const SESSION_COOKIE = 'mandi_session';
const PAGES = (options.get('pages') ?? '/login,/dashboard,/order/list').split(',');
/** --save <folder>: each run's full report as JSON there, to read its diagnostics. */
const SAVE = options.get('save');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

/** The app as `npm start` runs it, on a fresh demo database; answers its URL and a stop. */
async function startApp(): Promise<{ url: string; stop: () => void }> {
  const port = 3290 + Math.floor(Math.random() * 9);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-lighthouse-'));
  const child: ChildProcess = spawn('npm', ['run', 'start', '--prefix', path.join(here, '../apps/server')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MANDI_DATA_DIR: dataDir,
      MANDI_SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error('The app did not answer /api/health in 300 s');
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

interface PageResult {
  page: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
  failing: string[];
}

/** The first elements an audit names (its table's node snippets), to know what to fix. */
function offenders(details: unknown): string[] {
  const items = (details as { items?: { node?: { snippet?: string; selector?: string } }[] })?.items ?? [];
  return items
    .slice(0, 4)
    .flatMap((item) =>
      item.node ? [`      ${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.slice(0, 220)] : [],
    );
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function resultOf(page: string, lhr: Lhr): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id]?.displayValue ?? '?']),
  );
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push(`${id}: ${audit.id} (${audit.title})`, ...offenders(audit.details));
    }
  }
  return { page, scores, metrics, failing };
}

/** One Lighthouse navigation of `page`, signed in unless it is /login. */
async function audit(browser: Browser, port: number, base: string, page: string, token: string) {
  const tab = await browser.newPage();
  if (page !== '/login') {
    // The session cookie a sign-in sets (apps/server/src/modules/first-screen/session-cookie.ts):
    // with it the server draws /dashboard and /order/list into the page. Lighthouse's storage
    // reset keeps cookies.
    await tab.setCookie({
      name: SESSION_COOKIE,
      value: token,
      url: base,
      httpOnly: true,
      sameSite: 'Strict',
    });
    // Runs in every document before its scripts, so the reset storage gets the token back.
    await tab.evaluateOnNewDocument(
      (key, value) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage.
        }
      },
      TOKEN_KEY,
      token,
    );
  }
  const answer = await lighthouse(
    `${base}${page}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    undefined,
    tab,
  );
  await tab.close();
  if (!answer) throw new Error(`Lighthouse gave no result for ${page}`);
  if (answer.lhr.runtimeError) throw new Error(`${page}: ${answer.lhr.runtimeError.message}`);
  if (SAVE) {
    fs.mkdirSync(SAVE, { recursive: true });
    const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(SAVE, name), JSON.stringify(answer.lhr));
  }
  return resultOf(page, answer.lhr);
}

async function main() {
  const given = options.get('url');
  const app = given ? { url: given.replace(/\/$/, ''), stop: () => {} } : await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  // A time-out or Ctrl+C still stops the browser and the app (the app runs in its own group).
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      chrome.kill();
      app.stop();
      process.exit(1);
    });
  try {
    const token = await signIn(app.url);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    console.log(`Lighthouse (mobile preset) on ${app.url}; load average ${os.loadavg()[0]!.toFixed(1)}`);
    console.log('page          run  perf  a11y  bp  seo   FCP      LCP      TBT      CLS    SI');
    for (const page of PAGES) {
      for (let run = 1; run <= runs; run += 1) {
        const result = await audit(browser, chrome.port, app.url, page, token);
        const s = result.scores;
        const m = result.metrics;
        console.log(
          `${page.padEnd(13)} ${String(run).padStart(3)}  ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(3)} ${String(s.seo).padStart(4)}   ${m.FCP!.padEnd(8)} ${m.LCP!.padEnd(8)} ${m.TBT!.padEnd(8)} ${m.CLS!.padEnd(6)} ${m.SI}`,
        );
        for (const line of result.failing) console.log(`    ${line}`);
      }
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    app.stop();
  }
}

await main();
