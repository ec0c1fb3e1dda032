import type { FastifyRequest } from 'fastify';
import type { UnzipLimits } from '../../config';
import { badRequest, HttpError } from '../errors';
import { guardZip } from '../zip-guard';
import { xlsbAsXlsx } from './xlsb';

/** The spec's import messages (addresses and pincodes). */
export const IMPORT_MESSAGES = {
  missing: 'Please upload the attachment!',
  format: 'Attachment format error, please delete and upload again!',
  tooMany: 'Exceed the maximum number of uploaded files limit!',
} as const;

/** A sheet of MAX_SHEET_ROWS rows is a few MB; a bigger upload is not a sheet to import. */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;

const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
const fileError = (status: number, message: string) =>
  new HttpError(status, message, [{ field: 'file', message }]);

/**
 * The one spreadsheet of an import request (multipart, field `file`), .xlsx or .xlsb as the
 * spec says, answered as .xlsx content (an .xlsb is rewritten, see xlsb.ts). Both are ZIPs:
 * one that would unpack beyond `unzip` is refused before a reader unpacks it.
 */
export async function receiveSheet(request: FastifyRequest, unzip: UnzipLimits): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(400, IMPORT_MESSAGES.missing);
  let content: Buffer | undefined;
  let binary = false;
  try {
    for await (const part of request.files({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } })) {
      const ext = extensionOf(part.filename);
      if (ext !== '.xlsx' && ext !== '.xlsb') {
        part.file.resume();
        throw fileError(400, IMPORT_MESSAGES.format);
      }
      binary = ext === '.xlsb';
      content = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fileError(400, IMPORT_MESSAGES.tooMany);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, 'The file can not exceed 10MB!');
    throw error;
  }
  if (!content || content.length === 0) throw fileError(400, IMPORT_MESSAGES.missing);
  // Both are ZIP archives; anything else renamed to .xlsx or .xlsb stops here.
  if (content.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw badRequest(IMPORT_MESSAGES.format);
  await guardZip(content, unzip, IMPORT_MESSAGES.format);
  if (!binary) return content;
  const rewritten = await xlsbAsXlsx(content);
  if (!rewritten) throw badRequest(IMPORT_MESSAGES.format);
  return rewritten;
}
