import sharp from 'sharp';

/**
 * The server's own memory limits (issue 10.8: under 400 MB resident). libvips keeps up to
 * 50 MB of recent operations cached and works with a thread per core: pictures are squared
 * once each on upload, so the cache buys nothing, and one thread is enough for a back-office.
 * PGlite's share is set where it is opened (db/client.ts).
 */
export function limitMemory() {
  sharp.cache(false);
  sharp.concurrency(1);
}
