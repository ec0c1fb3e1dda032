import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // A worker keeps the modules it imported from one test file to the next: importing the app
    // once per file was half the suite's time. Each file still gets its own database and app
    // (test/harness.ts); module state that outlives a file is keyed by database or reset.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
