import fs from 'node:fs';
import os from 'node:os';
import { type GcTally, gcTally } from './gc-tally';

/**
 * What a benchmark server's process spent and waited, read before and after a load run. A
 * server with a small share of a core either waited on its database (the machine is fine) or
 * waited for a core (the machine is busy): only the kernel's run-queue time tells the two
 * apart, so it is read beside the CPU time.
 */
export interface CpuClock {
  /** CPU time of the process (every thread), µs, as process.cpuUsage() gives it. */
  user: number;
  system: number;
  /**
   * Time the process's threads were ready to run but waited for a core, ms (Linux's
   * /proc/self/task/<id>/schedstat, second field); null where the kernel does not say.
   */
  waitMs: number | null;
  /**
   * CPU time of the main (JavaScript) thread alone, ms (schedstat's first field); the rest of
   * the process's is V8's helper threads (concurrent GC, compilers) and libuv's pool. Null
   * where the kernel does not say.
   */
  mainMs: number | null;
  /** The process's garbage collections so far. */
  gc: GcTally;
}

export function cpuClock(): CpuClock {
  const main = schedstat(String(process.pid));
  return {
    ...process.cpuUsage(),
    waitMs: runQueueWaitMs(),
    mainMs: main.length >= 2 ? Number(main[0]) / 1e6 : null,
    gc: gcTally(),
  };
}

/** A thread's schedstat fields: ns on a core, ns waiting for one, time slices. */
function schedstat(task: string): string[] {
  return readOrEmpty(`/proc/self/task/${task}/schedstat`).split(' ');
}

function runQueueWaitMs(): number | null {
  try {
    let nanoseconds = 0;
    for (const task of fs.readdirSync('/proc/self/task')) {
      // A thread may end between the listing and the read: it simply counts no more.
      const fields = schedstat(task);
      if (fields.length >= 2) nanoseconds += Number(fields[1]);
    }
    return nanoseconds / 1e6;
  } catch {
    return null;
  }
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The machine's idle time over all cores so far, ms (os.cpus(): Linux, macOS, Windows). */
export function machineIdleMs(): number {
  return os.cpus().reduce((sum, cpu) => sum + cpu.times.idle, 0);
}
