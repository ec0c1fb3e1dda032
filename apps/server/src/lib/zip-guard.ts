import zlib from 'node:zlib';
import type { UnzipLimits } from '../config';
import { HttpError } from './errors';

/**
 * Refuses a ZIP (an .xlsx or .xlsb is one) that would unpack beyond the limits, before any
 * reader (exceljs, SheetJS) inflates it: first from the central directory alone (the sizes
 * each entry declares, the number of entries), then by inflating each entry into nothing,
 * stopping as soon as it passes the size it declares, since a central directory can lie.
 * Memory stays at one inflate window whatever the file holds.
 */

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** A structural fault: the file is not a ZIP the readers would take as it stands. */
class Malformed extends Error {}

const mb = (bytes: number) => `${Number((bytes / 1048576).toFixed(2))} MB`;
const refused = (status: number, message: string) =>
  new HttpError(status, message, [{ field: 'file', message }]);

function need(content: Buffer, offset: number, length: number) {
  if (offset < 0 || offset + length > content.length) throw new Malformed();
}

function u64(content: Buffer, offset: number): number {
  need(content, offset, 8);
  const value = content.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Malformed();
  return Number(value);
}

/** Where the central directory lies and how many entries it holds (ZIP64 when present). */
function directoryOf(content: Buffer) {
  let eocd = -1;
  for (let i = content.length - 22; i >= Math.max(0, content.length - 22 - 0xffff); i--) {
    if (content.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Malformed();
  let count = content.readUInt16LE(eocd + 10);
  let size = content.readUInt32LE(eocd + 12);
  let offset = content.readUInt32LE(eocd + 16);
  let end = eocd;
  if (eocd >= 20 && content.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
    const record = u64(content, eocd - 12);
    need(content, record, 56);
    if (content.readUInt32LE(record) !== ZIP64_EOCD) throw new Malformed();
    count = u64(content, record + 32);
    size = u64(content, record + 40);
    offset = u64(content, record + 48);
    end = record;
  }
  // Readers shift a directory that does not end where the records begin (data prepended to
  // the archive); such a file is not a workbook, and refusing it keeps one reading of it.
  if (offset + size !== end) throw new Malformed();
  return { count, offset, end };
}

/** ZIP64 sizes and offset live in the extra field (id 1), in this order, when marked 0xFFFFFFFF. */
function applyZip64(entry: ZipEntry, extra: Buffer) {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 1) {
      const field = extra.subarray(at + 4, at + 4 + length);
      let next = 0;
      const take = () => {
        const value = u64(field, next);
        next += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = take();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
      if (entry.localOffset === 0xffffffff) entry.localOffset = take();
      return;
    }
    at += 4 + length;
  }
}

function entriesOf(content: Buffer, limits: Pick<UnzipLimits, 'entries'>): ZipEntry[] {
  const { count, offset, end } = directoryOf(content);
  if (count > limits.entries) {
    throw refused(413, `This file holds more than ${limits.entries} parts; please split it`);
  }
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    need(content, at, 46);
    if (content.readUInt32LE(at) !== CENTRAL) throw new Malformed();
    const nameLength = content.readUInt16LE(at + 28);
    const extraLength = content.readUInt16LE(at + 30);
    const commentLength = content.readUInt16LE(at + 32);
    need(content, at + 46, nameLength + extraLength + commentLength);
    const entry: ZipEntry = {
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      size: content.readUInt32LE(at + 24),
      localOffset: content.readUInt32LE(at + 42),
    };
    applyZip64(entry, content.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (at !== end) throw new Malformed();
  return entries;
}

/**
 * The archive with its local records (header, data, descriptor) reordered so the parts `first`
 * picks come before the others; the central directory is copied as it is. Only for a reader
 * that walks the local records in order (exceljs's streaming reader); nothing is inflated.
 * Throws on a file that is no ZIP (call guardZip first for the limits and the message).
 */
export function withPartsFirst(content: Buffer, first: (name: string) => boolean): Buffer {
  const { offset } = directoryOf(content);
  const entries = entriesOf(content, { entries: Number.MAX_SAFE_INTEGER }).sort(
    (a, b) => a.localOffset - b.localOffset,
  );
  const records = entries.map((entry, i) => {
    const end = entries[i + 1]?.localOffset ?? offset;
    if (entry.localOffset > end) throw new Malformed();
    return { first: first(entry.name), bytes: content.subarray(entry.localOffset, end) };
  });
  return Buffer.concat([
    content.subarray(0, entries[0]?.localOffset ?? offset),
    ...records.filter((r) => r.first).map((r) => r.bytes),
    ...records.filter((r) => !r.first).map((r) => r.bytes),
    content.subarray(offset),
  ]);
}

/** The declared sizes against the limits: nothing is inflated yet. */
function checkDeclared(entries: readonly ZipEntry[], limits: UnzipLimits) {
  let total = 0;
  for (const entry of entries) {
    if (entry.size > limits.entryBytes) {
      throw refused(
        413,
        `A part of this file unpacks to more than ${mb(limits.entryBytes)}; please split it`,
      );
    }
    total += entry.size;
    if (total > limits.totalBytes) {
      throw refused(413, `This file unpacks to more than ${mb(limits.totalBytes)}; please split it`);
    }
  }
}

/** The compressed bytes of an entry, found through its local header. */
function dataOf(content: Buffer, entry: ZipEntry): Buffer {
  need(content, entry.localOffset, 30);
  if (content.readUInt32LE(entry.localOffset) !== LOCAL) throw new Malformed();
  const start =
    entry.localOffset +
    30 +
    content.readUInt16LE(entry.localOffset + 26) +
    content.readUInt16LE(entry.localOffset + 28);
  need(content, start, entry.compressedSize);
  return content.subarray(start, start + entry.compressedSize);
}

/** Inflates into nothing; answers false as soon as the output passes `declared` bytes. */
function inflatesWithin(data: Buffer, declared: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > declared) {
        inflater.destroy();
        resolve(false);
      }
    });
    inflater.on('end', () => resolve(size === declared));
    inflater.on('error', () => reject(new Malformed()));
    inflater.end(data);
  });
}

async function checkInflated(content: Buffer, entries: readonly ZipEntry[]) {
  for (const entry of entries) {
    const data = dataOf(content, entry);
    if (entry.method === STORED) {
      if (entry.compressedSize !== entry.size) throw new Malformed();
    } else if (entry.method === DEFLATED) {
      if (!(await inflatesWithin(data, entry.size))) {
        throw refused(400, 'This file is damaged: a part of it unpacks to another size than it declares');
      }
    } else {
      // Neither exceljs nor SheetJS reads other methods (bzip2, LZMA, Deflate64).
      throw new Malformed();
    }
  }
}

/**
 * Throws 413 when the ZIP would unpack beyond the limits, 400 when it is damaged or lies about
 * its sizes; `malformed` is the message for a file that is no readable ZIP.
 */
export async function guardZip(content: Buffer, limits: UnzipLimits, malformed: string): Promise<void> {
  try {
    const entries = entriesOf(content, limits);
    checkDeclared(entries, limits);
    await checkInflated(content, entries);
  } catch (error) {
    if (error instanceof Malformed) throw refused(400, malformed);
    throw error;
  }
}
