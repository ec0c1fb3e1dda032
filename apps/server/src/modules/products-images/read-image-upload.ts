import { productImageUpload } from '@mandi/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { sizeLimitMessage } from '../common/upload-rules';
import type { ImageUpload } from './products-images.service';

/**
 * The multipart request of an image upload: one `file` and the fields `productId` and
 * `productsVariationId`, in any order.
 */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest('Please upload the attachment!');
  const fields: Record<string, string> = {};
  let file: { filename: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') file = { filename: part.filename, content: await part.toBuffer() };
        else await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = sizeLimitMessage(maxBytes / 1048576);
      throw badRequest(message, [{ field: 'file', message }]);
    }
    throw error;
  }
  if (!file)
    throw badRequest('Please upload the attachment!', [
      { field: 'file', message: 'Please upload the attachment!' },
    ]);
  const parsed = productImageUpload.safeParse({
    productId: fields.productId,
    productsVariationId: fields.productsVariationId || null,
  });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    throw badRequest(errors[0]!.message, errors);
  }
  return { ...parsed.data, ...file };
}
