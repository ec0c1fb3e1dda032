import { HttpError } from './errors';

const BROKEN_MULTIPART =
  'The upload was not a complete multipart/form-data body: please upload the file again';

/** @fastify/multipart's own refusals, by code, in the user's words. */
const BY_CODE: Record<string, [number, string]> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Please upload the attachment!'],
  FST_MP_PREMATURE_CLOSE: [400, BROKEN_MULTIPART],
  FST_PROTO_VIOLATION: [400, 'A form field has a name that is not allowed'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field is not the JSON its content type says'],
  FST_PARTS_LIMIT: [413, 'The upload has too many parts'],
  FST_FILES_LIMIT: [413, 'Exceed the maximum number of uploaded files limit!'],
  FST_FIELDS_LIMIT: [413, 'The upload has too many fields'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large'],
};

/**
 * Busboy's parse errors are plain Errors: a body without a boundary, cut short or with a
 * malformed part header is the client's mistake, not the server's.
 */
const BUSBOY_MESSAGE =
  /^Multipart: |unexpected end of multipart data|Malformed part header|Unexpected end of form/i;

/** A 4xx for a broken multipart request, or undefined when the error is something else. */
export function httpErrorFromMultipart(error: unknown): HttpError | undefined {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const known = code ? BY_CODE[code] : undefined;
  if (known) return new HttpError(known[0], known[1]);
  if (typeof message === 'string' && BUSBOY_MESSAGE.test(message))
    return new HttpError(400, BROKEN_MULTIPART);
  return undefined;
}
