import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { PINCODE_SHEET_COLUMNS } from '@mandi/domain';
import sharp from 'sharp';
import {
  type Answer,
  type ChildServer,
  freshDatabase,
  tempDataDir,
  type Where,
} from '../../test/child-server';
import { type Database, openPglite, openPostgres } from '../db/client';

/**
 * What the fault tests share: where a server keeps its data (a data folder, and a fresh
 * PostgreSQL database when DATABASE_URL is set), the bodies they send, and a way to read the
 * data directly once the server is down.
 */

/** A data folder, and a database of its own when the suite runs on PostgreSQL. */
export async function freshWhere(): Promise<Where & { remove(): Promise<void> }> {
  const dataDir = tempDataDir();
  const url = process.env.DATABASE_URL;
  const database = url ? await freshDatabase(url) : undefined;
  return {
    dataDir,
    ...(database ? { databaseUrl: database.url } : {}),
    async remove() {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's database opened here (the embedded one only while no server holds it). */
export async function openWhere(where: Where): Promise<Database> {
  if (where.databaseUrl) return openPostgres(where.databaseUrl, 1);
  return openPglite(path.join(where.dataDir, 'pglite'));
}

/** Rows of a raw query, whichever driver answers it. */
export async function rowsOf<T>(database: Database, query: Parameters<Database['db']['execute']>[0]) {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Calls fired together; `settled` waits for all, whether answered or cut off by a kill. */
export function fire<T>(bodies: readonly T[], send: (body: T) => Promise<Answer>) {
  const answers = new Map<number, Answer>();
  const waiters: { count: number; resolve(): void }[] = [];
  const calls = bodies.map((body, index) =>
    send(body).then((answer) => {
      answers.set(index, answer);
      for (const waiter of waiters) if (answers.size >= waiter.count) waiter.resolve();
    }),
  );
  return {
    answers,
    /** Resolves once `count` calls are answered (or all have settled). */
    answered(count: number) {
      const all = Promise.allSettled(calls).then(() => undefined);
      if (answers.size >= count) return Promise.resolve();
      return Promise.race([new Promise<void>((resolve) => waiters.push({ count, resolve })), all]);
    },
    settled: () => Promise.allSettled(calls),
  };
}

export const png = (colour: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A variable product of the ZIP import: `sizes` variations of attribute `attribute`, two pictures. */
export function importItem(name: string, skuStem: string, attribute: string, sizes: number) {
  const images = [`${skuStem}-front.png`, `${skuStem}-back.png`];
  return {
    rows: Array.from({ length: sizes }, (_, i) => i + 3),
    name,
    productType: 'variable',
    featured: false,
    isTaxable: false,
    tags: [],
    images,
    variations: Array.from({ length: sizes }, (_, i) => ({
      row: i + 3,
      sku: `${skuStem}-${i + 1}`,
      unitPrice: 100 + i,
      salePrice: 0,
      manageStock: true,
      stockStatus: 'In Stock',
      stockQuantity: 10,
      allowBackOrder: false,
      attributes: [{ attribute, value: `${i + 1} pack` }],
      images: i === 0 ? images : [],
    })),
  };
}

export type ImportItem = ReturnType<typeof importItem>;

/** The multipart body the web sends to /products/singleImport: the item and its pictures. */
export function importForm(item: ImportItem, picture: Buffer): FormData {
  const form = new FormData();
  form.append('product', JSON.stringify(item));
  for (const name of item.images) form.append('images', new Blob([new Uint8Array(picture)]), name);
  return form;
}

/**
 * A store to work on: a state, a city, and attributes (the first attribute made is the
 * system one, whose values are fixed: the import adds values to the second).
 */
export async function prepareStore(server: ChildServer) {
  const ok = (answer: Answer) => {
    if (answer.status !== 201)
      throw new Error(`setup answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as { id: number; name: string };
  };
  const state = ok(await server.call('POST', '/api/states', { name: 'Faultshire', code: 'FS' }));
  const city = ok(await server.call('POST', '/api/cities', { name: 'Faultpur', stateId: state.id }));
  ok(await server.call('POST', '/api/attributes', { name: 'Fault Colour' }));
  const attribute = ok(await server.call('POST', '/api/attributes', { name: 'Fault Pack' }));
  return { state: state.name, city: city.name, attribute: attribute.name };
}

/** A pincode sheet of `rows` rows in `city`, `state`, as the multipart body of an import read. */
export function pincodeSheetForm(rows: number, city: string, state: string, bookType: 'xlsx' | 'xlsb') {
  const cells: unknown[][] = [PINCODE_SHEET_COLUMNS.map((column) => column.header)];
  for (let i = 0; i < rows; i++) cells.push([String(700000 + i), `Sheet office ${i}`, city, state, 'Yes']);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(cells), 'Pincodes');
  const content = XLSX.write(workbook, { type: 'buffer', bookType, compression: true }) as Buffer;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), `pincodes.${bookType}`);
  return form;
}

/** A multipart body of text fields and one `file` named `name`. */
export function fileForm(name: string, content: Buffer, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(content)]), name);
  return form;
}
