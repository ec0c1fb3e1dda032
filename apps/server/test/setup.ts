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
  // Test files may share these modules (vitest isolate: false): each file answers for its own.
  const fileLeaks = leaks.splice(0);
  const fileOverlaps = overlaps.splice(0);
  if (fileLeaks.length > 0)
    problems.push(
      `The server logged a secret (${fileLeaks.length} lines), first:\n${fileLeaks.slice(0, 3).join('\n')}`,
    );
  if (fileOverlaps.length > 0)
    problems.push(
      `A query was sent on a connection busy with another (${fileOverlaps.length} times), first:\n${fileOverlaps[0]}`,
    );
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
