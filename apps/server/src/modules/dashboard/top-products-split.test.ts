import { describe, expect, it } from 'vitest';
import { splitForProbes } from './top-products-split';

describe('a range split for probes', () => {
  it('reads whole months as months and the rest as day ranges joined across month ends', () => {
    expect(splitForProbes({ from: '2026-08-27', to: '2026-09-05' })).toEqual({
      months: [],
      days: [{ from: '2026-08-27', to: '2026-09-05' }],
      minus: [],
    });
    expect(splitForProbes({ from: '2026-07-25', to: '2026-10-27' })).toEqual({
      months: ['2026-08-01', '2026-09-01'],
      days: [
        { from: '2026-07-25', to: '2026-07-31' },
        { from: '2026-10-01', to: '2026-10-27' },
      ],
      minus: [],
    });
    expect(splitForProbes({ from: '2025-11-10', to: '2025-11-29' }).days).toEqual([
      { from: '2025-11-10', to: '2025-11-29' },
    ]);
    expect(splitForProbes({ from: '2026-02-01', to: '2026-02-28' }).months).toEqual(['2026-02-01']);
  });
});
