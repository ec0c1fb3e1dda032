import { defineConfig } from 'vitest/config';

// The web's pure modules (list URL state, schema rules); screens are covered by the e2e suite.
export default defineConfig({ test: { name: 'web', include: ['src/**/*.test.ts'] } });
