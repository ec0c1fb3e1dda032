import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blackPng,
  blankSheetPart,
  MB,
  objectStream,
  pdfWith,
  pngDeclaring,
  workbookParts,
  zipOf,
} from '../../test/bombs';
import { ADMIN, type Answer, type ChildServer, startServer } from '../../test/child-server';
import { Random } from '../db/seed/random';
import { BEARER_GARBAGE, endsSession, FUZZ_SEED, fuzzRequestsFor } from '../fuzz/fuzz-plan';
import { type FuzzRequest, operationsOf } from '../fuzz/malformed-requests';
import {
  fileForm,
  freshWhere,
  importForm,
  importItem,
  pincodeSheetForm,
  png,
  prepareStore,
} from './fault-fixtures';

/**
 * Issue 10.8: the embedded server (npm start's database, the demo store) and its resident
 * memory through load: a few thousand lists, reads and creates, a product ZIP import, a
 * pincode import, pincode sheets read (.xlsx and .xlsb) and exports; then the upload bombs of
 * lib/bombs.test.ts and a pass of the OpenAPI fuzz (fuzz/fuzz-plan.ts), sent over HTTP. The
 * peak of each phase is the kernel's own high-water mark (VmHWM), reset after each, so no
 * sample can miss it.
 */

/**
 * Issue 10.8's 400 MB. The server runs with npm start's Node flags (apps/server/package.json
 * config.nodeFlags): PGlite's WebAssembly on V8's baseline compiler only (--liftoff-only: no
 * optimising recompiles, whose code and compile memory cost 30-45 MB), V8's heap grown by 20%
 * between full collections (--heap-growing-percent=20: by default it waits until the heap is
 * up to 4 times its live size, ~165 MB of garbage here), 2 MB semi-spaces and one thread.
 * The first start makes the database folder (db/create-pglite.ts) and draws the demo pictures
 * (db/seed/picture-renderer.ts) in child processes; an .xlsb is converted in one too
 * (lib/sheet/xlsb.ts). Measured on a 2-core machine under load: about 250 MB at the first
 * start, 250-280 MB at the load's peak (it was ~425 and ~460 MB). There is no cap on V8's
 * heap, so no legitimate upload can be killed by one.
 */
const LIMIT_MB = 400;
const PORT = 3450;
const CONCURRENCY = 8;

const LISTS = [
  '/api/products',
  '/api/products?sort=name,ASC&page=2',
  '/api/products?filter=name||$cont||rice',
  '/api/brands',
  '/api/categories',
  '/api/faqs',
  '/api/pincodes?page=3',
  '/api/cities',
  '/api/states',
  '/api/coupons',
  '/api/banners',
  '/api/admins',
  '/api/attributes',
  '/api/taxes',
];

