import { constants, PerformanceObserver } from 'node:perf_hooks';

/**
 * The garbage collections of this process so far, from the moment this module loads: how many
 * and their pause on the main thread, young (scavenges) and old (mark-compacts) apart. Read
 * with the CPU clock: a server that allocates more, or holds a larger heap, pays it here.
 */
export interface GcTally {
  young: number;
  youngMs: number;
  old: number;
  oldMs: number;
}

const tally: GcTally = { young: 0, youngMs: 0, old: 0, oldMs: 0 };

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      tally.young++;
      tally.youngMs += entry.duration;
    } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      tally.old++;
      tally.oldMs += entry.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });

export function gcTally(): GcTally {
  return { ...tally };
}
