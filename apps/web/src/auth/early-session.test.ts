import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlySession } from './early-session';

const answerOf = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('takeEarlySession', () => {
  afterEach(() => {
    globalThis.mandiEarlySession = undefined;
  });

  it('hands the early answer over once, for the token it was asked with', async () => {
    globalThis.mandiEarlySession = { token: 't1', answer: answerOf(200, { id: 7 }) };
    expect(await takeEarlySession('t1')).toEqual({ id: 7 });
    expect(await takeEarlySession('t1')).toBeUndefined();
  });

  it('leaves the call to the app when the token changed, the answer failed or never came', async () => {
    globalThis.mandiEarlySession = { token: 't1', answer: answerOf(200, { id: 7 }) };
    expect(await takeEarlySession('t2')).toBeUndefined();
    globalThis.mandiEarlySession = { token: 't1', answer: answerOf(401, { message: 'No' }) };
    expect(await takeEarlySession('t1')).toBeUndefined();
    globalThis.mandiEarlySession = { token: 't1', answer: Promise.reject(new TypeError('offline')) };
    expect(await takeEarlySession('t1')).toBeUndefined();
    expect(await takeEarlySession(null)).toBeUndefined();
  });
});
