import { restore } from '../apps/server/src/db/backup';
import { cliDataDir, fail, userPath } from './data-dir';

/**
 * npm run restore -- <backup folder>: the store of a backup made again in MANDI_DATA_DIR, which
 * must hold no database yet (stop the server and move the old folder away first).
 */
const from = process.argv[2];
if (!from) fail(new Error('Usage: npm run restore -- <backup folder>'));
const dataDir = cliDataDir();
restore(userPath(from!), dataDir)
  .then(({ admins }) => console.log(`Restored into ${dataDir} (${admins} admins); start the server on it`))
  .catch(fail);
