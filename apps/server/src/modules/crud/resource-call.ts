import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { originOf } from '../../lib/audit';
import type { StoredFiles } from '../../lib/storage';
import { principalOf } from '../../plugins/auth';
import type { ResourceCall } from './resource-service';

/** Where a request's files live, and the log that tells of a file it could not remove. */
export function filesOf(ctx: AppContext, request: FastifyRequest): StoredFiles {
  return { storage: ctx.storage, log: request.log };
}

/**
 * A request's means for a service call: the database, who calls and from where, the files.
 * Only for signed-in routes: the caller is the request's staff member.
 */
export function resourceCallOf(ctx: AppContext, request: FastifyRequest): ResourceCall {
  return {
    db: ctx.db,
    actor: principalOf(request),
    origin: originOf(request),
    files: filesOf(ctx, request),
  };
}
