import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Where uploaded files live: local disk under the data folder by default, an S3-compatible
 * bucket when configured. A file's URL is public (the store's apps show the pictures) and
 * unguessable (a random folder per file).
 */
export interface Storage {
  put(name: string, content: Buffer): Promise<{ url: string; key: string }>;
  /** Deletes the file behind a URL this storage gave; other URLs (data URLs, links) are left alone. */
  removeUrl(url: string): Promise<void>;
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

/** A fresh key for a file: a random folder, so names never collide and URLs cannot be guessed. */
export const newKey = (name: string) => `${randomBytes(16).toString('hex')}/${safeFileName(name)}`;

/** The key behind a URL under `prefix`, or undefined when the URL is not one of ours. */
export function keyOf(url: string, prefix: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  // Only what newKey makes: a hex folder and a safe name, so no URL reaches outside the store.
  return /^[0-9a-f]{32}\/[\w.-]+$/.test(key) ? key : undefined;
}

/** The storage and a logger: what a delete needs to remove its files afterwards. */
export interface StoredFiles {
  storage: Storage;
  log: { warn: (obj: object, msg: string) => void };
}

/**
 * Removes the files behind these URLs, after the rows naming them are gone. A failure is
 * only logged: the row is already deleted, and a leftover file harms nobody.
 */
export async function removeFiles(
  storage: Storage,
  urls: readonly (string | null | undefined)[],
  log: StoredFiles['log'],
) {
  for (const url of urls) {
    if (!url) continue;
    try {
      await storage.removeUrl(url);
    } catch (error) {
      log.warn({ err: error, url }, 'could not remove a stored file');
    }
  }
}
