/**
 * The `reason` of an admins_logins row, in words the profile's activity tab shows. Failed
 * sign-ins say why; the other rows are the events that end or change a session.
 */
export const LOGIN_REASON = {
  signedIn: 'Signed in',
  /** A sign-in still being checked; counted by the rate limit so parallel guesses are too. */
  checking: 'Checking',
  unknownEmail: 'Unknown email',
  wrongPassword: 'Wrong password',
  accountDisabled: 'Account disabled',
  roleDisabled: 'Role disabled',
  tooManyAttempts: 'Too many attempts',
  loggedOut: 'Logged out',
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset',
} as const;

export type LoginReason = (typeof LOGIN_REASON)[keyof typeof LOGIN_REASON];

/** Guesses that count towards the sign-in limit. Refused (rate-limited) attempts do not. */
export const COUNTED_FAILURES: LoginReason[] = [
  LOGIN_REASON.checking,
  LOGIN_REASON.unknownEmail,
  LOGIN_REASON.wrongPassword,
];
