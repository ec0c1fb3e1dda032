import type {
  AdminSession,
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginAnswer,
  LoginInput,
  ResetPasswordInput,
} from '@mandi/domain';
import { api, type ListPage } from '../api/client';

/** The answer of calls that only report what they did ("Password changed successfully"). */
export interface MessageAnswer {
  message: string;
}

/** One row of the admin's sign-in record (GET /admins-logins). */
export interface AdminLogin {
  id: number;
  adminId: number | null;
  emailAddress: string;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  /** 'Signed in', 'Wrong password', 'Logged out', 'Password changed', ... */
  reason: string | null;
  createdTimestamp: string;
}

/** The sign-in calls of the admins API, as DESIGN.md fixes them. */
export const authApi = {
  login: (body: LoginInput) => api.post<LoginAnswer>('/admins/login', body),
  me: () => api.post<AdminSession>('/admins/me'),
  logout: () => api.post<MessageAnswer>('/admins/logout'),
  changePassword: (body: ChangePasswordInput) => api.post<MessageAnswer>('/admins/change-password', body),
  forgotPassword: (body: ForgotPasswordInput) => api.post<MessageAnswer>('/admins/forgot-password', body),
  /** Whether a mailed reset link still works, and for which email. */
  checkResetLink: (hash: string) =>
    api.get<{ valid: boolean; email: string }>(`/admins/reset-password/${encodeURIComponent(hash)}`),
  resetPassword: (body: ResetPasswordInput) => api.post<MessageAnswer>('/admins/reset-password', body),
  /** The signed-in admin's own sign-in record, newest first. */
  logins: (query: { page: number; limit: number }) => api.get<ListPage<AdminLogin>>('/admins-logins', query),
};
