import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startServer, tempDataDir } from '../../test/child-server';
import { importForm, importItem, png, prepareStore } from './fault-fixtures';

/**
 * npm run backup while the server runs and writes, then npm run restore into a new folder:
 * a server started on it reads back everything answered before the backup began, and no
 * more than was sent. Embedded database only (PostgreSQL has its own tools).
 */

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PORT = 3420;

/** One of the root package.json scripts, as npm runs it (tsx), on a data folder. */
const script = (name: 'backup' | 'restore', dataDir: string, arg: string) =>
  run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', `${name}.ts`), arg], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', MANDI_DATA_DIR: dataDir, INIT_CWD: root },
    timeout: 120_000,
  });

const faqTotal = async (server: ChildServer, prefix: string) => {
  const list = await server.call(
    'GET',
    `/api/faqs?filter=${encodeURIComponent(`title||$starts||${prefix}`)}`,
  );
  expect(list.status).toBe(200);
  return list.body.total as number;
};

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of the embedded database', () => {
  const folders = { live: tempDataDir(), backup: tempDataDir(), restored: tempDataDir() };
  let server: ChildServer | undefined;

  afterAll(async () => {
    await server?.kill();
    for (const folder of Object.values(folders)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('copies the running store while it writes, and the copy restores to a working store', async () => {
    server = await startServer({ dataDir: folders.live, port: PORT });
    const live = server;
    const store = await prepareStore(live);
    const item = importItem('Backed Up Atta', 'BACK', store.attribute, 2);
    expect(
      (await live.call('POST', '/api/products/singleImport', importForm(item, await png('#36c')))).status,
    ).toBe(201);
    for (let i = 0; i < 20; i++) {
      expect((await live.call('POST', '/api/faqs', { title: `Before ${i}?`, answer: 'Yes.' })).status).toBe(
        201,
      );
    }

    // Writes go on while the backup is taken; what was answered before it began must be in it.
    let writing = true;
    let sent = 0;
    let answered = 0;
    const writer = (async () => {
      while (writing) {
        sent++;
        const answer = await live.call('POST', '/api/faqs', { title: `During ${sent}?`, answer: 'Yes.' });
        expect(answer.status).toBe(201);
        answered++;
      }
    })();
    while (answered < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const answeredAtStart = answered;
    const backup = path.join(folders.backup, 'copy');
    const made = await script('backup', folders.live, backup);
    writing = false;
    await writer;
    expect(made.stdout).toContain('from the running server');
    expect(fs.existsSync(path.join(backup, 'database.tar.gz'))).toBe(true);

    // The live folder cannot be restored over.
    await expect(script('restore', folders.live, backup)).rejects.toMatchObject({
      stderr: expect.stringContaining('already holds a database'),
    });
    await live.stop();
    server = undefined;

    const restored = await script('restore', folders.restored, backup);
    expect(restored.stdout).toContain('Restored into');
    server = await startServer({ dataDir: folders.restored, port: PORT });
    expect(await faqTotal(server, 'Before ')).toBe(20);
    const during = await faqTotal(server, 'During ');
    expect(during).toBeGreaterThanOrEqual(answeredAtStart);
    expect(during).toBeLessThanOrEqual(sent);

    const list = await server.call(
      'GET',
      `/api/products?filter=${encodeURIComponent('name||$eq||Backed Up Atta')}`,
    );
    const product = await server.call('GET', `/api/products/${list.body.data[0].id}`);
    expect(product.body.productsVariation).toHaveLength(2);
    for (const image of product.body.productsImage as { image: string }[]) {
      expect((await fetch(new URL(image.image, server.url))).status).toBe(200);
    }
    // The restored store takes writes.
    expect((await server.call('POST', '/api/faqs', { title: 'After?', answer: 'Yes.' })).status).toBe(201);
    console.info(
      `backup: ${answeredAtStart} writes answered before it began, ${during} of ${sent} sent in it`,
    );
  }, 240_000);
});
