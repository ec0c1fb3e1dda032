import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MB, objectStream, pdfWith, rssGrowth } from '../../test/bombs';
import type { HttpError } from './errors';
import { guardPdf } from './pdf-guard';

const verdict = (pdf: Buffer) => {
  try {
    guardPdf(pdf);
    return 'passed';
  } catch (error) {
    return { status: (error as HttpError).statusCode, message: (error as Error).message };
  }
};

/** A stream object holding `data` as it is (already compressed, or a picture). */
const streamObject = (id: number, dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`${id} 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);

/** A zlib stream of `mb` megabytes of zeros, built from one deflated megabyte repeated. */
function zlibZeros(mb: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(MB), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: mb }, () => block),
    Buffer.from([3, 0]),
  ]);
}

describe('guardPdf', () => {
  it('passes a document whose page content and objects are compressed, and pictures whose bytes spell /JS', () => {
    const content = zlib.deflateSync(Buffer.from('BT /F1 12 Tf 72 712 Td (Terms: use /JS wisely) Tj ET'));
    const picture = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from('/JS /JSX'),
      Buffer.alloc(64),
    ]);
    const pdf = pdfWith('', [
      streamObject(5, '/Filter /FlateDecode', content),
      streamObject(6, '/Type /XObject /Subtype /Image /Filter /DCTDecode', picture),
      objectStream('<< /Title (About us) /S /GoTo /D [3 0 R /Fit] >>'),
    ]);
    expect(verdict(pdf)).toBe('passed');
  });

  it('refuses a named script in the document catalogue', () => {
    const pdf = pdfWith('/Names << /JavaScript 7 0 R >>');
    expect(verdict(pdf)).toMatchObject({ status: 400, message: expect.stringContaining('JavaScript') });
  });

  it('refuses, with its memory bounded, a PDF whose streams inflate beyond what a document holds', async () => {
    const bomb = pdfWith('', [
      streamObject(5, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', zlibZeros(200)),
    ]);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const { result, growth } = await rssGrowth(async () => verdict(bomb));
    expect(result).toEqual({
      status: 400,
      message: 'This PDF unpacks to more than a document holds; it can not be checked',
    });
    expect(growth).toBeLessThan(100 * MB);
  });

  it('refuses a compressed stream it cannot read to its end', () => {
    // A zlib header, then a block of the reserved type 3: no inflater reads past it.
    const damaged = Buffer.from([0x78, 0x9c, 0xff, 0xff, 0x00, 0x01]);
    expect(verdict(pdfWith('', [streamObject(5, '/Type /ObjStm /Filter /FlateDecode', damaged)]))).toEqual({
      status: 400,
      message: 'This PDF is damaged; please save it again and upload it',
    });
  });
});
