import { describe, expect, it } from 'vitest';
import { LONG, LONG_ALLOWED_COUNT, LONGEST_ALLOWED, measureFunctions } from './function-lengths';

const describeFn = (fn: { file: string; line: number; name: string; lines: number }) =>
  `${fn.lines} lines: ${fn.name} (${fn.file}:${fn.line})`;

// House style: no function over 150 lines, aim under 80. A long component is split into hooks and
// display parts, a long server function into small named steps (see docs/DECISIONS.md).
describe('function lengths in packages/domain, apps/server and apps/web (tests excluded)', () => {
  const all = measureFunctions();

  it('finds the functions it measures', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(all.some((fn) => fn.name === 'buildApp')).toBe(true);
  });

  it(`has no function over ${LONGEST_ALLOWED} lines`, () => {
    expect(all.filter((fn) => fn.lines > LONGEST_ALLOWED).map(describeFn)).toEqual([]);
  });

  it(`has at most ${LONG_ALLOWED_COUNT} functions over ${LONG} lines`, () => {
    const long = all.filter((fn) => fn.lines > LONG).map(describeFn);
    expect(long.length, `over ${LONG} lines:\n${long.join('\n')}`).toBeLessThanOrEqual(LONG_ALLOWED_COUNT);
  });
});
