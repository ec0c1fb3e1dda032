import { conflict, type HttpError } from './errors';

/** Postgres error codes the API turns into 409s instead of 5xx. */
interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * A unique or foreign-key violation that a service did not foresee still answers 409 with a
 * readable message rather than a 500. Services check the common cases themselves first so
 * that the message names the field.
 */
export function httpErrorFromPg(error: unknown): HttpError | undefined {
  const pgError = pgErrorOf(error);
  if (!pgError) return undefined;
  if (pgError.code === '23505') return conflict('This value already exists');
  if (pgError.code === '23503') {
    return conflict('This record is linked to other records and cannot be changed or deleted');
  }
  return undefined;
}
