import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts a server script of bench/servers in its own process and waits for its READY line. */
export function startServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  const file = path.join(here, '..', 'servers', script);
  // BENCH_NODE_ARGS: extra flags for the servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // BENCH_SERVER_LOG_DIR: each server's output kept in <dir>/<script>.<pid>.log (for --trace-gc).
  const logDir = process.env.BENCH_SERVER_LOG_DIR;
  if (logDir) child.stdout!.pipe(fs.createWriteStream(path.join(logDir, `${script}.${child.pid}.log`)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 120 s`)), 120_000);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.on('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
