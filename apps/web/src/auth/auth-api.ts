import {
  adminsLoginsEndpoint,
  type ChangePasswordInput,
  changePasswordEndpoint,
  type ForgotPasswordInput,
  forgotPasswordEndpoint,
  type LoginInput,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  type ResetPasswordInput,
  resetLinkEndpoint,
  resetPasswordEndpoint,
} from '@mandi/domain';
import { callEndpoint } from '../api/endpoint';

export type { AdminLogin, MessageAnswer } from '@mandi/domain';

/** The sign-in calls of the admins API, as DESIGN.md fixes them (declared in packages/domain). */
export const authApi = {
  login: (body: LoginInput) => callEndpoint(loginEndpoint, { body }),
  me: () => callEndpoint(meEndpoint, {}),
  logout: () => callEndpoint(logoutEndpoint, {}),
  changePassword: (body: ChangePasswordInput) => callEndpoint(changePasswordEndpoint, { body }),
  forgotPassword: (body: ForgotPasswordInput) => callEndpoint(forgotPasswordEndpoint, { body }),
  /** Whether a mailed reset link still works, and for which email. */
  checkResetLink: (hash: string) => callEndpoint(resetLinkEndpoint, { params: { hash } }),
  resetPassword: (body: ResetPasswordInput) => callEndpoint(resetPasswordEndpoint, { body }),
  /** The signed-in admin's own sign-in record, newest first. */
  logins: (query: { page: number; limit: number }) => callEndpoint(adminsLoginsEndpoint, { query }),
};
