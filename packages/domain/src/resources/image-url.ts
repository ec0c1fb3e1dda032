import { z } from 'zod';

/**
 * A stored picture: the URL `POST /common/upload` answered (`/uploads/<key>/<name>`), an
 * http(s) URL, or a small inline `data:` picture (the demo store's drawn logos). Only the
 * accepted kinds pass, the same list the upload checks, with its message.
 */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const FILE_TYPE_MESSAGE = 'file type not permitted!';

const MAX_URL_LENGTH = 2048;
/** About 110 KB of picture: a logo, not a photograph kept in a table row. */
const MAX_DATA_URL_LENGTH = 150_000;

const MIME_OF_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** The extension of a URL's path, lower case ('' when it has none). */
export function urlExtension(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /\.[a-z0-9]+$/i.exec(path);
  return match ? match[0].toLowerCase() : '';
}

/** Is this URL a picture of one of the accepted extensions? */
export function isAcceptedImageUrl(url: string, accepted: readonly string[] = IMAGE_EXTENSIONS): boolean {
  const data = /^data:([a-z/+.-]+);base64,/i.exec(url);
  if (data) {
    const mimes = accepted.map((ext) => MIME_OF_EXTENSION[ext]).filter(Boolean);
    return url.length <= MAX_DATA_URL_LENGTH && mimes.includes(data[1]!.toLowerCase());
  }
  if (url.length > MAX_URL_LENGTH) return false;
  if (!/^(https?:\/\/|\/)/i.test(url)) return false;
  return accepted.includes(urlExtension(url));
}

/** An optional picture field: absent, null or '' are stored as null. */
export function optionalImageUrl(accepted: readonly string[] = IMAGE_EXTENSIONS) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z
      .string({ error: 'Please upload a picture' })
      .refine((url) => isAcceptedImageUrl(url, accepted), FILE_TYPE_MESSAGE)
      .nullable()
      .optional(),
  );
}
