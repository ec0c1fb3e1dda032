import path from 'node:path';
import { backUp } from '../apps/server/src/db/backup';
import { cliDataDir, fail, userPath } from './data-dir';

/**
 * npm run backup [-- <folder>]: a consistent copy of the embedded database (and the uploads)
 * of MANDI_DATA_DIR, taken by the running server if there is one. See README "Backup and restore".
 */
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const to = userPath(process.argv[2] ?? path.join('backups', `mandi-${stamp}`));
backUp(cliDataDir(), to)
  .then((how) => console.log(`Backed up ${how} into ${to}`))
  .catch(fail);
