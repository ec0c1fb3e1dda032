import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The e2e suite drives the built web app, served by the real server on a fresh database, in
 * the system Chromium. `npm run test:e2e` at the root builds the app first; `npm test` here
 * runs against the last build. Never downloads browsers.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../apps/web/dist/index.html');
if (!fs.existsSync(webDist)) {
  throw new Error('The web app is not built: run `npm run test:e2e` at the root (it builds first).');
}

const port = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${port}`;

// One fresh database per run. The runner loads this file first and makes the folder; the
// workers load it again and inherit the folder through the environment.
process.env.MANDI_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-e2e-'));

export default defineConfig({
  testDir: './specs',
  // Two runs at once on one checkout (E2E_PORT, E2E_OUTPUT_DIR) must not share a folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  // Two: a third worker made no run faster on CI's 2 cores (Chromium, the server and axe keep
  // them busy) and put more specs beside each other.
  workers: 2,
  retries: 0,
  // Generous: the suite shares a small machine with the server it drives.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  // .ci/run collects a JSON report of every run for its closing "N passed, N failed" line.
  reporter: process.env.CI_REPORT_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.CI_REPORT_DIR, 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1366, height: 820 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The app honours the system's reduced motion (antd's motion off): menus, dialogs and
    // drawers open and close at once, so no step waits on an animation.
    reducedMotion: 'reduce',
    // Not on CI: nobody can open a trace left on its machine, and recording one (screencast
    // and DOM snapshots) cost about 30% of the suite's CPU. `--trace on` records one locally.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.MANDI_E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Checks the server and the demo sign-in once; its teardown project runs after all others.
    { name: 'setup', testMatch: /server\.setup\.ts/, teardown: 'password' },
    { name: 'app', dependencies: ['setup'], testIgnore: /change-password\.spec\.ts/ },
    // Changing the password ends the admin's other sessions, the tokens the other specs use:
    // it runs alone, after every other spec (as the setup's teardown, so even after failures).
    { name: 'password', testMatch: /change-password\.spec\.ts/ },
  ],
  webServer: {
    // npm start's own command and Node flags (apps/server/package.json), without the web build.
    command: 'npm run start --prefix ../apps/server',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // Migrating and seeding the demo store takes most of a minute on a quiet 2-core machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      MANDI_DATA_DIR: process.env.MANDI_E2E_DATA_DIR,
      MANDI_SEED: 'demo',
      MANDI_PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
    },
  },
});
