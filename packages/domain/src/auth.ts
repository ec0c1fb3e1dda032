import { z } from 'zod';
import type { RouteKey } from './access';
import { id } from './validation';

/**
 * Sign-in and password rules, in the spec's words, shared by the server (request bodies) and
 * the web (login, change-password, recover and reset forms).
 *
 * Password length: the spec says "password minimum 6" for admins, customers and the reset
 * page, and "longer than 6" on the change-password form. One rule for every password form, at
 * least 6 characters, so a password that may be set anywhere may be set everywhere
 * (docs/DECISIONS.md).
 */
export const PASSWORD_MIN_LENGTH = 6;

/** Passwords are never trimmed: a space is a character the admin chose. */
function password(required: string, tooShort: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN_LENGTH, tooShort);
}

function email(message: string) {
  return z.string({ error: message }).trim().check(z.email(message));
}

export const loginSchema = z.object({
  emailAddress: email('Please enter valid email'),
  password: password('Please enter your password', 'Please enter your password'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The body of POST /admins/change-password. */
export const changePasswordSchema = z.object({
  adminId: id,
  currentPassword: z
    .string({ error: 'Please enter current password' })
    .min(1, 'Please enter current password'),
  password: password('Password is required', 'Password length should be greater than 6'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form: the body without adminId, plus the confirmation the web checks. */
export const changePasswordFormSchema = changePasswordSchema
  .omit({ adminId: true })
  .extend({
    confirmPassword: z
      .string({ error: 'Confirm Password is required' })
      .min(1, 'Confirm Password is required'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Password does not match',
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: email('Please enter valid email') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const RESET_LINK_EXPIRED = 'This link has expired, please ask for a new one';

export const resetPasswordSchema = z.object({
  hash: z.string({ error: RESET_LINK_EXPIRED }).min(1, RESET_LINK_EXPIRED).max(200, RESET_LINK_EXPIRED),
  password: password(
    'The password can not be less than 6 digits',
    'The password can not be less than 6 digits',
  ),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The signed-in admin as `POST /admins/me` answers it (login adds the token). */
export interface AdminSession {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  /** Role names: `["superadmin"]`. */
  roles: string[];
  adminsRoleId: number;
  /** Screens the admin may open; a superadmin gets every key. */
  routes: RouteKey[];
}

export interface LoginAnswer extends AdminSession {
  token: string;
}
