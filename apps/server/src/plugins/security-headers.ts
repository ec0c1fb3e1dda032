import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The app's Content-Security-Policy. Scripts only from our own origin (the Vite build has no
 * inline script); styles may be inline because Ant Design's CSS-in-JS writes <style> tags and
 * style attributes at run time. Pictures come from our origin, data: URLs (the demo pictures,
 * Ant Design's own), blob: URLs (previews of a file before it is sent) and the S3 bucket when
 * uploads go there. Nobody may frame the app.
 */
export function appCspDirectives(imageOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer (app, API, docs) through helmet. Written out in
 * full rather than from helmet's defaults: no `upgrade-insecure-requests`, which would break
 * the app served over plain HTTP on a shop's own network (`npm start`), and no
 * `includeSubDomains` on HSTS, since the app does not own its domain's other hosts.
 * Uploads override the CSP, the framing and the resource policy (plugins/static-assets.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { imageOrigins: readonly string[] },
) {
  // helmet's middleware is built once here (@fastify/helmet built it again on every request,
  // parsing the CSP directives each time), a visible share of a list request's CPU. Every
  // header is static, so the answer's headers are the same.
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(options.imageOrigins) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // The API answers no other origin's pages; pictures under /uploads/ open this up themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
