// Drops from package-lock.json the optional dependencies the registry does not publish.
// Our registry lacks some platform builds (Biome's android, darwin, win32 and musl packages):
// npm install then leaves them out of the lock but keeps their names in the parent's
// optionalDependencies, and npm ci refuses such a lock. Run after adding or upgrading a
// package whose platform builds are missing: `node scripts/prune-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const installed = Object.keys(lock.packages);
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!installed.some((key) => key.endsWith(`node_modules/${name}`))) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: dropped ${dropped} unpublished optional dependencies`);
