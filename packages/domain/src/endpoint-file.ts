import { z } from 'zod';

/** The media types of the files the API sends. */
export const PDF_MEDIA_TYPE = 'application/pdf';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A declared endpoint that answers a file (a PDF, an xlsx) instead of JSON: each media type it
 * may send and what the file is. The web saves it as a download (`downloadEndpoint`); the
 * OpenAPI document shows one binary media type key each.
 */
export interface EndpointFile {
  readonly file: true;
  readonly mediaTypes: readonly string[];
  readonly description: string;
}

export function endpointFile(mediaTypes: string | readonly string[], description: string): EndpointFile {
  return { file: true, mediaTypes: typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes, description };
}

export function isEndpointFile(answer: unknown): answer is EndpointFile {
  return typeof answer === 'object' && answer !== null && (answer as EndpointFile).file === true;
}

/** How a multipart field is documented: a file, or a text field with its meaning. */
export type MultipartField = { file: true; description?: string } | { description: string };

/**
 * A multipart body as the OpenAPI document shows it (with the endpoint's `multipart: true`).
 * The request is read and checked by the server's handler (the upload readers), so the schema
 * validates nothing and its JSON Schema is given as metadata; a caller sends a FormData.
 */
export function multipartForm(fields: Record<string, MultipartField>, required: string[] = []) {
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
