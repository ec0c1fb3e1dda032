import { describe, expect, it } from 'vitest';
import { MB, rssGrowth, workbookParts, zerosPart, zipOf } from '../../test/bombs';
import { sheet } from '../../test/sheets';
import type { UnzipLimits } from '../config';
import type { HttpError } from './errors';
import { guardZip } from './zip-guard';

const LIMITS: UnzipLimits = { totalBytes: 100 * MB, entryBytes: 50 * MB, entries: 10_000 };
const MALFORMED = 'not a ZIP';

/** What guardZip threw (status and message), or 'passed'. */
async function verdict(content: Buffer, limits = LIMITS) {
  try {
    await guardZip(content, limits, MALFORMED);
    return 'passed';
  } catch (error) {
    return { status: (error as HttpError).statusCode, message: (error as Error).message };
  }
}

describe('guardZip', () => {
  it('passes real workbooks: one written by exceljs and a hand-built one', async () => {
    expect(await verdict(await sheet([['Pincode'], ['110001']]))).toBe('passed');
    expect(await verdict(zipOf(workbookParts()))).toBe('passed');
    expect(await verdict(zipOf(workbookParts(), { zip64: true }))).toBe('passed');
  });

  it('refuses from the central directory a part declared beyond the limit, inflating nothing', async () => {
    const bomb = zipOf(workbookParts({ ...zerosPart('xl/media/zeros.bin', 1), declaredSize: 1024 * MB }));
    const { result, growth } = await rssGrowth(() => verdict(bomb));
    expect(result).toEqual({
      status: 413,
      message: 'A part of this file unpacks to more than 50 MB; please split it',
    });
    expect(growth).toBeLessThan(20 * MB);
  });

  it('refuses a 200 MB bomb of zeros (about 200 KB) by its total, in ZIP64 records too', async () => {
    const parts = [40, 40, 40, 40, 40].map((mb, i) => zerosPart(`xl/media/zeros${i}.bin`, mb));
    const bomb = zipOf(workbookParts(...parts));
    expect(bomb.length).toBeLessThan(400 * 1024);
    const message = 'This file unpacks to more than 100 MB; please split it';
    for (const content of [bomb, zipOf(workbookParts(...parts), { zip64: true })]) {
      const { result, growth } = await rssGrowth(() => verdict(content));
      expect(result).toEqual({ status: 413, message });
      expect(growth).toBeLessThan(20 * MB);
    }
  });

  it('refuses more entries than the limit', async () => {
    const many = Array.from({ length: 11 }, (_, i) => zerosPart(`xl/media/${i}.bin`, 0));
    expect(await verdict(zipOf(workbookParts(...many)), { ...LIMITS, entries: 15 })).toEqual({
      status: 413,
      message: 'This file holds more than 15 parts; please split it',
    });
  });

  it('stops inflating a part that unpacks beyond what the directory declares, its memory bounded', async () => {
    const liar = zipOf(workbookParts({ ...zerosPart('xl/worksheets/sheet2.xml', 200), declaredSize: 1024 }));
    const { result, growth } = await rssGrowth(() => verdict(liar));
    expect(result).toEqual({
      status: 400,
      message: 'This file is damaged: a part of it unpacks to another size than it declares',
    });
    expect(growth).toBeLessThan(50 * MB);
  });

  it('answers the malformed message for what is no ZIP or a cut one', async () => {
    const whole = zipOf(workbookParts());
    expect(await verdict(Buffer.from('PK\x03\x04 not really'))).toEqual({ status: 400, message: MALFORMED });
    expect(await verdict(whole.subarray(0, whole.length - 30))).toEqual({ status: 400, message: MALFORMED });
    // Data prepended to the archive (the directory's offset no longer matches).
    expect(await verdict(Buffer.concat([Buffer.from('junk'), whole]))).toEqual({
      status: 400,
      message: MALFORMED,
    });
  });
});
