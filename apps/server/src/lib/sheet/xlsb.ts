import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { HttpError } from '../errors';

/** Set only in the child this module forks of itself. */
const CHILD_ENV = 'MANDI_XLSB_CONVERTER';

/**
 * The child's heap: SheetJS holds the whole workbook. A pincode sheet of MAX_SHEET_ROWS rows
 * (0.7 MB as .xlsb) needs between 40 and 60 MB (xlsb.test.ts); wider sheets fit too.
 */
export const XLSB_HEAP_MB = 512;

/** An .xlsb that SheetJS cannot convert within the child's heap (a sheet of far more rows than an import takes). */
export const XLSB_TOO_BIG = 'The .xlsb workbook is too big to read; please save it as .xlsx or split it';

type Reply = { xlsx: Uint8Array } | { unreadable: true };

function convert(content: Buffer): Buffer | undefined {
  try {
    const workbook = XLSX.read(content, { type: 'buffer', cellDates: true });
    return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  } catch {
    return undefined;
  }
}

/** One conversion at a time: each child may take up to XLSB_HEAP_MB. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * An .xlsb (Excel's binary workbook) rewritten as an .xlsx, so the one .xlsx reader serves
 * both. SheetJS reads the binary records; exceljs, which cannot, reads the rest.
 * Undefined when the content is not a workbook SheetJS can read.
 *
 * SheetJS loads a workbook whole, so the conversion runs in a short-lived child process with
 * a capped heap (issue 10.8): the server's memory never holds it, and an .xlsb too big for
 * the cap is refused (413) instead of swelling the server.
 */
export function xlsbAsXlsx(content: Buffer, heapMb = XLSB_HEAP_MB): Promise<Buffer | undefined> {
  const run = queue.then(() => convertInChild(content, heapMb));
  queue = run.catch(() => undefined);
  return run;
}

async function convertInChild(content: Buffer, heapMb: number): Promise<Buffer | undefined> {
  const file = fileURLToPath(import.meta.url);
  // From source (npm start, the tests) the child needs tsx's loader to run this file.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(file, [], {
    execArgv: [...(file.endsWith('.ts') ? ['--import', tsx] : []), `--max-old-space-size=${heapMb}`],
    env: { ...process.env, [CHILD_ENV]: '1' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  let reply: Reply | undefined;
  child.once('message', (message: Reply) => {
    reply = message;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  child.send(content);
  const code = await exited;
  if (reply && 'xlsx' in reply) return Buffer.from(reply.xlsx);
  if (reply) return undefined;
  // No answer: the child ran out of heap (or was killed) converting it.
  if (code !== 0) throw new HttpError(413, XLSB_TOO_BIG, [{ field: 'file', message: XLSB_TOO_BIG }]);
  return undefined;
}

if (process.env[CHILD_ENV]) {
  process.once('message', (content: Uint8Array) => {
    const xlsx = convert(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
    const reply: Reply = xlsx ? { xlsx } : { unreadable: true };
    process.send!(reply, () => process.disconnect());
  });
}
