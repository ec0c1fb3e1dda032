/**
 * The main thread's work on a cold load of a signed-in page, in thread time (CPU the renderer's
 * main thread actually ran, which other load on the machine barely changes, unlike Lighthouse's
 * wall-clock tasks): every top-level task of the page's main thread from a Chromium trace, their
 * sum, and an estimate of Lighthouse's total blocking time at its 4× CPU slowdown (each task's
 * thread time × 4, less 50 ms). Issue 31 §7, to compare builds on a loaded machine.
 *
 *   npm run build --workspace @mandi/web
 *   nice -n 10 npx tsx bench/main-thread.ts --url http://127.0.0.1:3000 [--pages /dashboard,/order/list] [--runs 3] [--top 8]
 *
 * The page is 412 × 823 (Lighthouse's phone, its user agent), the demo admin signed in (its
 * token in localStorage before the page's scripts run, and the session cookie), cache and storage cold; the trace stops 4 s after
 * the network is quiet (two connections at most: the live orders stream stays open).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { numberOption, parseArgs } from './lib/args';

const options = parseArgs(process.argv.slice(2));
const base = (options.get('url') ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = numberOption(options, 'runs', 3);
const top = numberOption(options, 'top', 8);
const PAGES = (options.get('pages') ?? '/dashboard,/order/list').split(',');
const CHROMIUM = process.env.MANDI_E2E_CHROMIUM ?? '/usr/bin/chromium';
const DEMO = { emailAddress: 'admin@mandi.local', password: 'mandi123' };
const SLOWDOWN = 4;
/** Lighthouse's phone (Moto G Power), whose user agent says Mobile. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
/** A top-level task of a thread (Chromium names it ThreadControllerImpl::RunTask now). */
const TASK = /^(ThreadControllerImpl::)?RunTask$/;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { frame?: string; url?: string } };
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The renderer main thread's top-level tasks (ms of thread time), in order, with what ran in them. */
function mainTasks(events: TraceEvent[]): { start: number; cpu: number; what: string }[] {
  // The page's renderer: of the renderer main threads, the one that ran the most.
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (t: TraceEvent) =>
    events.reduce(
      (sum, e) => (e.pid === t.pid && e.tid === t.tid && TASK.test(e.name) ? sum + (e.dur ?? 0) : sum),
      0,
    );
  const main = threads.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => TASK.test(e.name));
  const t0 = Math.min(...onMain.map((e) => e.ts));
  return tasks.map((task) => {
    const inner = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && (e.dur ?? 0) > 1000,
    );
    const label = inner
      .map((e) => (e.args?.data?.url ? `${e.name}(${e.args.data.url.split('/').pop()})` : e.name))
      .filter((name) => !/^(RunTask|ThreadControllerImpl|RunMicrotasks)/.test(name))
      .slice(0, 3)
      .join(' ');
    return { start: (task.ts - t0) / 1000, cpu: (task.tdur ?? task.dur ?? 0) / 1000, what: label };
  });
}

async function measure(page: string, token: string) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-main-thread-')),
  });
  try {
    const tab = await browser.newPage();
    await tab.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    // A phone's browser, signed in as after a sign-in: the server draws the first screen
    // (apps/server/src/modules/first-screen) for the session cookie and a mobile user agent.
    await tab.setUserAgent(PHONE_USER_AGENT);
    await tab.setCookie({
      name: 'mandi_session',
      value: token,
      url: base,
      httpOnly: true,
      sameSite: 'Strict',
    });
    await tab.evaluateOnNewDocument((value) => {
      try {
        localStorage.setItem('mandi.token', value);
      } catch {
        // about:blank has no storage.
      }
    }, token);
    await tab.tracing.start({ categories: ['devtools.timeline', 'toplevel', '__metadata'] });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle2', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const trace = JSON.parse(Buffer.from((await tab.tracing.stop())!).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return mainTasks(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

const token = await signIn();
console.log(
  `Main thread, cold load, thread time (× ${SLOWDOWN} for Lighthouse's phone); load ${os.loadavg()[0]!.toFixed(1)}`,
);
for (const page of PAGES) {
  for (let run = 1; run <= runs; run += 1) {
    const tasks = await measure(page, token);
    const total = tasks.reduce((sum, t) => sum + t.cpu, 0);
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.cpu * SLOWDOWN - 50), 0);
    const long = tasks.filter((t) => t.cpu * SLOWDOWN > 50);
    console.log(
      `${page.padEnd(12)} run ${run}: CPU ${total.toFixed(0)} ms in ${tasks.length} tasks; ${long.length} long at × ${SLOWDOWN}; blocking estimate ${blocking.toFixed(0)} ms`,
    );
    if (run === 1)
      for (const t of [...tasks].sort((a, b) => b.cpu - a.cpu).slice(0, top))
        console.log(
          `    ${t.start.toFixed(0).padStart(6)} ms  ${t.cpu.toFixed(1).padStart(6)} ms  ${t.what.slice(0, 110)}`,
        );
  }
}
