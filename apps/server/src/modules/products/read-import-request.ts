import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, invalidField } from '../../lib/errors';
import { invalidTextIn } from '../../plugins/refuse-invalid-text';

/** One picture sent with an import item, under the name the sheet gives it. */
export interface ImportFile {
  filename: string;
  content: Buffer;
}

export interface ImportRequest {
  /** The `product` field, parsed JSON (checked by the service). */
  product: unknown;
  files: ImportFile[];
}

/** More pictures than a product can name (50) is a mistake of the sender. */
const MAX_FILES = 50;
/** A product's pictures come from one ZIP, which the spec keeps under 50 MB. */
const MAX_TOTAL_BYTES = 50 * 1024 * 1024;

/**
 * The multipart body of POST /products/singleImport: a `product` field holding one import item
 * as JSON, and that product's pictures as files (any field name), each under its file name in
 * the ZIP. Each picture may be as large as an upload (MANDI_UPLOAD_MAX_MB), all of them 50 MB.
 */
export async function readImportRequest(request: FastifyRequest, maxBytes: number): Promise<ImportRequest> {
  if (!request.isMultipart()) throw badRequest('Send the product as multipart/form-data');
  let product: string | undefined;
  const files: ImportFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: MAX_FILES } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        total += content.length;
        if (total > MAX_TOTAL_BYTES) {
          const message = 'The images of one product can not exceed 50MB together';
          throw new HttpError(413, message, [{ field: 'images', message }]);
        }
        files.push({ filename: part.filename, content });
      } else if (part.fieldname === 'product' && typeof part.value === 'string') product = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(`An image is larger than ${Math.round(maxBytes / 1048576)}MB`);
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest(`Send at most ${MAX_FILES} images a product`);
    throw error;
  }
  if (product === undefined) {
    throw badRequest('product is required', [{ field: 'product', message: 'product is required' }]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(product);
  } catch {
    throw badRequest('The product field is not JSON', [{ field: 'product', message: 'product is required' }]);
  }
  // A multipart field is not seen by the invalid-text hook: its JSON is checked here, field by field.
  const invalid = invalidTextIn(parsed, 'product');
  if (invalid !== undefined) throw invalidField(invalid.field, invalid.message);
  return { product: parsed, files };
}
