import fs from 'node:fs';
import os from 'node:os';

/**
 * CPU the rest of the machine took during a run, at the benchmark's priority or better: the
 * work that can take cores from the benchmark. Processes at a lower priority (the nice 19 of
 * the shared machine's other work) only get what the benchmark leaves idle, so they do not
 * count; nor do the benchmark's own processes (this runner, the servers it started) and its
 * database's (the PostgreSQL postmaster's children), which a quiet machine runs too.
 * Linux (/proc); elsewhere, and for processes that start and end within the run, unknown.
 */

interface ProcessTimes {
  ppid: number;
  nice: number;
  cpuMs: number;
}

/** USER_HZ: /proc's clock ticks, 100 a second on Linux. */
const MS_PER_TICK = 10;

export type ProcessTable = Map<number, ProcessTimes>;

/** Every process's parent, niceness and CPU time so far (all threads), or null without /proc. */
export function readProcesses(): ProcessTable | null {
  let names: string[];
  try {
    names = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const table: ProcessTable = new Map();
  for (const name of names) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // After "pid (command) ": state, ppid, ..., utime (14th field), stime, ..., nice (19th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(name), {
      ppid: Number(fields[1]),
      nice: Number(fields[16]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK,
    });
  }
  return table;
}

/** The parent of process `pid`, or undefined. */
export function parentOf(pid: number): number | undefined {
  return readProcesses()?.get(pid)?.ppid;
}

function inTree(table: ProcessTable, pid: number, roots: ReadonlySet<number>): boolean {
  for (let current: number | undefined = pid, depth = 0; current && depth < 64; depth++) {
    if (roots.has(current)) return true;
    current = table.get(current)?.ppid;
  }
  return false;
}

/**
 * CPU ms that processes outside `roots`' trees, at this process's niceness or better, spent
 * between the two readings (a process new since `before` counts from its start).
 */
export function foreignCpuMs(before: ProcessTable, after: ProcessTable, roots: readonly number[]): number {
  const ownNice = os.getPriority();
  const rootSet = new Set(roots);
  let spent = 0;
  for (const [pid, now] of after) {
    // Kernel threads (children of kthreadd, pid 2) carry the runs' own network and disk work.
    if (now.nice > ownNice || pid === 2 || now.ppid === 2 || inTree(after, pid, rootSet)) continue;
    spent += Math.max(0, now.cpuMs - (before.get(pid)?.cpuMs ?? 0));
  }
  return spent;
}
