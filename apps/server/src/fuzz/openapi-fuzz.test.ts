import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { Random } from '../db/seed/random';
import { errorShapeProblem } from './answer-shape';
import { installChangeLog, takeChanges } from './change-log';
import { BEARER_GARBAGE, endsSession, FUZZ_SEED, fuzzRequestsFor } from './fuzz-plan';
import { seedFuzzStore } from './fuzz-seed';
import { type FuzzRequest, operationsOf } from './malformed-requests';

/** Tables a refused request may write by design: the record of sign-in attempts. */
const REFUSAL_RECORDS = /^admins_logins:/;

describe('OpenAPI fuzz: malformed requests on every path and method', async () => {
  const testApp = await createTestApp();
  const { app, database } = testApp;
  let token: string;

  beforeAll(async () => {
    token = await testApp.tokenFor();
    await seedFuzzStore(testApp, token);
    await installChangeLog(database.db);
  });

  async function send(request: FuzzRequest | InjectOptions, bearer: string | null) {
    const headers = { ...(request.headers ?? {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
    return app.inject({ ...(request as InjectOptions), headers } as InjectOptions);
  }

  /** A signed-in GET's JSON body when answered 200 with JSON. */
  async function read(url: string) {
    const res = await send({ method: 'GET', url }, token);
    const json = String(res.headers['content-type']).includes('json');
    return res.statusCode === 200 && json ? res.json() : undefined;
  }

  it('answers each with a 4xx in the error shape (never a 5xx), changing nothing when it refuses', async () => {
    const random = new Random(FUZZ_SEED);
    const operations = operationsOf(app.swagger() as never);
    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    const started = Date.now();
    for (const op of operations) {
      // Signing out ends the session it is sent with: give it one of its own each time.
      const freshSession = endsSession(op);
      const requests = await fuzzRequestsFor(op, random, read);
      await takeChanges(database.db);
      for (const request of requests) {
        const bearer =
          request.label === BEARER_GARBAGE ? 'garbage' : freshSession ? await testApp.tokenFor() : token;
        if (freshSession) await takeChanges(database.db);
        const where = `${request.method} ${request.url.slice(0, 120)} [${request.label}]`;
        sent += 1;
        let response: Awaited<ReturnType<typeof send>>;
        try {
          response = await send(request, bearer);
        } catch (error) {
          failures.push(`${where}: no answer (${(error as Error).message})`);
          continue;
        }
        const changes = await takeChanges(database.db);
        const status = response.statusCode;
        if (status >= 500) {
          failures.push(`${where}: ${status} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (status >= 400) {
          refused += 1;
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          const problem = errorShapeProblem(status, body);
          if (problem) failures.push(`${where}: ${status} ${problem}: ${response.body.slice(0, 200)}`);
          const made = changes.filter((change) => !REFUSAL_RECORDS.test(change));
          if (made.length > 0)
            failures.push(`${where}: refused with ${status} but changed ${made.join(', ')}`);
        } else if (String(response.headers['content-type']).includes('spreadsheetml')) {
          // An export that starts must finish: a zip ends with its central directory.
          if (!response.rawPayload.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])))
            failures.push(`${where}: ${status} export cut off`);
        }
      }
    }
    console.info(
      `fuzz: ${sent} requests on ${operations.length} operations, ${refused} refused, ` +
        `${failures.length} failures, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    // FUZZ_FAILURES_FILE=/tmp/fuzz.txt keeps every failure, not only the 60 the assertion shows.
    if (process.env.FUZZ_FAILURES_FILE) fs.writeFileSync(process.env.FUZZ_FAILURES_FILE, failures.join('\n'));
    expect(failures.slice(0, 60)).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 240_000);
});
