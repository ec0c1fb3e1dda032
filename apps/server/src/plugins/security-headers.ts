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
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(options.imageOrigins) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    // The API answers no other origin's pages; pictures under /uploads/ open this up themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const headers = staticHeaders(middleware);
  // Every header is static: helmet writes them once, here, and each answer gets them as
  // Fastify's own headers (helmet's middleware on every request was 12 setHeader calls on
  // the raw response, then Fastify's headers merged in on top: a visible share of a list's CPU).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers a helmet middleware sets, read by running it once on a stand-in response. */
function staticHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers are not static');
  return headers;
}
