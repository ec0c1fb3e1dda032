import { defineConfig } from 'vitest/config';

// One Vitest run covers the domain package and the API; the e2e suite runs in Playwright.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server'],
  },
});
