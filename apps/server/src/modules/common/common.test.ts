import { appVersionEndpoint } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';

// Smallest valid files of each kind: the server checks content, not only the name.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(name: string, content: Buffer) {
  const boundary = '----mandi-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('common endpoints', async () => {
  const { call, tokenFor, app } = await createTestApp();
  const token = await tokenFor({ routes: ['brand'] });

  it('answers the app version without a token', async () => {
    const res = await typedEndpoint(call, null, appVersionEndpoint, {});
    expect(res.status).toBe(200);
    expect(typeof res.body.version).toBe('string');
  });

  it('stores an upload and serves it back at an unguessable public URL', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/common/upload',
      ...multipart('Amul Butter.png', PNG),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Amul Butter.png', size: PNG.length, mimeType: 'image/png' });
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\/Amul-Butter\.png$/);
    const served = await app.inject({ method: 'GET', url: res.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts a PDF by default and refuses it when only images are accepted', async () => {
    expect(
      (await call(token, { method: 'POST', url: '/api/common/upload', ...multipart('tnc.pdf', PDF) })).status,
    ).toBe(201);
    const res = await call(token, {
      method: 'POST',
      url: '/api/common/upload?accept=.jpg,.jpeg,.png',
      ...multipart('tnc.pdf', PDF),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('file type not permitted!');
  });

  it('refuses an extension outside the list', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/common/upload',
      ...multipart('run.exe', PNG),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('file type not permitted!');
  });

  it('refuses content that does not match its extension', async () => {
    const res = await call(token, {
      method: 'POST',
      url: '/api/common/upload',
      ...multipart('photo.jpg', PNG),
    });
    expect(res.status).toBe(415);
    expect(res.body.errors[0]).toEqual({ field: 'file', message: 'file type not permitted!' });
  });

  it('refuses a file over the size limit with the spec message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await call(token, {
      method: 'POST',
      url: '/api/common/upload?maxSizeMb=1',
      ...multipart('big.png', big),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Icon size can not exceed 1MB!');
  });

  it('needs a signed-in admin', async () => {
    const res = await call(null, { method: 'POST', url: '/api/common/upload', ...multipart('a.png', PNG) });
    expect(res.status).toBe(401);
  });
});
