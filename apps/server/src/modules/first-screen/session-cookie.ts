import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session's token as a cookie, beside the one the app keeps (issue 31 §7): a page load
 * sends no header of the app's, and the server draws a signed-in first screen only for the
 * admin it can name. HttpOnly, so no script reads it; SameSite=Strict, so no other site's page
 * sends it. It opens nothing but the first screen's HTML: the API takes the bearer token only.
 */
export const SESSION_COOKIE = 'mandi_session';

const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

/** Sets the cookie for a session that lasts `hours` (the session's own life). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, hours: number) {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Max-Age=${Math.round(hours * 3600)}; Path=/; HttpOnly; SameSite=Strict${secure(request)}`,
  );
}

/** Ends it (log out). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict${secure(request)}`,
  );
}

/** The token the request's cookie carries, if any. */
export function cookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
