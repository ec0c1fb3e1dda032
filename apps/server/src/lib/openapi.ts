import { z } from 'zod';

/** The content types of the files the API sends (declared in the domain). */
export { PDF_MEDIA_TYPE as PDF, XLSX_MEDIA_TYPE as XLSX } from '@mandi/domain';

/**
 * A file download's answer: declared by its content type (or each type it may be, one media
 * type key each), the body being the file's bytes. Fastify sends a Buffer or stream as is, so
 * the schema documents and never serializes.
 */
export function fileAnswer(contentType: string | readonly string[], description: string) {
  const types = typeof contentType === 'string' ? [contentType] : contentType;
  const bytes = () => ({ schema: z.any().meta({ type: 'string', format: 'binary' }) });
  return { description, content: Object.fromEntries(types.map((type) => [type, bytes()])) };
}

/** A multipart body as the OpenAPI document shows it: declared in the domain, beside endpoints. */
export { type MultipartField, multipartForm as multipartBody } from '@mandi/domain';

/** What an upload call answers (receiveUpload). */
export const uploadAnswer = z.object({
  url: z.string(),
  name: z.string().describe('the file name as uploaded'),
  size: z.number().int().describe('bytes'),
  mimeType: z.string(),
});
