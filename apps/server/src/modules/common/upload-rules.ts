import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../../lib/errors';
import { guardImage } from '../../lib/image-guard';
import { guardPdf } from '../../lib/pdf-guard';

/** The spec's default accepted list, and what each extension's content must really be. */
export const DEFAULT_ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
const MIME_OF: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export function extensionOf(name: string): string {
  const match = /\.[^.]+$/.exec(name.toLowerCase());
  return match ? match[0] : '';
}

/** `accept` narrows the default list (".jpg,.png" for images); it can never widen it. */
export function acceptedExtensions(accept: string | undefined): string[] {
  if (!accept) return [...DEFAULT_ACCEPT];
  const asked = accept
    .split(',')
    .map((ext) => ext.trim().toLowerCase())
    .filter(Boolean);
  const normalized = asked.map((ext) => (ext.startsWith('.') ? ext : `.${ext}`));
  const unknown = normalized.filter((ext) => !(DEFAULT_ACCEPT as readonly string[]).includes(ext));
  if (unknown.length > 0) throw badRequest(`accept may only list ${DEFAULT_ACCEPT.join(', ')}`);
  return normalized;
}

export function sizeLimitMessage(maxMb: number): string {
  return `Icon size can not exceed ${maxMb}MB!`;
}

/**
 * Refuses a file whose extension is not accepted or whose content is not what it claims, a
 * picture declaring more pixels than a picture has (a bomb), and a PDF carrying JavaScript.
 * Every upload passes here: common, categories, banners, product images and the import.
 */
export async function checkUpload(name: string, content: Buffer, accepted: string[]): Promise<string> {
  const ext = extensionOf(name);
  if (!accepted.includes(ext))
    throw badRequest('file type not permitted!', [{ field: 'file', message: 'file type not permitted!' }]);
  const detected = await fileTypeFromBuffer(content);
  const expected = MIME_OF[ext]!;
  if (detected?.mime !== expected) {
    throw new HttpError(415, `The file's content is not a ${ext.slice(1).toUpperCase()} file`, [
      { field: 'file', message: 'file type not permitted!' },
    ]);
  }
  if (expected === 'application/pdf') guardPdf(content);
  else await guardImage(content);
  return expected;
}
