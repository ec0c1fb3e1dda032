import { deflateSync } from 'node:zlib';

/**
 * Real picture files for the upload specs (the server checks a file's content, not only its
 * name): a PNG drawn here, a tile of two colours, and files the upload rules refuse.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/** A width x height PNG: `outer` with a centred rectangle of `inner`. */
export function rectPng(width: number, height: number, outer: Rgb, inner: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const inside = x > width / 4 && x < (width * 3) / 4 && y > height / 4 && y < (height * 3) / 4;
      rows.push(...(inside ? inner : outer));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A size x size PNG: `outer` with a centred square of `inner`. */
export const tilePng = (size: number, outer: Rgb, inner: Rgb) => rectPng(size, size, outer, inner);

export const GREEN_TILE = tilePng(96, [37, 98, 3], [255, 193, 7]);

/** A picture for a file chooser, as Playwright's setInputFiles takes it. */
export const pngFile = (name: string, buffer: Buffer = GREEN_TILE) => ({
  name,
  mimeType: 'image/png',
  buffer,
});

/** Over 1 MB: refused by the category icon upload. */
export const bigPngFile = () =>
  pngFile('huge-icon.png', Buffer.concat([GREEN_TILE, Buffer.alloc(1024 * 1024 + 1)]));

export const gifFile = () => ({
  name: 'logo.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from(
    '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
    'hex',
  ),
});
