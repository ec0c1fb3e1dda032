/**
 * Whether a load run measured the servers' own CPU, or a machine too busy to give them cores.
 * A server using a small share of a core says nothing by itself: it may be waiting on its
 * database (fine: its CPU per request stands) or for a core (not fine: the figure then holds
 * cache and scheduler effects). What decides is other work able to take cores from the run:
 * CPU spent, during the run, by processes that are neither the benchmark's nor its
 * database's, at the benchmark's priority or better (lib/foreign-cpu.ts). The servers' wait
 * for a core per ms of CPU is shown beside it: on 2 cores it is never small, as the servers,
 * the load generator and the database backends take turns, on a quiet machine too.
 */

/** One server over a run, as the runner measured it (medians of the rounds). */
export interface ServerLoad {
  name: string;
  /** CPU time ÷ wall time. */
  core: number;
  /** Time its threads waited for a core per ms of its CPU; null where the kernel does not say. */
  waitPerCpu: number | null;
}

export interface VerdictLimits {
  /** Above this many cores of other work at the run's priority, the machine was too loaded. */
  maxForeignCores: number;
  /** Without /proc: both servers below this share of a core ... */
  minCoreShare: number;
}

export interface Verdict {
  tooLoaded: boolean;
  /** One sentence for the report. */
  says: string;
}

const two = (n: number) => n.toFixed(2);

/** `foreignCores`: other work's CPU ÷ wall time (null: not known); `idleCores`: the machine's. */
export function loadVerdict(
  servers: ServerLoad[],
  foreignCores: number | null,
  idleCores: number,
  limits: VerdictLimits,
): Verdict {
  const shares = servers.map((s) => `the ${s.name} ${two(s.core)}`).join(' and ');
  const waits = servers.every((s) => s.waitPerCpu !== null)
    ? `; waited for a core per ms of CPU: ${servers.map((s) => `the ${s.name} ${two(s.waitPerCpu!)} ms`).join(' and ')}`
    : '';
  const seen = `shares of a core used: ${shares}${waits}; the machine left ${two(idleCores)} cores idle`;
  if (foreignCores === null) {
    const starved = servers.every((s) => s.core < limits.minCoreShare);
    return {
      tooLoaded: starved,
      says: starved
        ? `possibly too loaded to measure (other work unknown without /proc; ${seen}): read the ratio as indicative only`
        : `other work unknown without /proc (${seen})`,
    };
  }
  const other = `other work at the run's priority took ${two(foreignCores)} cores`;
  if (foreignCores > limits.maxForeignCores)
    return {
      tooLoaded: true,
      says:
        `the machine was too loaded to measure: ${other} (above ${limits.maxForeignCores}; ${seen}), so the ` +
        'CPU per request includes cache and scheduler effects: read the ratio as indicative only',
    };
  return {
    tooLoaded: false,
    says:
      `not too loaded: ${other} (${seen}); the rest ran at a lower priority on cores the run left, so ` +
      'the servers spent their time off CPU waiting on the database, the load generator and wake-ups ' +
      '(the wait above), and their CPU per request stands',
  };
}
