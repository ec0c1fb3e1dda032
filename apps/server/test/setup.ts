import { afterAll } from 'vitest';
import { leaks } from './log-watch';
import { overlaps } from './overlap-watch';

/**
 * Runs in every server test file (vitest.config.ts setupFiles): once the file's tests are
 * done, it fails if any server it started logged a secret (log-watch.ts), or if a query was
 * sent on a PostgreSQL connection still busy with another (overlap-watch.ts).
 */
afterAll(() => {
  const problems: string[] = [];
  if (leaks.length > 0)
    problems.push(
      `The server logged a secret (${leaks.length} lines), first:\n${leaks.slice(0, 3).join('\n')}`,
    );
  if (overlaps.length > 0)
    problems.push(
      `A query was sent on a connection busy with another (${overlaps.length} times), first:\n${overlaps[0]}`,
    );
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
