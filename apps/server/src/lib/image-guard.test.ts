import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blackPng, pngDeclaring } from '../../test/bombs';
import type { HttpError } from './errors';
import { guardImage } from './image-guard';

const verdict = async (content: Buffer) => {
  try {
    await guardImage(content);
    return 'passed';
  } catch (error) {
    return { status: (error as HttpError).statusCode, message: (error as Error).message };
  }
};

/** A JPEG's headers: its frame (SOF0) declares `width` × `height`; its scan (SOS) is empty. */
function jpegDeclaring(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const scan = Buffer.from([0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, scan, Buffer.from([0xff, 0xd9])]);
}

describe('guardImage', () => {
  it('passes pictures within 40 megapixels', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a4' } })
      .jpeg()
      .toBuffer();
    expect(await verdict(photo)).toBe('passed');
    expect(await verdict(pngDeclaring(8000, 5000))).toBe('passed');
  });

  it('refuses from the header a PNG or JPEG declaring more, decoding nothing', async () => {
    const tooLarge = (w: number, h: number) => ({
      status: 413,
      message: `The picture is ${w} × ${h} pixels; at most 40 megapixels are accepted`,
    });
    expect(await verdict(pngDeclaring(50_000, 50_000))).toEqual(tooLarge(50_000, 50_000));
    expect(await verdict(blackPng(14_000, 14_000))).toEqual(tooLarge(14_000, 14_000));
    expect(await verdict(jpegDeclaring(60_000, 60_000))).toEqual(tooLarge(60_000, 60_000));
  });

  it('refuses what has no picture header', async () => {
    expect(await verdict(Buffer.from('\x89PNG\r\n\x1a\n broken'))).toEqual({
      status: 400,
      message: 'The picture could not be read',
    });
  });
});
