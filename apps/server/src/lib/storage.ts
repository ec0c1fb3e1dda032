import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk under the data folder; the URL is public and unguessable. */
export interface Storage {
  put(name: string, content: Buffer): Promise<{ url: string; key: string }>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function safeFileName(name: string): string {
  const base = path
    .basename(name)
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-');
  return base.replace(/^[-.]+/, '').slice(-100) || 'file';
}

export function localDiskStorage(root: string): Storage {
  return {
    async put(name, content) {
      const key = `${randomBytes(16).toString('hex')}/${safeFileName(name)}`;
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
  };
}
