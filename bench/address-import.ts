/**
 * The address import at scale, as the web runs it: the sheet uploaded and read
 * (POST /api/addresses/import/read), its rows sent back 100 a call to
 * POST /api/addresses/singleImport one after the other, then the failed rows downloaded as a
 * sheet (POST /api/addresses/import/failed). The real app (buildApp) listens on 127.0.0.1;
 * requests go over HTTP. Prints the time of each step, rows per second, per-batch p50 / p99,
 * and checks the per-row report: every row imported or failed, each bad row with its reason.
 *
 *   npx tsx bench/address-import.ts                       # PGlite in a fresh folder
 *   DATABASE_URL=postgres://... npx tsx bench/address-import.ts
 *
 * Options: --rows (default 10,000), --bad-every (one bad row in N, default 50),
 * --customers (default 2,000), --pincodes (default 500), --data-dir (PGlite folder; fresh
 * temporary one by default).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import { addresses, cities, contacts, pincodes, states, users } from '../apps/server/src/db/schema';
import { numberOption, parseArgs } from './lib/args';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';

const BATCH = 100;

interface Fixture {
  pincodes: string[];
  mobiles: string[];
  contactIds: number[];
}

async function insertChunks<T extends Record<string, unknown>>(
  rows: T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000)
    ids.push(...(await insert(rows.slice(i, i + 1000))).map((r) => r.id));
  return ids;
}

/** A state with ten cities and their pincodes; customers, each with a contact. */
async function makeFixture(
  db: Db,
  run: string,
  customerCount: number,
  pincodeCount: number,
): Promise<Fixture> {
  const [state] = await db
    .insert(states)
    .values({ name: `Bench State ${run}` })
    .returning();
  const cityRows = await db
    .insert(cities)
    .values(Array.from({ length: 10 }, (_, i) => ({ name: `Bench City ${run} ${i}`, stateId: state!.id })))
    .returning();
  // Pincodes of the run: 8xxxxx from a random start, so runs on one database do not collide.
  const base = 800_000 + Math.floor(Math.random() * 90_000);
  const pincodeRows = Array.from({ length: pincodeCount }, (_, i) => {
    const city = cityRows[i % cityRows.length]!;
    return { pincode: String(base + i), pincodeName: `Bench PO ${i}`, cityId: city.id, stateId: state!.id };
  });
  const stored = await db.insert(pincodes).values(pincodeRows).onConflictDoNothing().returning();
  const mobileBase = 7_000_000_000 + Math.floor(Math.random() * 900_000_000);
  const customerRows = Array.from({ length: customerCount }, (_, i) => ({
    fullName: `Bench Customer ${run} ${i}`,
    mobileNumber: String(mobileBase + i),
    emailAddress: `bench-${run}-${i}@example.com`,
  }));
  const userIds = await insertChunks(customerRows, (chunk) =>
    db.insert(users).values(chunk).returning({ id: users.id }),
  );
  const contactIds = await insertChunks(
    userIds.map((userId, i) => ({ userId, contactPersonName: customerRows[i]!.fullName })),
    (chunk) => db.insert(contacts).values(chunk).returning({ id: contacts.id }),
  );
  return {
    pincodes: stored.map((p) => p.pincode),
    mobiles: customerRows.map((c) => c.mobileNumber),
    contactIds,
  };
}

const HEADERS = ['Name', 'Line 1', 'Line 2', 'Pincode', 'Mobile Number', 'Email Address', 'Customer Mobile'];

