import zlib from 'node:zlib';
import { HttpError } from './errors';

/**
 * Refuses a PDF that carries JavaScript: the /JavaScript name (a script action's /S, the
 * document's named scripts), or /JS with its script (a string or a reference), so also an
 * /OpenAction that runs a script. Both are looked for in the raw bytes and in every
 * Flate-compressed stream, where PDF 1.5 object streams hide dictionaries. Names may spell a
 * letter as #xx (/J#53), so those are decoded first.
 */

const SCRIPT = /\/JavaScript|\/JS\s*(?:[(<]|\d+\s+\d+\s+R)/;
/** What the streams of one PDF may inflate to while being checked: a 5 MB document's are far less. */
const STREAMS_MAX_BYTES = 64 * 1024 * 1024;
/** A zlib header: deflate with a window of 32 KB or less, and its check bits. */
function isZlib(raw: string): boolean {
  const method = raw.charCodeAt(0);
  const flags = raw.charCodeAt(1);
  return (method & 0x0f) === 8 && method >> 4 <= 7 && ((method << 8) | flags) % 31 === 0;
}

const MESSAGE = 'This PDF contains JavaScript, which is not accepted; please upload a PDF without scripts';
const refused = (message: string) => new HttpError(400, message, [{ field: 'file', message }]);

const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const carriesScript = (text: string) => SCRIPT.test(decodeNames(text));

/** Each stream's content inflated, for those that are zlib streams, within one budget. */
function* inflatedStreams(text: string): Generator<string> {
  let budget = STREAMS_MAX_BYTES;
  const starts = /stream\r?\n/g;
  for (let match = starts.exec(text); match; match = starts.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = text.slice(start, end < 0 ? text.length : end);
    // Pictures (JPEG) and other filters are no zlib stream and hold no dictionaries.
    if (raw.length < 2 || !isZlib(raw)) continue;
    let inflated: Buffer;
    try {
      inflated = zlib.inflateSync(Buffer.from(raw, 'latin1'), {
        maxOutputLength: Math.max(1, budget),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw refused('This PDF unpacks to more than a document holds; it can not be checked');
      }
      // A viewer may still read the start of a damaged stream; unchecked, it is not accepted.
      throw refused('This PDF is damaged; please save it again and upload it');
    }
    budget -= inflated.length;
    yield inflated.toString('latin1');
  }
}

export function guardPdf(content: Buffer): void {
  const text = content.toString('latin1');
  if (carriesScript(text)) throw refused(MESSAGE);
  for (const streamText of inflatedStreams(text)) {
    if (carriesScript(streamText)) throw refused(MESSAGE);
  }
}
