import fs from 'node:fs';

/** The run's database folder goes once the server has stopped. */
export default function globalTeardown() {
  const folder = process.env.MANDI_E2E_DATA_DIR;
  if (folder?.includes('mandi-e2e-')) fs.rmSync(folder, { recursive: true, force: true });
}
