import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors';

/** The spec's import messages (addresses and pincodes). */
export const IMPORT_MESSAGES = {
  missing: 'Please upload the attachment!',
  format: 'Attachment format error, please delete and upload again!',
  tooMany: 'Exceed the maximum number of uploaded files limit!',
  xlsb: 'Binary workbooks (.xlsb) cannot be read here: open the file in Excel, save it as an Excel Workbook (.xlsx) and upload again',
} as const;

export const MAX_SHEET_BYTES = 10 * 1024 * 1024;

const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
const fileError = (status: number, message: string) =>
  new HttpError(status, message, [{ field: 'file', message }]);

/**
 * The one spreadsheet of an import request (multipart, field `file`). The picker takes .xlsx
 * and .xlsb as the spec says; .xlsb is then refused with what to do, since no well-kept
 * reader of binary workbooks exists for Node (docs/DECISIONS.md).
 */
export async function receiveSheet(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileError(400, IMPORT_MESSAGES.missing);
  let content: Buffer | undefined;
  try {
    for await (const part of request.files({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } })) {
      const ext = extensionOf(part.filename);
      if (ext !== '.xlsx' && ext !== '.xlsb') {
        part.file.resume();
        throw fileError(400, IMPORT_MESSAGES.format);
      }
      if (ext === '.xlsb') {
        part.file.resume();
        throw fileError(415, IMPORT_MESSAGES.xlsb);
      }
      content = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fileError(400, IMPORT_MESSAGES.tooMany);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, 'The file can not exceed 10MB!');
    throw error;
  }
  if (!content || content.length === 0) throw fileError(400, IMPORT_MESSAGES.missing);
  // An .xlsx is a ZIP archive; anything else renamed to .xlsx stops here.
  if (content.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw badRequest(IMPORT_MESSAGES.format);
  return content;
}
