import http from 'node:http';
import https from 'node:https';
import { GoogleAuth, JWT } from 'google-auth-library';
import { mapLimited, type PushMessage, type PushOutcome, type PushSender } from './push-sender';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const FCM_DEFAULT_ENDPOINT = 'https://fcm.googleapis.com';

/** Something that answers the request headers carrying the bearer (google-auth-library's clients). */
export interface FcmAuth {
  getRequestHeaders(url?: string): Promise<Headers | Record<string, string>>;
}

export interface FcmOptions {
  projectId: string;
  auth: FcmAuth;
  /** Base URL; Google's by default, a local fake server in tests. */
  endpoint?: string;
  /** Messages in flight at once. */
  concurrency?: number;
  /** Tries per message on 429, 5xx and network failures. */
  maxAttempts?: number;
  /** First back-off (doubled each try, with jitter), unless the answer says Retry-After. */
  backoffMs?: number;
  /** Longest wait between two tries. */
  maxBackoffMs?: number;
}

/** OAuth2 for FCM from a service account file, through Google's auth library. */
export function serviceAccountAuth(keyFile: string): FcmAuth {
  return new GoogleAuth({ keyFile, scopes: [FCM_SCOPE] });
}

/**
 * Self-signed JWT from a service account (no token server is called): for the local fake FCM
 * server of the tests and the benchmark.
 */
export function selfSignedAuth(serviceAccount: { client_email: string; private_key: string }): FcmAuth {
  const client = new JWT({
    email: serviceAccount.client_email,
    key: serviceAccount.private_key,
    scopes: [FCM_SCOPE],
  });
  client.useJWTAccessWithScope = true;
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** FCM's error code in an error answer (details[].errorCode), else its status. */
function errorCodeOf(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as {
      error?: { status?: string; details?: Array<{ errorCode?: string }> };
    };
    const detail = body.error?.details?.find((d) => d.errorCode)?.errorCode;
    return detail ?? body.error?.status ?? `HTTP_${status}`;
  } catch {
    return `HTTP_${status}`;
  }
}

const retryable = (status: number) => status === 429 || status >= 500;

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The v1 message: notification (title, body, image) and data (page, params). */
export function fcmBody(message: PushMessage) {
  const notification: Record<string, string> = { title: message.title, body: message.body };
  if (message.image) notification.image = message.image;
  return { message: { token: message.token, notification, data: message.data } };
}

interface Answer {
  status: number;
  text: string;
  retryAfter: string | null;
}

/**
 * One POST over a keep-alive agent (node's http/https: about three times the messages a
 * second of fetch on a loaded machine), answered with its status, body and Retry-After.
 */
function poster(url: string, sockets: number) {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: sockets })
    : new http.Agent({ keepAlive: true, maxSockets: sockets });
  const request = secure ? https.request : http.request;
  return (authorization: string, body: string) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = request(
        target,
        {
          method: 'POST',
          agent,
          timeout: 30_000,
          headers: {
            authorization,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const retryAfter = incoming.headers['retry-after'];
            resolve({
              status: incoming.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            });
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}

/** Firebase Cloud Messaging HTTP v1: one request per token, bounded concurrency, retries with back-off. */
export function fcmSender(options: FcmOptions): PushSender {
  const endpoint = (options.endpoint ?? FCM_DEFAULT_ENDPOINT).replace(/\/+$/, '');
  const url = `${endpoint}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  const concurrency = options.concurrency ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoffMs = options.backoffMs ?? 500;
  const post = poster(url, concurrency);
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;

  async function authorization(): Promise<string> {
    const headers = await options.auth.getRequestHeaders(url);
    const value =
      headers instanceof Headers
        ? headers.get('authorization')
        : (headers.Authorization ?? headers.authorization);
    if (!value) throw new Error('FCM auth gave no Authorization header');
    return value;
  }

  async function sendOne(message: PushMessage): Promise<PushOutcome> {
    let reason = 'UNKNOWN';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      let wait: number | undefined;
      try {
        const answer = await post(await authorization(), JSON.stringify(fcmBody(message)));
        if (answer.status >= 200 && answer.status < 300) return { ok: true };
        reason = errorCodeOf(answer.status, answer.text);
        if (!retryable(answer.status)) return { ok: false, reason, unregistered: reason === 'UNREGISTERED' };
        wait = retryAfterMs(answer.retryAfter);
      } catch (error) {
        reason = error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK_ERROR';
      }
      if (attempt === maxAttempts) break;
      const backoff = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
      await sleep(Math.min(maxBackoffMs, wait ?? backoff / 2 + Math.random() * (backoff / 2)));
    }
    return { ok: false, reason, unregistered: false };
  }

  return {
    kind: 'fcm',
    send: (messages) => mapLimited(messages, concurrency, sendOne),
  };
}
