import { z } from 'zod';

/** The content types of the files the API sends. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF = 'application/pdf';

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

/** How a multipart field is documented: a file, or a text field with its meaning. */
export type MultipartField = { file: true; description?: string } | { description: string };

/**
 * A multipart body as the OpenAPI document shows it (with `consumes: ['multipart/form-data']`).
 * The request itself is read and checked by the handler (receiveUpload and its kind), so the
 * schema validates nothing and its JSON Schema is given as metadata.
 */
export function multipartBody(fields: Record<string, MultipartField>, required: string[] = []) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      'file' in field
        ? {
            type: 'string',
            format: 'binary',
            ...(field.description ? { description: field.description } : {}),
          }
        : { type: 'string', description: field.description },
    ]),
  );
  return z.unknown().meta({ type: 'object', properties, required });
}

/** What an upload call answers (receiveUpload). */
export const uploadAnswer = z.object({
  url: z.string(),
  name: z.string().describe('the file name as uploaded'),
  size: z.number().int().describe('bytes'),
  mimeType: z.string(),
});
