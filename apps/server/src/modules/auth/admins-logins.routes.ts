import { canOpen, DEFAULT_PAGE_SIZE, INT4_MAX, MAX_PAGE_SIZE } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { principalOf } from '../../plugins/auth';
import { adminsLoginsRepository } from './admins-logins.repository';

const wholeNumber = (name: string, max?: number) => {
  const schema = z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
  return max === undefined ? schema : schema.max(max, `${name} must be at most ${max}`);
};

const query = z.object({
  page: wholeNumber('page').default(1),
  limit: wholeNumber('limit', MAX_PAGE_SIZE).optional(),
  per_page: wholeNumber('per_page', MAX_PAGE_SIZE).optional(),
  adminId: wholeNumber('adminId', INT4_MAX).optional(),
});

const loginRow = z.object({
  id: z.number(),
  adminId: z.number().nullable(),
  emailAddress: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createdTimestamp: z.string(),
});

const listAnswer = z.object({
  data: z.array(loginRow),
  count: z.number(),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
});

/**
 * GET /api/admins-logins: the profile's activity tab. Anyone signed in reads their own
 * record; another admin's (`adminId`) only a superadmin or a role with the admins screen.
 */
export async function adminsLoginsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = adminsLoginsRepository(ctx.db);

  r.get(
    '/api/admins-logins',
    {
      config: { auth: 'signed-in' },
      schema: { tags: ['Admins'], querystring: query, response: { 200: listAnswer } },
    },
    async (request) => {
      const principal = principalOf(request);
      const { page, adminId = principal.id } = request.query;
      if (adminId !== principal.id && !canOpen(principal, 'admin')) throw forbidden();
      const limit = request.query.limit ?? request.query.per_page ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await repo.pageOf(adminId, { limit, offset: (page - 1) * limit });
      return {
        data: rows.map((row) => ({ ...row, createdTimestamp: row.createdTimestamp.toISOString() })),
        count: rows.length,
        total,
        page,
        pageCount: Math.ceil(total / limit),
      };
    },
  );
}
