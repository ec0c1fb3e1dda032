import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from './auth';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('loginSchema', () => {
  it('accepts a valid email, trimmed, and a password of 6 or more', () => {
    const result = loginSchema.safeParse({ emailAddress: '  asha@mandi.in ', password: 'secret' });
    expect(result.data).toEqual({ emailAddress: 'asha@mandi.in', password: 'secret' });
  });

  it("says 'Please enter valid email' for a bad or missing email", () => {
    expect(messages(loginSchema.safeParse({ emailAddress: 'asha@', password: 'secret' }))).toEqual([
      'Please enter valid email',
    ]);
    expect(messages(loginSchema.safeParse({ password: 'secret' }))).toEqual(['Please enter valid email']);
  });

  it("says 'Please enter your password' under 6 characters, and keeps spaces", () => {
    expect(messages(loginSchema.safeParse({ emailAddress: 'a@b.in', password: '12345' }))).toEqual([
      'Please enter your password',
    ]);
    expect(messages(loginSchema.safeParse({ emailAddress: 'a@b.in' }))).toEqual([
      'Please enter your password',
    ]);
    expect(loginSchema.safeParse({ emailAddress: 'a@b.in', password: ' pass ' }).data?.password).toBe(
      ' pass ',
    );
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password', () => {
    expect(
      messages(changePasswordSchema.safeParse({ adminId: 1, currentPassword: '', password: 'newpass' })),
    ).toEqual(['Please enter current password']);
  });

  it("says 'Password is required' once when the new password is empty", () => {
    expect(
      messages(changePasswordSchema.safeParse({ adminId: 1, currentPassword: 'x', password: '' })),
    ).toEqual(['Password is required']);
  });

  it('needs at least 6 characters', () => {
    expect(
      messages(changePasswordSchema.safeParse({ adminId: 1, currentPassword: 'x', password: '12345' })),
    ).toEqual(['Password length should be greater than 6']);
    expect(
      changePasswordSchema.safeParse({ adminId: 1, currentPassword: 'x', password: '123456' }).success,
    ).toBe(true);
  });

  it('the form also needs a matching confirmation', () => {
    const form = { currentPassword: 'x', password: 'newpass' };
    expect(messages(changePasswordFormSchema.safeParse({ ...form, confirmPassword: '' }))).toContain(
      'Confirm Password is required',
    );
    expect(messages(changePasswordFormSchema.safeParse({ ...form, confirmPassword: 'other1' }))).toEqual([
      'Password does not match',
    ]);
    expect(changePasswordFormSchema.safeParse({ ...form, confirmPassword: 'newpass' }).success).toBe(true);
  });
});

describe('recovery and reset', () => {
  it("forgot password says 'Please enter valid email'", () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual(['Please enter valid email']);
  });

  it("reset says 'The password can not be less than 6 digits'", () => {
    expect(messages(resetPasswordSchema.safeParse({ hash: 'abc', password: '12345' }))).toEqual([
      'The password can not be less than 6 digits',
    ]);
    expect(resetPasswordSchema.safeParse({ hash: 'abc', password: '123456' }).success).toBe(true);
  });
});
