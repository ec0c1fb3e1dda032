/**
 * The POST /admins/me that public/first-paint.js sends while the page loads (signed in, a
 * screen of the shell), so the first screen does not wait for the app's code before asking.
 */
interface EarlySession {
  token: string;
  answer: Promise<Response>;
}

declare global {
  // Set by public/first-paint.js on window (globalThis in the page).
  var mandiEarlySession: EarlySession | undefined;
}

/**
 * The early answer's JSON, once, if it was asked with the current token and succeeded; else
 * undefined, and the caller asks the server itself (its client reports errors as always: a
 * 401 ends the session, a network failure shows its message).
 */
export async function takeEarlySession(token: string | null): Promise<unknown> {
  const early = globalThis.mandiEarlySession;
  globalThis.mandiEarlySession = undefined;
  if (!early || !token || early.token !== token) return undefined;
  try {
    const response = await early.answer;
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}
