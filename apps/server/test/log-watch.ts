/**
 * Every line the servers under test log (the in-process apps of harness.ts, the child servers
 * of child-server.ts) is read here for a secret: an argon2 hash, a bearer token, a reset
 * link's secret, or a token the tests were given. test/setup.ts fails the file that leaked one.
 */

const PATTERNS: RegExp[] = [
  /\$argon2/i,
  /bearer\s+(?!\[redacted\])[A-Za-z0-9._~+/=-]{8,}/i,
  /reset-password\/(?!\[redacted\]|:hash)[^\s"?/#\\]+/i,
  /[?&](?:hash|token|access_token)=(?!\[redacted\])[^&\s"#\\]+/i,
];

const known = new Set<string>();
/** Lines that held a secret (cut to 400 characters), in the order they were logged. */
export const leaks: string[] = [];
const listeners = new Set<(line: string) => void>();

/** A secret the tests hold (a session token): no log line may carry it. */
export function watchSecret(secret: string) {
  if (secret.length >= 8) known.add(secret);
}

/** The secret a line holds, if any. */
export function secretIn(line: string): string | undefined {
  for (const pattern of PATTERNS) {
    const match = pattern.exec(line);
    if (match) return match[0];
  }
  for (const secret of known) if (line.includes(secret)) return secret;
  return undefined;
}

/** Reads logged text (one or more lines) for secrets, and hands each line to the listeners. */
export function readLog(text: string) {
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (secretIn(line)) leaks.push(line.slice(0, 400));
    for (const listener of listeners) listener(line);
  }
}

/** The stream the test apps log to. */
export const logWatch = { write: readLog };

/** Calls `listener` with every line logged until the returned function is called. */
export function listenToLog(listener: (line: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
