import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers compressed (brotli or gzip) from 1 KB on. Registered after the static files, so
 * only routes added later get it: the web app is already compressed at build time, and uploads
 * gain nothing. xlsx exports pass untouched (their type is not compressible: already a ZIP).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
