import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import { keyOf, newKey, type Storage } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const contentTypeOf = (name: string) =>
  CONTENT_TYPES[/\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? ''] ?? 'application/octet-stream';

/**
 * Files in an S3-compatible bucket (path-style addressing, which AWS, MinIO, R2 and Spaces
 * all take), signed with AWS Signature V4. The bucket or a CDN in front of it serves them
 * publicly at `publicUrl`.
 */
export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const objectUrl = (key: string) =>
    `${config.endpoint}/${config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const send = async (url: string, init: RequestInit, what: string) => {
    const response = await fetchImpl(await client.sign(url, init));
    if (!response.ok) {
      throw new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
  };

  return {
    async put(name, content) {
      const key = newKey(name);
      await send(
        objectUrl(key),
        {
          method: 'PUT',
          body: new Uint8Array(content),
          headers: { 'content-type': contentTypeOf(name), 'content-length': String(content.length) },
        },
        'upload',
      );
      return { key, url: `${config.publicUrl}/${key}` };
    },

    async removeUrl(url) {
      const key = keyOf(url, `${config.publicUrl}/`);
      if (key) await send(objectUrl(key), { method: 'DELETE' }, 'delete');
    },
  };
}
