import { defineConfig } from 'vitest/config';

// .ci/run sets CI_REPORT_DIR to collect a JSON report of each run for its closing line.
const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.CI_REPORT_NAME ?? 'unit';

// One Vitest run covers the domain package, the API, the web's pure modules and the scripts'
// checks on the source (function lengths); the e2e suite runs in Playwright.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'scripts'],
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-${reportName}.json` }]]
      : ['default'],
  },
});
