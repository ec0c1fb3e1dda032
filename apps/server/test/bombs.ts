import zlib from 'node:zlib';

/**
 * Test helpers that build bombs by hand, small on the wire and huge when unpacked: ZIPs (so
 * workbooks) whose central directory declares what the test says, deflated zeros without
 * holding them, a PNG header declaring any size, PDFs carrying JavaScript.
 */

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 of ZIP and PNG; `previous` continues one over several pieces. */
export function crc32(data: Buffer, previous = 0): number {
  let c = ~previous;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

export interface ZipPart {
  name: string;
  /** The deflated bytes (raw deflate). */
  data: Buffer;
  crc: number;
  /** The real unpacked size. */
  size: number;
  /** What the central directory declares; the real size unless the test lies. */
  declaredSize?: number;
}

/** A part whose content is deflated here. */
export function deflatedPart(name: string, content: string | Buffer): ZipPart {
  const bytes = Buffer.from(content);
  return { name, data: zlib.deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/**
 * A part of `mb` megabytes of one byte (zeros, or spaces an XML reader walks through) between
 * a prefix and a suffix, deflated to about 1 KB a megabyte without ever holding it: each piece
 * deflated with a sync flush is a deflate block run that can follow any other, and the suffix,
 * deflated to the end, closes the stream.
 */
export function fillerPart(name: string, mb: number, fill = 0, prefix = '', suffix = ''): ZipPart {
  const flushed = (bytes: Buffer) => zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const megabyte = Buffer.alloc(1024 * 1024, fill);
  const [head, tail] = [Buffer.from(prefix), Buffer.from(suffix)];
  const block = flushed(megabyte);
  let crc = crc32(head);
  for (let i = 0; i < mb; i++) crc = crc32(megabyte, crc);
  crc = crc32(tail, crc);
  const data = Buffer.concat([
    flushed(head),
    ...Array.from({ length: mb }, () => block),
    zlib.deflateRawSync(tail),
  ]);
  return { name, data, crc, size: head.length + mb * 1024 * 1024 + tail.length };
}

/** `mb` megabytes of zeros. */
export const zerosPart = (name: string, mb: number) => fillerPart(name, mb);

/** A worksheet of `mb` megabytes of whitespace between its rows: valid XML all the way. */
export const blankSheetPart = (name: string, mb: number) =>
  fillerPart(
    name,
    mb,
    0x20,
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    '</sheetData></worksheet>',
  );

const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value);
  return b;
};
const u64 = (value: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(value));
  return b;
};

/**
 * A ZIP of deflated parts. With `zip64`, every size and offset goes in ZIP64 records (sizes
 * 0xFFFFFFFF in the classic fields), as a writer does for huge files.
 */
export function zipOf(parts: readonly ZipPart[], options: { zip64?: boolean } = {}): Buffer {
  const zip64 = options.zip64 ?? false;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? part.size;
    const common = [u16(45), u16(0), u16(8), u16(0), u16(0x21), u32(part.crc)];
    const sizes = zip64 ? [u32(0xffffffff), u32(0xffffffff)] : [u32(part.data.length), u32(declared)];
    const local = Buffer.concat([u32(0x04034b50), ...common, ...sizes, u16(name.length), u16(0), name]);
    const extra = zip64
      ? Buffer.concat([u16(1), u16(24), u64(declared), u64(part.data.length), u64(offset)])
      : Buffer.alloc(0);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(45),
        ...common,
        ...sizes,
        u16(name.length),
        u16(extra.length),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(zip64 ? 0xffffffff : offset),
        name,
        extra,
      ]),
    );
    locals.push(local, part.data);
    offset += local.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const tail: Buffer[] = [];
  if (zip64) {
    const recordAt = offset + directory.length;
    tail.push(
      Buffer.concat([u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0)]),
      Buffer.concat([u64(parts.length), u64(parts.length), u64(directory.length), u64(offset)]),
      Buffer.concat([u32(0x07064b50), u32(0), u64(recordAt), u32(1)]),
    );
  }
  const count = zip64 ? 0xffff : parts.length;
  tail.push(
    Buffer.concat([
      u32(0x06054b50),
      u16(0),
      u16(0),
      u16(count),
      u16(count),
      u32(zip64 ? 0xffffffff : directory.length),
      u32(zip64 ? 0xffffffff : offset),
      u16(0),
    ]),
  );
  return Buffer.concat([...locals, directory, ...tail]);
}

/** The parts of a workbook with one sheet of one cell, and `extra` parts (replacing a part of that name). */
export function workbookParts(...extra: ZipPart[]): ZipPart[] {
  const ns = 'http://schemas.openxmlformats.org';
  const parts = [
    deflatedPart(
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="${ns}/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedPart(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships">` +
        `<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>` +
        `<row r="1"><c r="A1" t="inlineStr"><is><t>Pincode</t></is></c></row></sheetData></worksheet>`,
    ),
  ];
  return [...parts.filter((part) => !extra.some((other) => other.name === part.name)), ...extra];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few dozen bytes whose header declares `width` × `height` RGBA pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(0))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of `width` × `height` black grey pixels that every decoder reads, a few hundred
 * KB for hundreds of megapixels: its rows (a filter byte and a byte a pixel) are all zeros,
 * deflated as one megabyte repeated.
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a pixel
  header[9] = 0; // grey
  const total = height * (width + 1);
  const megabytes = Math.floor(total / (1024 * 1024));
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  // Adler-32 of n zeros: its sum stays 1, its running total is n.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  const data = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: megabytes }, () => block),
    zlib.deflateRawSync(Buffer.alloc(total - megabytes * 1024 * 1024)),
    adler,
  ]);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF; `catalog` is added to its catalogue dictionary, `objects` after it. */
export function pdfWith(catalog: string, objects: Buffer[] = []): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n',
      'latin1',
    ),
    ...objects,
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** An object stream (PDF 1.5) holding `objects` compressed, as object 10. */
export function objectStream(objects: string): Buffer {
  const data = zlib.deflateSync(Buffer.from(`4 0 ${objects}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `10 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

/**
 * The most the process's memory (RSS) grew while `run` ran, sampled as often as the event
 * loop lets, and once at the end.
 */
export async function rssGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

export const MB = 1024 * 1024;
