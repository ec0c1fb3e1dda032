import { z } from 'zod';

/**
 * Errors in the API's shape: `{ statusCode, error, message }`, validation adding
 * `errors: [{ field, message }]`. Services throw these; the error handler presents them.
 */
export interface FieldError {
  field: string;
  message: string;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  get error(): string {
    return STATUS_NAMES[this.statusCode] ?? 'Error';
  }

  toJSON() {
    return {
      statusCode: this.statusCode,
      error: this.error,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
/** A validation failure on one field: the message names the problem in the user's words. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, message, [{ field, message }]);
export const unauthorized = (message = 'Please sign in again') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (label: string, id?: number | string) =>
  new HttpError(404, id === undefined ? `${label} not found` : `${label} ${id} not found`);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** The error shape as the OpenAPI document shows it: every 4xx answer has it. */
export const errorAnswer = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('the status in words: Bad Request, Not Found, ...'),
    message: z.string().describe("in the user's words"),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });

/** Every refusal of a call, as a route's `response` declares it (the handler's shape). */
export const refusals = { '4xx': errorAnswer } as const;
