import { randomBytes } from 'node:crypto';
import type { ChangePasswordInput, LoginAnswer, LoginInput } from '@mandi/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { forbidden, type HttpError, invalidField, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, type SessionPrincipal } from '../../plugins/auth';
import { presentSession } from './auth.presenter';
import { type AttemptMeta, type AuthRepository, authRepository } from './auth.repository';
import { loginWait, TooManyAttempts } from './login-limit';
import { LOGIN_REASON, type LoginReason } from './login-reasons';
import { passwordResetRepository } from './password-reset.repository';

export const INVALID_LOGIN = 'Invalid email or password';
export const ACCOUNT_DISABLED = 'Your account is disabled';
export const PASSWORD_CHANGED = 'Password changed successfully';

/** 32 random bytes; only their sha256 is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');

type SigningIn = NonNullable<Awaited<ReturnType<AuthRepository['findAdminByEmail']>>>;

/** While the sign-in limits hold this account or address back, the attempt is refused and recorded. */
async function refuseWhileLimited(
  repo: AuthRepository,
  attempt: { id: number; email: string; adminId: number | null },
  meta: AttemptMeta,
) {
  const wait = await loginWait(repo, { ...attempt, ip: meta.ip });
  if (wait === null) return;
  // Recorded with the account, so its owner sees the refusals in their activity.
  await repo.finishAttempt(attempt.id, {
    adminId: attempt.adminId,
    success: false,
    reason: LOGIN_REASON.tooManyAttempts,
  });
  throw new TooManyAttempts(wait);
}

/**
 * The admin whose password this is, enabled, in an enabled role; otherwise the attempt is
 * recorded with its reason and refused.
 */
async function checkedAdmin(
  repo: AuthRepository,
  attemptId: number,
  admin: SigningIn | undefined,
  password: string,
  decoyHash: Promise<string>,
): Promise<SigningIn> {
  const passwordMatches = await verifyPassword(admin?.passwordHash ?? (await decoyHash), password);
  const refuse = async (reason: LoginReason, error: HttpError) => {
    await repo.finishAttempt(attemptId, { adminId: admin?.id ?? null, success: false, reason });
    return error;
  };
  if (!admin) throw await refuse(LOGIN_REASON.unknownEmail, unauthorized(INVALID_LOGIN));
  if (!passwordMatches) throw await refuse(LOGIN_REASON.wrongPassword, unauthorized(INVALID_LOGIN));
  // Only someone who knows the password learns that the account is disabled.
  if (!admin.enabled) throw await refuse(LOGIN_REASON.accountDisabled, forbidden(ACCOUNT_DISABLED));
  if (!admin.roleEnabled) throw await refuse(LOGIN_REASON.roleDisabled, forbidden(ACCOUNT_DISABLED));
  return admin;
}

/** A new session, its sign-in record and its audit entry in one transaction; answers the token. */
async function openSession(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  admin: SigningIn,
  attemptId: number,
  meta: AttemptMeta,
) {
  const token = newSecret();
  await authRepository(db).deleteExpiredSessions(admin.id);
  await db.transaction(async (tx) => {
    const txRepo = authRepository(tx);
    await txRepo.createSession({
      adminId: admin.id,
      tokenHash: hashToken(token),
      expiresTimestamp: new Date(Date.now() + config.sessionHours * 3_600_000),
      ...meta,
    });
    await txRepo.finishAttempt(attemptId, {
      adminId: admin.id,
      success: true,
      reason: LOGIN_REASON.signedIn,
    });
    await recordAudit(
      tx,
      { adminId: admin.id, origin: meta },
      { resource: 'admins', recordId: admin.id, action: 'sign-in' },
    );
  });
  return token;
}

/** Ends this session, with its record and audit entry. */
async function logout(db: Db, principal: SessionPrincipal, meta: AttemptMeta) {
  await db.transaction(async (tx) => {
    const txRepo = authRepository(tx);
    await txRepo.revokeSession(principal.sessionId);
    await txRepo.recordEvent({
      adminId: principal.id,
      emailAddress: principal.email,
      success: true,
      reason: LOGIN_REASON.loggedOut,
      ...meta,
    });
    await recordAudit(
      tx,
      { adminId: principal.id, origin: meta },
      { resource: 'admins', recordId: principal.id, action: 'sign-out' },
    );
  });
  return { message: 'Logged out' };
}

/** Only one's own password; other sessions end, this one stays. */
async function changePassword(
  db: Db,
  principal: SessionPrincipal,
  input: ChangePasswordInput,
  meta: AttemptMeta,
) {
  if (input.adminId !== principal.id) throw forbidden('You can only change your own password');
  const currentHash = await authRepository(db).findPasswordHash(principal.id);
  if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
    throw invalidField('currentPassword', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const txRepo = authRepository(tx);
    await txRepo.setPassword(principal.id, passwordHash, principal.id);
    await txRepo.revokeSessionsOf(principal.id, principal.sessionId);
    // A reset link mailed before the change must not undo it.
    await passwordResetRepository(tx).cancelFor(principal.id);
    await txRepo.recordEvent({
      adminId: principal.id,
      emailAddress: principal.email,
      success: true,
      reason: LOGIN_REASON.passwordChanged,
      ...meta,
    });
    // That it happened, never a value.
    await recordAudit(
      tx,
      { adminId: principal.id, origin: meta },
      { resource: 'admins', recordId: principal.id, action: 'password-change' },
    );
  });
  return { message: PASSWORD_CHANGED };
}

/** Sign-in, sign-out and change of one's own password. */
export function createAuthService(context: Pick<AppContext, 'db' | 'config'>) {
  const { db } = context;
  const repo = authRepository(db);
  // Checked against when the email is unknown, so that answer costs the same argon2 time.
  const decoyHash = hashPassword(newSecret());

  return {
    async login(input: LoginInput, meta: AttemptMeta): Promise<LoginAnswer> {
      const attemptId = await repo.startAttempt(input.emailAddress, meta);
      const found = await repo.findAdminByEmail(input.emailAddress);
      await refuseWhileLimited(
        repo,
        { id: attemptId, email: input.emailAddress, adminId: found?.id ?? null },
        meta,
      );
      const admin = await checkedAdmin(repo, attemptId, found, input.password, decoyHash);
      const token = await openSession(context, admin, attemptId, meta);
      return {
        token,
        ...presentSession({
          id: admin.id,
          name: admin.fullName,
          email: admin.emailAddress,
          avatar: admin.avatar,
          roles: [admin.roleName],
          adminsRoleId: admin.adminsRoleId,
          routes: admin.routes,
        }),
      };
    },
    logout: (principal: SessionPrincipal, meta: AttemptMeta) => logout(db, principal, meta),
    changePassword: (principal: SessionPrincipal, input: ChangePasswordInput, meta: AttemptMeta) =>
      changePassword(db, principal, input, meta),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
