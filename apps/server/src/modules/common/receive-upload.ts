import { hasNul, nulMessage } from '@mandi/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest, invalidField } from '../../lib/errors';
import { checkUpload, sizeLimitMessage } from './upload-rules';

export interface UploadLimits {
  /** Accepted extensions ('.jpg'), from acceptedExtensions. */
  accepted: string[];
  maxMb: number;
  /** A rule of the call on the content itself (a banner's size); throws to refuse. */
  check?: (content: Buffer) => Promise<void>;
}

/** What an upload call answers: `{ url, name, size, mimeType }`. */
export interface UploadAnswer {
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

/**
 * Reads the multipart `file` of a request, refuses it by the upload rules (extension, real
 * content, size with the spec's message) and stores it. Shared by every upload call.
 */
export async function receiveUpload(
  request: FastifyRequest,
  ctx: AppContext,
  limits: UploadLimits,
): Promise<UploadAnswer> {
  if (!request.isMultipart()) throw badRequest('Please upload the attachment!');
  const file = await request.file({ limits: { fileSize: Math.round(limits.maxMb * 1048576), files: 1 } });
  if (!file) throw badRequest('Please upload the attachment!');
  if (hasNul(file.filename)) throw invalidField('file', nulMessage('The file name'));
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = sizeLimitMessage(limits.maxMb);
      throw badRequest(message, [{ field: 'file', message }]);
    }
    throw error;
  }
  const mimeType = await checkUpload(file.filename, content, limits.accepted);
  await limits.check?.(content);
  const stored = await ctx.storage.put(file.filename, content);
  return { url: stored.url, name: file.filename, size: content.length, mimeType };
}
