import os from 'node:os';
import { defineConfig } from 'vitest/config';

// .ci/run sets CI_REPORT_DIR to collect a JSON report of each run for its closing line.
const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.CI_REPORT_NAME ?? 'unit';

// One Vitest run covers the domain package, the API, the web's pure modules and the scripts'
// checks on the source (function lengths); the e2e suite runs in Playwright.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default is one worker less than the cores: one worker on CI's two. A test file
    // spends most of its time importing the app and opening its database, not in the main
    // process, so every core gets a worker (measured: the API suite ran 11 min on one).
    maxWorkers: os.availableParallelism(),
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-${reportName}.json` }]]
      : ['default'],
  },
});
