import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** A built web app in miniature: index.html and one hashed script, each with its .br and .gz. */
function fakeWebBuild(): { folder: string; script: string; scriptUrl: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-web-'));
  const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
  const html =
    '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
  const files = { 'index.html': html, 'assets/index-Ab12Cd34.js': script };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(folder, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  return { folder, script, scriptUrl: '/assets/index-Ab12Cd34.js' };
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('what the browser is sent: headers, uploads, compression and caching', async () => {
  const { database, tokenFor } = await createTestApp();
  const token = await tokenFor();
  const web = fakeWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-data-'));
  // Uploads as the storage writes them: a random folder, then the file.
  const uploads: Record<string, Buffer> = {
    'picture.png': PNG,
    'terms.pdf': Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    'prices.xlsx': Buffer.from('PK\u0003\u0004 not really a sheet'),
    'logo.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  };
  const folder = path.join(dataDir, 'uploads', '0123456789abcdef0123456789abcdef');
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(uploads)) fs.writeFileSync(path.join(folder, name), content);
  const uploadUrl = (name: string) => `/uploads/0123456789abcdef0123456789abcdef/${name}`;

  const config = loadConfig({ MANDI_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app: FastifyInstance = await buildApp({
    config,
    database,
    serveWeb: true,
    webFolder: web.folder,
    logger: false,
  });
  await app.ready();
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  function expectAppHeaders(headers: Record<string, unknown>) {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }

  it('sends the security headers with the app, the API and the API docs', async () => {
    for (const url of ['/', '/product/list', '/api/health', '/api/nothing-here', '/api/docs/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expectAppHeaders(res.headers);
    }
  });

  it('never lets index.html be cached, at / and at the app paths', async () => {
    for (const url of ['/', '/index.html', '/product/list']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const br = await get(web.scriptUrl, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(web.script);

    const gzip = await get(web.scriptUrl, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(web.script);

    const plain = await get(web.scriptUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(web.script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves an uploaded picture inline, sandboxed and not sniffed, to other origins too', async () => {
    const res = await get(uploadUrl('picture.png'), { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('sends every other upload (PDF, sheet, SVG) as a download, sandboxed', async () => {
    for (const name of ['terms.pdf', 'prices.xlsx', 'logo.svg']) {
      const res = await get(uploadUrl(name), { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-disposition'], name).toBe(`attachment; filename="${name}"`);
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(String(res.headers['content-security-policy']), name).toMatch(/; sandbox$/);
      expect(res.headers['content-encoding'], name).toBeUndefined();
      expect(res.rawPayload.equals(uploads[name]!), name).toBe(true);
    }
  });

  it('compresses API answers above 1 KB, not small ones', async () => {
    const docs = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);

    const routes = await get('/api/routes', { 'accept-encoding': 'gzip', authorization: `Bearer ${token}` });
    expect(routes.statusCode).toBe(200);
    expect(routes.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(zlib.gunzipSync(routes.rawPayload).toString()))).toBe(true);

    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('streams an xlsx export as it is, even to a client that accepts compression', async () => {
    const res = await get('/api/coupons/export', {
      'accept-encoding': 'br, gzip',
      authorization: `Bearer ${token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
