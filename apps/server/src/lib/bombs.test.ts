import { beforeAll, describe, expect, it } from 'vitest';
import {
  blankSheetPart,
  MB,
  objectStream,
  pdfWith,
  pngDeclaring,
  rssGrowth,
  workbookParts,
  type ZipPart,
  zipOf,
} from '../../test/bombs';
import { createTestApp } from '../../test/harness';
import { multipart } from '../../test/sheets';
import { createProductVia } from '../modules/products/products.factories';

/**
 * Upload bombs against the running app: each is refused with a 4xx in the error shape, and
 * the server's memory (RSS) grows little while it does so. Unguarded, the workbook bombs
 * unpack to hundreds of MB and the picture bomb is stored or breaks sharp (500).
 */
describe('upload bombs', async () => {
  const { call, tokenFor } = await createTestApp();
  let token: string;
  /** 200 MB of zeros in five parts of 40 MB, each under the 50 MB a part may hold. */
  let sheets: ZipPart[];

  beforeAll(async () => {
    token = await tokenFor();
    sheets = [1, 2, 3, 4, 5].map((i) => blankSheetPart(`xl/worksheets/sheet${i}.xml`, 40));
  });

  const SHEET_ROUTES = [
    '/api/products/upload',
    '/api/pincodes/import/read',
    '/api/products-variations/price-update/read',
  ];
  const send = (url: string, name: string, content: Buffer) =>
    rssGrowth(() => call(token, { method: 'POST', url, ...multipart([{ name, content }]) }));

  it('refuses a workbook unpacking to 200 MB (about 200 KB sent) on every sheet route, as .xlsx and .xlsb', async () => {
    const bomb = zipOf(workbookParts(...sheets));
    expect(bomb.length).toBeLessThan(300 * 1024);
    for (const url of SHEET_ROUTES) {
      for (const name of ['bomb.xlsx', 'bomb.xlsb']) {
        const { result, growth } = await send(url, name, bomb);
        expect(result.status, `${url} ${name}`).toBe(413);
        expect(result.body).toMatchObject({
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'This file unpacks to more than 100 MB; please split it',
        });
        expect(growth, `${url} ${name}`).toBeLessThan(100 * MB);
      }
    }
  });

  it('refuses a workbook whose directory understates a part, stopping as it inflates past it', async () => {
    const liar = zipOf(workbookParts(...sheets.map((part) => ({ ...part, declaredSize: 2048 }))));
    for (const url of SHEET_ROUTES) {
      const { result, growth } = await send(url, 'liar.xlsx', liar);
      expect(result.status, url).toBe(400);
      expect(result.body.message).toBe(
        'This file is damaged: a part of it unpacks to another size than it declares',
      );
      expect(growth, url).toBeLessThan(100 * MB);
    }
  });

  it('refuses a sheet over 10 MB on every sheet route as it arrives', async () => {
    const big = Buffer.concat([zipOf(workbookParts()), Buffer.alloc(10 * MB)]);
    for (const url of SHEET_ROUTES) {
      const { result } = await send(url, 'big.xlsx', big);
      expect(result.status, url).toBe(413);
      expect(result.body.message, url).toBe('The file can not exceed 10MB!');
    }
  });

  it('still reads an honest workbook', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/pincodes/import/read',
      ...multipart([{ name: 'pincodes.xlsx', content: zipOf(workbookParts()) }]),
    });
    // The hand-built sheet has only a Pincode header: read, and found wanting.
    expect(res.body.message).toMatch(/^The sheet has no Pincode Name, City column/);
  });

  it('refuses a 50,000 × 50,000 PNG header on every image route', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);
    const product = await createProductVia(call, token, {});
    const routes: [string, Record<string, string>][] = [
      ['/api/common/upload', {}],
      ['/api/categories/upload', {}],
      ['/api/banners/upload', {}],
      ['/api/products-images', { productId: String(product.id) }],
      ['/api/products/images', { productId: String(product.id) }],
    ];
    for (const [url, fields] of routes) {
      const { result, growth } = await rssGrowth(() =>
        call(token, { method: 'POST', url, ...withFields(fields, 'huge.png', bomb) }),
      );
      expect(result.status, url).toBe(413);
      expect(result.body, url).toMatchObject({
        statusCode: 413,
        message: 'The picture is 50000 × 50000 pixels; at most 40 megapixels are accepted',
        errors: [{ field: 'file' }],
      });
      expect(growth, url).toBeLessThan(100 * MB);
    }
  });

  it('refuses a PDF carrying JavaScript, plainly, with an escaped name or in an object stream', async () => {
    const pdfs = {
      openAction: pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      escaped: pdfWith('/OpenAction 4 0 R', [
        Buffer.from('4 0 obj\n<< /S /Java#53cript /J#53 (app.alert(1)) >>\nendobj\n'),
      ]),
      compressed: pdfWith('/OpenAction 4 0 R', [objectStream('<< /S /JavaScript /JS 5 0 R >>')]),
    };
    for (const [kind, pdf] of Object.entries(pdfs)) {
      const res = await call(token, {
        method: 'POST',
        url: '/api/common/upload',
        ...multipart([{ name: 'about-us.pdf', content: pdf }]),
      });
      expect(res.status, kind).toBe(400);
      expect(res.body.message, kind).toBe(
        'This PDF contains JavaScript, which is not accepted; please upload a PDF without scripts',
      );
    }
    const clean = pdfWith('/OpenAction [3 0 R /Fit]', [objectStream('<< /Title (About us) >>')]);
    const res = await call(token, {
      method: 'POST',
      url: '/api/common/upload',
      ...multipart([{ name: 'about-us.pdf', content: clean }]),
    });
    expect(res.status).toBe(201);
  });
});

/** A multipart body of text fields and one `file`. */
function withFields(fields: Record<string, string>, name: string, content: Buffer) {
  const boundary = '----mandi-bomb-boundary';
  const chunks: Buffer[] = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
