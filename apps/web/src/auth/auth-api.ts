import type {
  ChangePasswordInput,
  EndpointAnswer,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
} from '@mandi/domain';
import { takeEarlySession } from './early-session';
import { tokenStore } from './token-store';

export type { AdminLogin, MessageAnswer } from '@mandi/domain';

/** Loaded with the first call: the sign-in page shows before zod and the schemas arrive. */
const endpoints = () => import('./auth-endpoints');

/** The sign-in calls of the admins API, as DESIGN.md fixes them (declared in packages/domain). */
export const authApi = {
  login: async (body: LoginInput) => {
    const { callEndpoint, loginEndpoint } = await endpoints();
    return callEndpoint(loginEndpoint, { body });
  },
  me: async () => {
    // The answer public/first-paint.js already asked for, when the page loaded signed in.
    const early = takeEarlySession(tokenStore.get());
    const { callEndpoint, meEndpoint } = await endpoints();
    return ((await early) as EndpointAnswer<typeof meEndpoint> | undefined) ?? callEndpoint(meEndpoint, {});
  },
  logout: async () => {
    const { callEndpoint, logoutEndpoint } = await endpoints();
    return callEndpoint(logoutEndpoint, {});
  },
  changePassword: async (body: ChangePasswordInput) => {
    const { callEndpoint, changePasswordEndpoint } = await endpoints();
    return callEndpoint(changePasswordEndpoint, { body });
  },
  forgotPassword: async (body: ForgotPasswordInput) => {
    const { callEndpoint, forgotPasswordEndpoint } = await endpoints();
    return callEndpoint(forgotPasswordEndpoint, { body });
  },
  /** Whether a mailed reset link still works, and for which email. */
  checkResetLink: async (hash: string) => {
    const { callEndpoint, resetLinkEndpoint } = await endpoints();
    return callEndpoint(resetLinkEndpoint, { params: { hash } });
  },
  resetPassword: async (body: ResetPasswordInput) => {
    const { callEndpoint, resetPasswordEndpoint } = await endpoints();
    return callEndpoint(resetPasswordEndpoint, { body });
  },
  /** The signed-in admin's own sign-in record, newest first. */
  logins: async (query: { page: number; limit: number }) => {
    const { adminsLoginsEndpoint, callEndpoint } = await endpoints();
    return callEndpoint(adminsLoginsEndpoint, { query });
  },
};