/** The sheet: good rows, and every `badEvery`th row bad in one of three ways. */
async function makeSheet(fixture: Fixture, rows: number, badEvery: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Addresses');
  sheet.addRow(HEADERS);
  let bad = 0;
  for (let i = 0; i < rows; i++) {
    const pincode = fixture.pincodes[i % fixture.pincodes.length]!;
    const mobile = fixture.mobiles[i % fixture.mobiles.length]!;
    const row = [
      `Bench Address ${i}`,
      `Flat ${i % 500}, Block ${i % 7}`,
      'Near the market',
      pincode,
      `98${String(i).padStart(8, '0')}`,
      `address${i}@example.com`,
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    ];
    if (badEvery > 0 && i % badEvery === badEvery - 1) {
      bad++;
      const kind = bad % 3;
      if (kind === 0) row[3] = '099999';
      else if (kind === 1) row[5] = 'not-an-email';
      else row[6] = '6000000000';
    }
    sheet.addRow(row);
  }
  return { content: Buffer.from(await workbook.xlsx.writeBuffer()), bad };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const rowCount = numberOption(options, 'rows', 10_000);
  const badEvery = numberOption(options, 'bad-every', 50);
  const customerCount = numberOption(options, 'customers', 2_000);
  const pincodeCount = numberOption(options, 'pincodes', 500);
  if (!process.env.DATABASE_URL && !options.has('data-dir')) {
    options.set('data-dir', fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-address-')));
  }
  const target = targetFrom(options);
  const database = await openTarget(target);
  await database.migrate();
  const db = database.db;
  const token = await benchToken(db);
  const run = randomBytes(3).toString('hex');
  const fixture = await makeFixture(db, run, customerCount, pincodeCount);
  const { content, bad } = await makeSheet(fixture, rowCount, badEvery);

  const config = loadConfig({
    MANDI_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-files-')),
    LOG_LEVEL: 'silent',
    MANDI_SEED: 'none',
  });
  const app = await buildApp({ config, database, logger: false });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = { authorization: `Bearer ${token}` };
  console.log(
    `${target.label}: ${rowCount} rows (${bad} bad), ${(content.length / 1024).toFixed(0)} KB sheet`,
  );

  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([content]), 'addresses.xlsx');
  const readResponse = await fetch(`${origin}/api/addresses/import/read`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (readResponse.status !== 200)
    throw new Error(`read: ${readResponse.status} ${await readResponse.text()}`);
  const read = (await readResponse.json()) as { total: number; rows: Record<string, unknown>[] };
  const readMs = performance.now() - started;

  const batchTimes: number[] = [];
  const failed: (Record<string, unknown> & { message: string })[] = [];
  let imported = 0;
  const importStarted = performance.now();
  for (let i = 0; i < read.rows.length; i += BATCH) {
    const batch = read.rows.slice(i, i + BATCH);
    const t = performance.now();
    const response = await fetch(`${origin}/api/addresses/singleImport`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    if (response.status !== 200)
      throw new Error(`batch ${i / BATCH}: ${response.status} ${await response.text()}`);
    const answer = (await response.json()) as {
      imported: number;
      errors: { index: number; row?: number; message: string }[];
    };
    batchTimes.push(performance.now() - t);
    imported += answer.imported;
    for (const error of answer.errors) failed.push({ ...batch[error.index]!, message: error.message });
  }
  const importMs = performance.now() - importStarted;

  const failedStarted = performance.now();
  const failedResponse = await fetch(`${origin}/api/addresses/import/failed`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ rows: failed }),
  });
  if (failedResponse.status !== 200) throw new Error(`failed rows: ${failedResponse.status}`);
  const failedSheet = Buffer.from(await failedResponse.arrayBuffer());
  const failedMs = performance.now() - failedStarted;
  const totalMs = performance.now() - started;

  // The per-row report is whole: every row imported or failed, the bad ones failed with a reason.
  const [stored] = await db
    .select({ n: count() })
    .from(addresses)
    .where(and(inArray(addresses.contactId, fixture.contactIds), eq(addresses.line2, 'Near the market')));
  const report = { rows: read.total, imported, failed: failed.length, stored: stored?.n ?? 0 };
  const whole =
    read.total === rowCount &&
    imported + failed.length === rowCount &&
    failed.length === bad &&
    report.stored === imported &&
    failed.every((row) => row.message.length > 0);

  const sorted = [...batchTimes].sort((a, b) => a - b);
  console.log(`read the sheet      ${ms(readMs)}`);
  console.log(
    `import ${batchTimes.length} batches ${ms(importMs)}  (${((rowCount / importMs) * 1000).toFixed(0)} rows/s; batch p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))})`,
  );
  console.log(
    `failed rows sheet   ${ms(failedMs)}  (${failed.length} rows, ${(failedSheet.length / 1024).toFixed(0)} KB)`,
  );
  console.log(`total               ${ms(totalMs)}`);
  console.log(`report              ${JSON.stringify(report)} ${whole ? 'complete' : 'INCOMPLETE'}`);
  const reasons = new Map<string, number>();
  for (const row of failed) reasons.set(row.message, (reasons.get(row.message) ?? 0) + 1);
  for (const [message, n] of reasons) console.log(`  ${n} × ${message}`);

  await app.close();
  await database.close();
  if (!whole) process.exitCode = 1;
}

await main();
