import { defineConfig } from 'vitest/config';

// The repository's own checks on its source (function lengths); no app code runs here.
export default defineConfig({ test: { name: 'scripts', include: ['**/*.test.ts'] } });
