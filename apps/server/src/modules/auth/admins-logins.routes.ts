import { adminsLoginsEndpoint, canOpen, DEFAULT_PAGE_SIZE } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { forbidden } from '../../lib/errors';
import { principalOf } from '../../plugins/auth';
import { adminsLoginsRepository } from './admins-logins.repository';

/**
 * GET /api/admins-logins: the profile's activity tab. Anyone signed in reads their own
 * record; another admin's (`adminId`) only a superadmin or a role with the admins screen.
 */
export async function adminsLoginsRoutes(app: FastifyInstance, ctx: AppContext) {
  const repo = adminsLoginsRepository(ctx.db);

  endpointRoute(app, ctx, adminsLoginsEndpoint, async ({ query, request }) => {
    const principal = principalOf(request);
    const { page, adminId = principal.id } = query;
    if (adminId !== principal.id && !canOpen(principal, 'admin')) throw forbidden();
    const limit = query.limit ?? query.per_page ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await repo.pageOf(adminId, { limit, offset: (page - 1) * limit });
    return {
      data: rows.map((row) => ({ ...row, createdTimestamp: row.createdTimestamp.toISOString() })),
      count: rows.length,
      total,
      page,
      pageCount: Math.ceil(total / limit),
    };
  });
}
