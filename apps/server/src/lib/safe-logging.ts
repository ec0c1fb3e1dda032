/**
 * What the server writes to its log, without secrets (issue 28): a failed query's parameters
 * (a password hash, a token's hash) and a reset link's secret never reach a log line. The
 * logger's serializers (app.ts) and main.ts's crash report both go through here.
 */

const REDACTED = '[redacted]';

/** Error properties that hold a query's values: Drizzle's and PGlite's `params`, PGlite's options. */
const VALUE_KEYS = new Set(['params', 'parameters', 'queryOptions', 'values']);

/** Query parameters that carry a secret (older reset links use `?hash=`). */
const SECRET_QUERY = /([?&](?:hash|token|access_token|password|secret)=)[^&#]*/gi;

/** The reset link's secret, in the web's path and the API's. */
const RESET_PATH = /(\/reset-password\/)[^/?#]+/gi;

/** A request URL as it may be logged: the reset secret and secret query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(RESET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * PostgreSQL's detail names the key and the row it refused: `Key (email)=(...)` and `Failing row
 * contains (...)` may hold a hash, so their values go and the column names stay.
 */
export function redactDetail(detail: string): string {
  return detail
    .replace(/Key \((.*?)\)=\(.*$/s, `Key ($1)=(${REDACTED})`)
    .replace(/Failing row contains \(.*$/s, `Failing row contains (${REDACTED})`);
}

/** Drizzle's `Failed query: <sql>\nparams: <values>`: the statement stays, the values go. */
function redactMessage(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError | unknown;
  [key: string]: unknown;
}

/**
 * An error as it may be logged: its message, stack, code and the database's fields, with the
 * query's values left out and the detail's values redacted; causes and aggregated errors alike.
 */
export function loggableError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const message = redactMessage(error.message);
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: error.stack
      ?.replace(error.message, message)
      .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_KEYS.has(key) || key === 'cause') continue;
    if (key === 'detail' && typeof value === 'string') logged.detail = redactDetail(value);
    else if (key === 'errors' && Array.isArray(value))
      logged.errors = value.map((inner) => loggableError(inner, depth + 1));
    else if (value instanceof Error) logged[key] = loggableError(value, depth + 1);
    else logged[key] = value;
  }
  if (error.cause !== undefined) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/** The fields of a request the log keeps (Fastify's own), with the URL redacted. */
export function loggableRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The `err` of a log line: a redacted error, or whatever was thrown, as pino's shape wants it. */
function serializedError(error: unknown) {
  const logged = loggableError(error);
  if (logged && typeof logged === 'object' && 'type' in logged) {
    const { stack, ...rest } = logged as LoggedError;
    return { ...rest, stack: stack ?? '' };
  }
  return { type: typeof error, message: String(error), stack: '' };
}

/** Pino options for the server's logger: the bearer header hidden, requests and errors redacted. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: { req: loggableRequest, err: serializedError },
  };
}

/** A crash as main.ts prints it: each error's stack and fields, then its cause, all redacted. */
export function crashReport(error: unknown): string {
  const describe = (logged: unknown): string => {
    if (!logged || typeof logged !== 'object' || !('message' in logged)) return String(logged);
    const { type, message, stack, cause, ...fields } = logged as LoggedError;
    const extra = Object.keys(fields).length > 0 ? `\n${JSON.stringify(fields, null, 2)}` : '';
    const after = cause === undefined ? '' : `\nCaused by: ${describe(cause)}`;
    return `${stack ?? `${type}: ${message}`}${extra}${after}`;
  };
  return describe(loggableError(error));
}
