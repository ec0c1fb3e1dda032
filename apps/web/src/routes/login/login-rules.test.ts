import { describe, expect, it } from 'vitest';
import { loginProblem } from './login-rules';

describe('the sign-in rules (the domain login schema)', () => {
  it("says the spec's words for a missing or malformed email", () => {
    expect(loginProblem('emailAddress', undefined)).toBe('Please enter valid email');
    expect(loginProblem('emailAddress', 'not-an-email')).toBe('Please enter valid email');
    expect(loginProblem('emailAddress', ' admin@example.com ')).toBeNull();
  });

  it("says the spec's words for a missing or short password", () => {
    expect(loginProblem('password', undefined)).toBe('Please enter your password');
    expect(loginProblem('password', '12345')).toBe('Please enter your password');
    expect(loginProblem('password', '123456')).toBeNull();
  });
});