/** `total` calls made by `make(i)`, `CONCURRENCY` at a time; each must be answered below 500. */
async function load(total: number, make: (i: number) => Promise<Answer>) {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const answer = await make(next++);
      expect(answer.status).toBeLessThan(500);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** A sheet route and the workbook bombs of lib/bombs.test.ts: 200 MB unpacked, a lying size, 10 MB sent. */
function sheetBombs(): [string, Buffer][] {
  const sheets = [1, 2, 3, 4, 5].map((i) => blankSheetPart(`xl/worksheets/sheet${i}.xml`, 40));
  const bomb = zipOf(workbookParts(...sheets));
  const liar = zipOf(workbookParts(...sheets.map((part) => ({ ...part, declaredSize: 2048 }))));
  const big = Buffer.concat([zipOf(workbookParts()), Buffer.alloc(10 * MB)]);
  return [
    ['bomb.xlsx', bomb],
    ['bomb.xlsb', bomb],
    ['liar.xlsx', liar],
    ['big.xlsx', big],
  ];
}

/** A fuzzed request sent as it is, with `bearer` (none when null); a dropped connection rejects. */
async function sendRaw(url: string, request: FuzzRequest, bearer: string | null): Promise<Answer> {
  const headers = { ...(request.headers ?? {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
  const hasBody = request.payload !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody
    ? typeof request.payload === 'string'
      ? request.payload
      : new Uint8Array(request.payload as Buffer)
    : undefined;
  const response = await fetch(url + request.url, { method: request.method, headers, body });
  return { status: response.status, body: await response.text() };
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded server’s memory under load', () => {
  let where: Awaited<ReturnType<typeof freshWhere>>;
  let server: ChildServer;
  let firstStartPeakMb = 0;
  /** The second server's highest peak, over all its phases. */
  let highestMb = 0;
  const peaks: string[] = [];
  /** Records the memory now and the phase's peak, then starts the next phase's peak from now. */
  const mark = (stage: string) => {
    const { rssMb, peakMb } = server.memory();
    peaks.push(`${stage}: ${rssMb} MB (peak ${peakMb} MB)`);
    highestMb = Math.max(highestMb, peakMb);
    try {
      // 5: the kernel resets the process's VmHWM to its resident memory now.
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    } catch {
      // Without it, each phase shows the peak so far, which the check covers as well.
    }
    return peakMb;
  };

  beforeAll(async () => {
    where = await freshWhere();
    // The first start makes the database (initdb in a child process, then the demo store).
    server = await startServer({ dataDir: where.dataDir, port: PORT, seed: 'demo' });
    firstStartPeakMb = mark('first start, making the demo store');
    await server.stop();
    server = await startServer({ dataDir: where.dataDir, port: PORT, seed: 'demo' });
    highestMb = 0;
    mark('started again');
  }, 180_000);

  afterAll(async () => {
    console.info(`server memory: ${peaks.join('; ')}`);
    await server?.kill();
    await where?.remove();
  });

  it(`stays under ${LIMIT_MB} MB while it makes the demo store on its first start`, () => {
    expect(firstStartPeakMb, peaks.join('; ')).toBeLessThan(LIMIT_MB);
  });

  it(`stays under ${LIMIT_MB} MB through lists, reads, creates, imports, exports, bombs and the fuzz`, async () => {
    const store = await prepareStore(server);
    const products = await server.call('GET', '/api/products?limit=50');
    const ids = (products.body.data as { id: number }[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);

    await load(1000, (i) => server.call('GET', LISTS[i % LISTS.length]!));
    mark('1000 lists');
    await load(600, (i) => server.call('GET', `/api/products/${ids[i % ids.length]}`));
    mark('600 reads');
    await load(300, (i) =>
      server.call('POST', '/api/faqs', { title: `Load question ${i}?`, answer: 'Yes.' }),
    );
    mark('300 creates');

    const picture = await png('#3c0');
    await load(20, (i) =>
      server.call(
        'POST',
        '/api/products/singleImport',
        importForm(importItem(`Memory Import ${i}`, `MEM${i}`, store.attribute, 4), picture),
      ),
    );
    await load(20, (b) =>
      server.call(
        'POST',
        '/api/pincodes/singleImport',
        Array.from({ length: 100 }, (_, i) => ({
          pincode: String(560000 + b * 100 + i),
          pincodeName: `Load ${b}-${i}`,
          city: store.city,
          state: store.state,
        })),
      ),
    );
    // Sheets read for an import: .xlsx streamed by the server, .xlsb converted in a child process.
    for (const bookType of ['xlsx', 'xlsb'] as const) {
      await load(4, async () => {
        const answer = await server.call(
          'POST',
          '/api/pincodes/import/read',
          pincodeSheetForm(2000, store.city, store.state, bookType),
        );
        expect(answer.body.total, JSON.stringify(answer.body).slice(0, 300)).toBe(2000);
        return answer;
      });
    }
    mark('imports');
    await load(6, () => server.call('GET', '/api/pincodes/export'));
    mark('exports');

    // The upload bombs of lib/bombs.test.ts, each refused.
    const bombAnswers: string[] = [];
    const refuse = async (what: string, send: () => Promise<Answer>) => {
      const answer = await send();
      bombAnswers.push(`${what}: ${answer.status}`);
      expect(answer.status, `${what}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(answer.status, what).toBeLessThan(500);
    };
    for (const url of [
      '/api/products/upload',
      '/api/pincodes/import/read',
      '/api/products-variations/price-update/read',
    ])
      for (const [name, content] of sheetBombs())
        await refuse(`${url} ${name}`, () => server.call('POST', url, fileForm(name, content)));
    const productId = ids[0]!;
    const pictureRoutes: [string, Record<string, string>][] = [
      ['/api/common/upload', {}],
      ['/api/categories/upload', {}],
      ['/api/banners/upload', {}],
      ['/api/products-images', { productId: String(productId) }],
      ['/api/products/images', { productId: String(productId) }],
    ];
    const pictureBombs: [string, Buffer][] = [
      ['huge.png', pngDeclaring(50_000, 50_000)],
      ['black.png', blackPng(14_000, 14_000)],
    ];
    for (const [url, fields] of pictureRoutes)
      for (const [name, content] of pictureBombs)
        await refuse(`${url} ${name}`, () => server.call('POST', url, fileForm(name, content, fields)));
    for (const [name, content] of pictureBombs)
      await refuse(`/api/products/singleImport ${name}`, () =>
        server.call(
          'POST',
          '/api/products/singleImport',
          importForm(importItem(`Bomb Import ${name}`, `BOMB-${name}`, store.attribute, 2), content),
        ),
      );
    const pdfs = {
      'open-action.pdf': pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      'compressed.pdf': pdfWith('/OpenAction 4 0 R', [objectStream('<< /S /JavaScript /JS 5 0 R >>')]),
    };
    for (const [name, pdf] of Object.entries(pdfs))
      await refuse(`/api/common/upload ${name}`, () =>
        server.call('POST', '/api/common/upload', fileForm(name, pdf)),
      );
    mark(`${bombAnswers.length} bombs`);

    // The OpenAPI fuzz's requests (the same seed as in-process), over HTTP: none answered 5xx.
    await makeFuzzTarget(server);
    const doc = await server.call('GET', '/api/docs/json');
    const operations = operationsOf(doc.body);
    const read = async (url: string) => {
      const answer = await server.call('GET', url);
      return answer.status === 200 && typeof answer.body === 'object' ? answer.body : undefined;
    };
    const random = new Random(FUZZ_SEED);
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const op of operations) {
      const requests = await fuzzRequestsFor(op, random, read);
      // Signing out ends the session it is sent with: give it one of its own each time.
      const freshSession = endsSession(op);
      for (const request of requests) {
        const bearer =
          request.label === BEARER_GARBAGE
            ? 'garbage'
            : freshSession
              ? await signIn(server.url)
              : server.token;
        const where = `${request.method} ${request.url.slice(0, 120)} [${request.label}]`;
        sent += 1;
        try {
          const answer = await sendRaw(server.url, request, bearer);
          if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
        } catch (error) {
          failures.push(`${where}: no answer (${(error as Error).message})`);
        }
      }
    }
    console.info(
      `fuzz over HTTP: ${sent} requests on ${operations.length} operations, ${failures.length} failures, ` +
        `${Math.round((Date.now() - started) / 1000)} s`,
    );
    mark(`${sent} fuzzed requests`);
    expect(failures.slice(0, 40)).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(2000);

    expect(highestMb, peaks.join('; ')).toBeLessThan(LIMIT_MB);
    // About 2 minutes on a quiet 2-core machine; the HTTP fuzz grows with every operation (261
    // now), and beside the e2e suite on a loaded machine the whole ran past 5 minutes.
  }, 480_000);
});

/** An admin made before the fuzz, so that the newest admin, which it aims at, is not the signed-in one. */
async function makeFuzzTarget(server: ChildServer) {
  const roles = await server.call('GET', '/api/admins-roles?limit=1');
  const answer = await server.call('POST', '/api/admins', {
    fullName: 'Fuzz Target',
    emailAddress: 'fuzz-target@mandi.test',
    mobileNumber: '9812345678',
    gender: 'male',
    password: 'fuzz-target-1',
    adminsRoleId: roles.body.data[0].id,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** A new session of the test's admin. */
async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * With --liftoff-only, V8 has no second compiler to fall back on: a function its baseline
 * compiler could not take would stop the process when first called. PGlite's and initdb's
 * WebAssembly (and pg_trgm's) compiled whole, at once, with npm start's flags, proves there is
 * no such function on this machine's processor.
 */
describe('npm start’s Node flags', () => {
  it('compile all of PGlite’s WebAssembly with the baseline compiler', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const { config } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      config: { nodeFlags: string };
    };
    const flags = config.nodeFlags.split(' ').filter(Boolean);
    expect(flags).toContain('--liftoff-only');
    const script = `
      import { PGlite } from '@electric-sql/pglite';
      import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
      const db = await PGlite.create({ extensions: { pg_trgm } });
      await db.exec('create extension pg_trgm');
      const { rows } = await db.query("select similarity('basmati rice', 'rice') > 0 as ok");
      console.log('ANSWER ' + rows[0].ok);
      await db.close();
    `;
    const run = spawnSync(
      process.execPath,
      [...flags, '--no-wasm-lazy-compilation', '--input-type=module', '-e', script],
      { cwd: serverDir, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.stdout, run.stderr.slice(-2000)).toContain('ANSWER true');
    expect(run.status).toBe(0);
  }, 150_000);
});
