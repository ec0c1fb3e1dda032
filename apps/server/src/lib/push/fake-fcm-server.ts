import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for FCM HTTP v1 (tests and the benchmark): records every message it is
 * sent and answers as FCM does. `answer` picks the answer per token: 200 by default, or a
 * status with FCM's error code (404 UNREGISTERED, 429 QUOTA_EXCEEDED, 503 UNAVAILABLE).
 */
export interface FakeFcmRequest {
  project: string;
  authorization: string | undefined;
  message: {
    token: string;
    notification?: { title?: string; body?: string; image?: string };
    data?: Record<string, string>;
  };
}

export type FakeAnswer = { status: number; errorCode?: string; retryAfter?: number } | undefined;

export interface FakeFcm {
  url: string;
  /** Every message received, in order (kept only when `record` is on). */
  received: FakeFcmRequest[];
  /** Messages received in all. */
  count(): number;
  /** Distinct tokens received. */
  distinct(): number;
  /** The answer to one request; a promise holds it back (a send in flight when a test kills the server). */
  answer: (request: FakeFcmRequest, attempt: number) => FakeAnswer | Promise<FakeAnswer>;
  close(): Promise<void>;
}

const STATUS_OF: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export async function startFakeFcm(options: { record?: boolean } = {}): Promise<FakeFcm> {
  const record = options.record ?? true;
  const attempts = new Map<string, number>();
  let total = 0;
  const fake: FakeFcm = {
    url: '',
    received: [],
    count: () => total,
    distinct: () => attempts.size,
    answer: () => undefined,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        message: FakeFcmRequest['message'];
      };
      const received: FakeFcmRequest = {
        project: decodeURIComponent(match[1]!),
        authorization: request.headers.authorization,
        message: body.message,
      };
      total += 1;
      if (record) fake.received.push(received);
      const attempt = (attempts.get(body.message.token) ?? 0) + 1;
      attempts.set(body.message.token, attempt);
      void Promise.resolve(fake.answer(received, attempt)).then((answer) => reply(received, answer));
    });
    function reply(received: FakeFcmRequest, answer: FakeAnswer) {
      if (response.destroyed) return;
      if (!answer || answer.status === 200) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ name: `projects/${received.project}/messages/${total}` }));
        return;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (answer.retryAfter !== undefined) headers['retry-after'] = String(answer.retryAfter);
      response.writeHead(answer.status, headers);
      response.end(
        JSON.stringify({
          error: {
            code: answer.status,
            status: STATUS_OF[answer.status] ?? 'UNKNOWN',
            message: answer.errorCode ?? 'error',
            details: answer.errorCode
              ? [
                  {
                    '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                    errorCode: answer.errorCode,
                  },
                ]
              : [],
          },
        }),
      );
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
