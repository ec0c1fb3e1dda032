import { defineConfig } from 'vitest/config';

// .ci/run sets CI_REPORT_DIR to collect a JSON report of each run for its closing line.
const reportDir = process.env.CI_REPORT_DIR;
const reportName = process.env.CI_REPORT_NAME ?? 'unit';

// One Vitest run covers the domain package and the API; the e2e suite runs in Playwright.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server'],
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/vitest-${reportName}.json` }]] : ['default'],
  },
});
