import fs from 'node:fs/promises';
import path from 'node:path';
import { keyOf, newKey, type Storage, UPLOADS_URL_PREFIX } from './storage';

/** Files under a folder of the data folder, served by the app at /uploads/. */
export function localDiskStorage(root: string): Storage {
  return {
    async put(name, content) {
      const key = newKey(name);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },

    async removeUrl(url) {
      const key = keyOf(url, UPLOADS_URL_PREFIX);
      if (!key) return;
      await fs.rm(path.dirname(path.join(root, key)), { recursive: true, force: true });
    },
  };
}
