import { z } from 'zod';
import { ROUTE_KEYS } from '../access';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  RESET_LINK_EXPIRED,
  resetPasswordSchema,
} from '../auth';
import { defineEndpoint } from '../endpoint';
import { MAX_PAGE_SIZE } from '../resource';
import { audit } from '../resources/audit';
import { INT4_MAX } from '../validation';

/** The sign-in calls, the route tree, the sign-in record and the history's staff filter. */

const tags = ['Sign-in'];

/** The session as login and me answer it; the schema keeps every other column out. */
export const adminSessionAnswer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(z.string()),
  adminsRoleId: z.number(),
  routes: z.array(z.enum(ROUTE_KEYS)),
});

/** What a call that only reports what it did answers ("Password changed successfully"). */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admins/login',
  operationId: 'postAdminsLogin',
  summary: 'Admins login',
  description:
    'Answers the session and its bearer token. Also sets the `mandi_session` cookie (HttpOnly, SameSite=Strict, the session’s life), read only by the web app’s pages to draw a first screen; the API takes the bearer token only.',
  tags,
  auth: 'public',
  body: loginSchema,
  answer: adminSessionAnswer.extend({ token: z.string() }),
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admins/logout',
  operationId: 'postAdminsLogout',
  summary: 'Admins logout',
  description: 'Revokes the session and clears the `mandi_session` cookie.',
  tags,
  auth: 'signed-in',
  answer: messageAnswer,
});

export const meEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admins/me',
  operationId: 'postAdminsMe',
  summary: 'Admins me',
  tags,
  auth: 'signed-in',
  answer: adminSessionAnswer,
});

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admins/change-password',
  operationId: 'postAdminsChangePassword',
  summary: 'Admins change password',
  tags,
  auth: 'signed-in',
  body: changePasswordSchema,
  answer: messageAnswer,
});

export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admins/forgot-password',
  operationId: 'postAdminsForgotPassword',
  summary: 'Admins forgot password',
  tags,
  auth: 'public',
  body: forgotPasswordSchema,
  answer: messageAnswer,
});

/** Whether a mailed reset link still works, and for which email. */
export const resetLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admins/reset-password/:hash',
  operationId: 'getAdminsResetPasswordByHash',
  summary: 'Get admins reset password by hash',
  tags,
  auth: 'public',
  params: z.object({ hash: z.string().min(1).max(200, RESET_LINK_EXPIRED) }),
  answer: z.object({ valid: z.boolean(), email: z.string() }),
});

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admins/reset-password',
  operationId: 'postAdminsResetPassword',
  summary: 'Admins reset password',
  tags,
  auth: 'public',
  body: resetPasswordSchema,
  answer: messageAnswer,
});

const routeNode = z.object({ key: z.string(), title: z.string() });

/** The screens a role may be given, grouped as the menu shows them. */
export const routeTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/routes',
  operationId: 'getRoutes',
  summary: 'Get routes',
  tags,
  auth: 'signed-in',
  answer: z.array(routeNode.extend({ children: z.array(routeNode).readonly().optional() })).readonly(),
});

const wholeNumber = (name: string, max?: number) => {
  const schema = z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
  return max === undefined ? schema : schema.max(max, `${name} must be at most ${max}`);
};

/** One row of an admin's sign-in record. */
export const adminLoginRow = z.object({
  id: z.number(),
  adminId: z.number().nullable(),
  emailAddress: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  /** 'Signed in', 'Wrong password', 'Logged out', 'Password changed', ... */
  reason: z.string().nullable(),
  createdTimestamp: z.string(),
});
export type AdminLogin = z.infer<typeof adminLoginRow>;

/**
 * `GET /api/admins-logins`: the profile's activity tab, a page of its own (not the list
 * grammar). Anyone signed in reads their own record; another admin's (`adminId`) only a
 * superadmin or a role with the admins screen.
 */
export const adminsLoginsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admins-logins',
  operationId: 'getAdminsLogins',
  summary: 'List admins logins',
  tags: ['Admins'],
  auth: 'signed-in',
  query: z.object({
    page: wholeNumber('page').default(1),
    limit: wholeNumber('limit', MAX_PAGE_SIZE).optional(),
    per_page: wholeNumber('per_page', MAX_PAGE_SIZE).optional(),
    adminId: wholeNumber('adminId', INT4_MAX).optional(),
  }),
  answer: z.object({
    data: z.array(adminLoginRow),
    count: z.number(),
    total: z.number(),
    page: z.number(),
    pageCount: z.number(),
  }),
});

/** The history's staff filter: who appears in the entries. */
export const auditActorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit/actors',
  operationId: 'getAuditActors',
  summary: 'Get audit actors',
  description:
    'Choices of the staff filter: the system (adminId null: filter `adminId||$isnull`) and every staff member who appears in the entries, by name',
  tags: [audit.label],
  auth: { access: audit.access, action: 'read' },
  answer: z.object({
    data: z.array(
      z.object({
        adminId: z.number().int().nullable().describe('null for the system (jobs)'),
        name: z.string().describe("'System', the staff member's name, or 'Admin <id>' for a deleted account"),
      }),
    ),
  }),
});

/** The deployed version: changes with each deployed build; the web polls it to offer a reload. */
export const appVersionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common/app_version',
  operationId: 'getCommonAppVersion',
  summary: 'Get common app version',
  tags: ['Common'],
  auth: 'public',
  answer: z.object({ version: z.string().describe('changes with each deployed build') }),
});
