import fs from 'node:fs';
import pg from 'pg';

/**
 * Diagnosis for the write benches (`--trace 1`): every statement node-postgres sends is timed
 * (sent → answered, so the round trip included) and kept per labelled request, so a bench can
 * print how many statements a write ran and which of them took the time.
 */
interface Traced {
  text: string;
  params: unknown;
  ms: number;
}

let current: Traced[] | null = null;
const byLabel = new Map<string, Traced[][]>();
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function traced(this: pg.Client, ...args: unknown[]) {
    const sink = current;
    if (!sink) return original.apply(this, args);
    const first = args[0] as string | { text: string; values?: unknown };
    const text = typeof first === 'string' ? first : first.text;
    const params = typeof first === 'string' || !first.values ? args[1] : first.values;
    const started = performance.now();
    const done = () => sink.push({ text, params, ms: performance.now() - started });
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...result);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args) as Promise<unknown>;
    return answer.then(
      (value) => {
        done();
        return value;
      },
      (error) => {
        done();
        throw error;
      },
    );
  } as typeof pg.Client.prototype.query;
}

/** Runs `work` with its statements traced under `label`. */
export async function traced<T>(label: string, enabled: boolean, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  install();
  const sink: Traced[] = [];
  current = sink;
  try {
    return await work();
  } finally {
    current = null;
    byLabel.set(label, [...(byLabel.get(label) ?? []), sink]);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Prints, per label, the statements of a median request: position, median ms and text; with
 * `dumpFile`, also writes that request's statements in full with their parameters (to EXPLAIN).
 */
export function printTrace(dumpFile?: string): void {
  const dump: Record<string, Traced[]> = {};
  for (const [label, runs] of byLabel) {
    const counts = runs.map((run) => run.length);
    console.log(
      `\n${label}: ${median(counts)} statements (min ${Math.min(...counts)}, max ${Math.max(...counts)})`,
    );
    const same = runs.filter((run) => run.length === median(counts));
    const first = same[0] ?? [];
    dump[label] = first;
    let total = 0;
    first.forEach((statement, index) => {
      const ms = median(same.map((run) => run[index]!.ms));
      total += ms;
      const text = statement.text.replace(/\s+/g, ' ').slice(0, 150);
      console.log(`  ${String(index + 1).padStart(2)} ${ms.toFixed(2).padStart(7)} ms  ${text}`);
    });
    console.log(`  sum of medians ${total.toFixed(1)} ms`);
  }
  if (dumpFile) fs.writeFileSync(dumpFile, JSON.stringify(dump, null, 2));
}
