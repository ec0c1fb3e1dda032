import fs from 'node:fs';

/**
 * `--npm-flags`: the bench's server gets the node flags `npm start` gives the app
 * (apps/server/package.json config.nodeFlags), before any BENCH_NODE_ARGS, so its memory and
 * time are the deployed server's, not a bare node's.
 */
export function useNpmStartFlags(): void {
  const serverPackage = JSON.parse(
    fs.readFileSync(new URL('../../apps/server/package.json', import.meta.url), 'utf8'),
  ) as { config: { nodeFlags: string } };
  process.env.BENCH_NODE_ARGS = `${serverPackage.config.nodeFlags} ${process.env.BENCH_NODE_ARGS ?? ''}`;
}
