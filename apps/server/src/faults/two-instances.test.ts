import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  type ChildServer,
  freshDatabase,
  startServer,
  tempDataDir,
} from '../../test/child-server';
import { openPostgres } from '../db/client';
import { importForm, importItem, png, prepareStore } from './fault-fixtures';

/**
 * Two API instances on one PostgreSQL (DATABASE_URL, a database of their own), written to
 * at once on the same rows: a unique name created on both lands once (one 201, the others
 * 409, never two rows, never a 500), and PATCHes of different fields of one row all land.
 */

const url = process.env.DATABASE_URL;
const PORT = 3410;
const EACH = 4;

describe.skipIf(!url)('two API instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const dataDirs = [tempDataDir(), tempDataDir()];
  let servers: ChildServer[] = [];

  beforeAll(async () => {
    database = await freshDatabase(url!);
    // The first start makes the store; the second finds it made.
    for (const [i, dataDir] of dataDirs.entries()) {
      servers.push(await startServer({ dataDir, databaseUrl: database.url, port: PORT + i * 5 }));
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    servers = [];
    await database?.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** `EACH` of the same call on every instance, all at once. */
  const together = (method: string, path: string, body?: (n: number) => unknown) =>
    Promise.all(
      servers.flatMap((server, s) =>
        Array.from({ length: EACH }, (_, i) => server.call(method, path, body?.(s * EACH + i))),
      ),
    );

  const count = async (query: ReturnType<typeof sql>) => {
    const direct = openPostgres(database.url, 1);
    try {
      const result = (await direct.db.execute(query)) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    } finally {
      await direct.close();
    }
  };

  const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
  const onceCreated = (answers: Answer[]) =>
    expect(statuses(answers)).toEqual([201, ...Array(answers.length - 1).fill(409)]);

  it('creates a unique name, code or sku once, the others answered 409', async () => {
    onceCreated(await together('POST', '/api/brands', () => ({ name: 'Twin Brand' })));
    expect(await count(sql`select count(*)::int as n from brands where lower(name) = 'twin brand'`)).toBe(1);

    onceCreated(await together('POST', '/api/faqs', () => ({ title: 'Asked twice?', answer: 'Once.' })));
    expect(await count(sql`select count(*)::int as n from faqs where title = 'Asked twice?'`)).toBe(1);

    onceCreated(await together('POST', '/api/measurement-units', () => ({ name: 'Twin unit', code: 'tw' })));
    expect(await count(sql`select count(*)::int as n from measurement_units where code = 'tw'`)).toBe(1);

    onceCreated(await together('POST', '/api/admins-roles', () => ({ name: 'Twin role', routes: ['faq'] })));
    expect(await count(sql`select count(*)::int as n from admins_roles where name = 'Twin role'`)).toBe(1);

    const states = await together('POST', '/api/states', () => ({ name: 'Twin State' }));
    onceCreated(states);
    expect(await count(sql`select count(*)::int as n from states where name = 'Twin State'`)).toBe(1);
    const stateId = states.find((a) => a.status === 201)!.body.id as number;
    onceCreated(await together('POST', '/api/cities', () => ({ name: 'Twin City', stateId })));
    expect(await count(sql`select count(*)::int as n from cities where name = 'Twin City'`)).toBe(1);

    // The same product of a ZIP import sent to both: one lands, the others are refused for its skus.
    const store = await prepareStore(servers[0]!);
    const attribute = await servers[0]!.call('GET', `/api/attributes?filter=name||$eq||${store.attribute}`);
    const attributeId = attribute.body.data[0].id as number;
    onceCreated(
      await together('POST', '/api/attributes-values', () => ({ attributeId, name: 'Twin value' })),
    );
    expect(await count(sql`select count(*)::int as n from attributes_values where name = 'Twin value'`)).toBe(
      1,
    );
    const picture = await png('#963');
    const item = importItem('Twin Import', 'TWIN', store.attribute, 3);
    const imports = await together('POST', '/api/products/singleImport', () => importForm(item, picture));
    expect(imports.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of imports.filter((a) => a.status !== 201))
      expect([400, 409]).toContain(refused.status);
    expect(await count(sql`select count(*)::int as n from products where name = 'Twin Import'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from products_variations where sku like 'TWIN-%'`)).toBe(
      3,
    );
  }, 120_000);

  it('lands every PATCH of different fields of one row', async () => {
    const [a, b] = servers as [ChildServer, ChildServer];
    const brand = await a.call('POST', '/api/brands', { name: 'Patched Brand' });
    expect(brand.status).toBe(201);
    const id = brand.body.id as number;
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        a.call('PATCH', `/api/brands/${id}`, { description: `Round ${round}` }),
        b.call('PATCH', `/api/brands/${id}`, { name: `Patched Brand ${round}` }),
      ]);
      expect(statuses(answers)).toEqual([200, 200]);
      const now = await a.call('GET', `/api/brands/${id}`);
      expect(now.body).toMatchObject({ description: `Round ${round}`, name: `Patched Brand ${round}` });
    }

    // The settings row: made on first read by whichever instance comes first, once.
    const reads = await together('GET', '/api/settings');
    expect(new Set(statuses(reads))).toEqual(new Set([200]));
    expect(await count(sql`select count(*)::int as n from settings`)).toBe(1);
  }, 120_000);
});
