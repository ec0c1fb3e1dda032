import { afterAll } from 'vitest';
import { leaks } from './log-watch';

/**
 * Runs in every server test file (vitest.config.ts setupFiles): once the file's tests are
 * done, it fails if any server it started logged a secret (log-watch.ts).
 */
afterAll(() => {
  if (leaks.length > 0)
    throw new Error(
      `The server logged a secret (${leaks.length} lines), first:\n${leaks.slice(0, 3).join('\n')}`,
    );
});
