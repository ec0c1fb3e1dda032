import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../lib/storage';

/** Raster pictures are shown inline; anything else (PDF, sheets, SVG that may carry script) downloads. */
const INLINE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif']);

/** An upload opened on its own is a sandboxed document that runs nothing and loads nothing. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Vite's content-hashed files: a new build gives new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

function uploadHeaders(reply: FastifyReply, filePath: string) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', UPLOAD_CSP);
  // The store's apps, on other origins, show these pictures.
  reply.header('cross-origin-resource-policy', 'cross-origin');
  if (!INLINE_EXTENSIONS.has(path.extname(filePath).toLowerCase())) {
    const name = path.basename(filePath).replace(/[^\w.-]/g, '_');
    reply.header('content-disposition', `attachment; filename="${name}"`);
  }
}

/** Uploaded files under /uploads/, never compressed (pictures, PDFs and sheets gain nothing). */
export async function registerUploads(app: FastifyInstance, uploadsFolder: string) {
  await app.register(fastifyStatic, {
    root: uploadsFolder,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    setHeaders: uploadHeaders,
  });
}

/**
 * The built web app at /. The build writes a .br and a .gz beside each file
 * (apps/web/precompress.ts), so an answer costs no compression; hashed files under /assets/
 * are cached for a year, index.html (and the other unhashed files) revalidated every time, so a
 * deploy is seen at once.
 */
export async function registerWebApp(app: FastifyInstance, webFolder: string) {
  const assetsFolder = path.join(webFolder, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webFolder,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsFolder) ? IMMUTABLE : 'no-cache');
    },
  });
}
