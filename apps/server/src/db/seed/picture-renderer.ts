import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

/** Set only in the child this module forks of itself. */
const CHILD_ENV = 'MANDI_PICTURE_RENDERER';

interface Request {
  id: number;
  svg: string;
}
type Reply = { id: number; png: string } | { id: number; error: string };

/** An SVG drawn as a small palette PNG (the demo pictures' format). */
async function draw(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

let child: ChildProcess | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(png: Buffer): void; reject(error: Error): void }>();

function renderer(): ChildProcess {
  if (child) return child;
  const file = fileURLToPath(import.meta.url);
  // From source (npm start, the tests) the child needs tsx's loader to run this file.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const started = fork(file, [], {
    execArgv: file.endsWith('.ts') ? ['--import', tsx] : [],
    env: { ...process.env, [CHILD_ENV]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (reply: Reply) => {
    const waiter = waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id);
    // Idle, the renderer keeps neither the server nor a test run waiting.
    if (waiting.size === 0) started.channel?.unref();
    if ('png' in reply) waiter.resolve(Buffer.from(reply.png, 'base64'));
    else waiter.reject(new Error(`drawing a demo picture failed: ${reply.error}`));
  });
  started.once('exit', (code) => {
    if (child === started) child = undefined;
    for (const waiter of waiting.values())
      waiter.reject(new Error(`the demo picture renderer exited (${code})`));
    waiting.clear();
  });
  started.unref();
  child = started;
  return started;
}

/**
 * An SVG drawn as PNG in a short-lived child process (issue 10.8). Drawing text with sharp
 * loads librsvg, pango and fontconfig and leaves about 60 MB in the C library's per-thread
 * memory pools, which a process never gives back: the demo store's first start would keep it
 * for the server's life. The child's memory is the system's again at closePictureRenderer().
 */
export function drawPng(svg: string): Promise<Buffer> {
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const running = renderer();
    running.channel?.ref();
    running.send({ id, svg } satisfies Request);
  });
}

/** Ends the renderer's child process, once the pictures are drawn; a later drawing starts another. */
export async function closePictureRenderer(): Promise<void> {
  const running = child;
  if (!running) return;
  child = undefined;
  const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
  running.ref();
  running.disconnect();
  await exited;
}

if (process.env[CHILD_ENV]) {
  // One thread and no operation cache, as in the server (memory-limits.ts).
  sharp.cache(false);
  sharp.concurrency(1);
  process.on('message', (request: Request) => {
    draw(request.svg).then(
      (png) => process.send!({ id: request.id, png: png.toString('base64') } satisfies Reply),
      (error: unknown) => process.send!({ id: request.id, error: String(error) } satisfies Reply),
    );
  });
  // The parent disconnects when it is done (or is gone): then there is nothing left to do.
  process.once('disconnect', () => process.exit(0));
}
