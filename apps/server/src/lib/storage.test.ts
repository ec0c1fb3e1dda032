import fs from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { localDiskStorage } from './local-disk-storage';
import { s3Storage } from './s3-storage';
import { keyOf } from './storage';

describe('keyOf', () => {
  it('takes only keys the storage made, so no URL reaches outside it', () => {
    expect(keyOf('/uploads/0123456789abcdef0123456789abcdef/atta.png', '/uploads/')).toBe(
      '0123456789abcdef0123456789abcdef/atta.png',
    );
    expect(keyOf('/uploads/../../etc/passwd', '/uploads/')).toBeUndefined();
    expect(keyOf('data:image/png;base64,AAAA', '/uploads/')).toBeUndefined();
    expect(keyOf('https://cdn.example.com/x.png', '/uploads/')).toBeUndefined();
  });
});

describe('local disk storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-storage-'));
  const storage = localDiskStorage(root);

  it('writes a file under a random folder and removes it by its URL', async () => {
    const { url, key } = await storage.put('Amul Butter.png', Buffer.from('picture'));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\/Amul-Butter\.png$/);
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('picture');
    await storage.removeUrl(url);
    expect(fs.existsSync(path.dirname(path.join(root, key)))).toBe(false);
  });

  it('leaves alone what is not its own', async () => {
    const outside = path.join(root, 'keep.txt');
    fs.writeFileSync(outside, 'keep');
    await storage.removeUrl('/uploads/../keep.txt');
    await storage.removeUrl('data:image/svg+xml,<svg/>');
    expect(fs.existsSync(outside)).toBe(true);
  });
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('S3-compatible storage', () => {
  const seen: Seen[] = [];
  let answer = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = answer;
      response.end(answer === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  let endpoint = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    s3Storage({
      bucket: 'mandi-media',
      endpoint,
      region: 'ap-south-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://media.mandi.example',
    });

  it('puts the file in the bucket, signed, and answers its public URL', async () => {
    answer = 200;
    const { url, key } = await storage().put('Atta 5kg.jpg', Buffer.from('jpeg bytes'));
    expect(url).toBe(`https://media.mandi.example/${key}`);
    const put = seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/mandi-media/${key}`);
    expect(put.body.toString()).toBe('jpeg bytes');
    expect(put.headers['content-type']).toBe('image/jpeg');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);

    await storage().removeUrl(url);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: `/mandi-media/${key}` });
    const count = seen.length;
    await storage().removeUrl('/uploads/0123456789abcdef0123456789abcdef/a.png');
    expect(seen.length).toBe(count);
  });

  it('says what the bucket answered when it refuses', async () => {
    answer = 403;
    await expect(storage().put('a.png', Buffer.from('x'))).rejects.toThrow('S3 upload answered 403');
  });
});

describe('S3 settings', () => {
  it('needs keys with a bucket, and defaults the endpoint and public URL', () => {
    expect(() => loadConfig({ MANDI_S3_BUCKET: 'media' })).toThrow(
      'MANDI_S3_BUCKET needs MANDI_S3_ACCESS_KEY_ID and MANDI_S3_SECRET_ACCESS_KEY',
    );
    const config = loadConfig({
      MANDI_S3_BUCKET: 'media',
      MANDI_S3_REGION: 'ap-south-1',
      MANDI_S3_ACCESS_KEY_ID: 'id',
      MANDI_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toMatchObject({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      publicUrl: 'https://s3.ap-south-1.amazonaws.com/media',
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
