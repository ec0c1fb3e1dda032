import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldError, HttpError } from '../lib/errors';
import { httpErrorFromMultipart } from '../lib/multipart-errors';
import { httpErrorFromPg } from '../lib/pg-errors';

/** Every failure leaves in one shape: `{ statusCode, error, message[, errors] }`. */
export function registerErrorHandler(app: FastifyInstance, options: { spaFallback: boolean }) {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String(issue.params?.missingProperty ?? ''),
        message: issue.message ?? 'Invalid value',
      }));
      const body = new HttpError(400, errors[0]?.message ?? 'Invalid request', errors);
      return reply.status(400).send(body.toJSON());
    }
    const known =
      error instanceof HttpError ? error : (httpErrorFromPg(error) ?? httpErrorFromMultipart(error));
    if (known) return reply.status(known.statusCode).send(known.toJSON());

    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, body too large, unsupported content type) and the
      // list grammar's, which name the field they are about.
      const message = (error as Error).message;
      const field = (error as { field?: unknown }).field;
      const errors = typeof field === 'string' && field !== '' ? [{ field, message }] : undefined;
      return reply.status(status).send(new HttpError(status, message, errors).toJSON());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on the server',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    // The web app's own paths (/product/list, ...) answer its index.html; the router takes over.
    if (options.spaFallback && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send(new HttpError(404, `Route ${request.method} ${request.url} not found`).toJSON());
  });
}
