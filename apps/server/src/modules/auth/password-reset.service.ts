import { type ForgotPasswordInput, RESET_LINK_EXPIRED, type ResetPasswordInput } from '@mandi/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../plugins/auth';
import { type AttemptMeta, authRepository } from './auth.repository';
import { newSecret, PASSWORD_CHANGED } from './auth.service';
import { LOGIN_REASON } from './login-reasons';
import { passwordResetRepository } from './password-reset.repository';

export const RESET_LINK_MINUTES = 60;
/** More requests than this in an hour mail nothing more, so nobody can flood a mailbox. */
export const MAX_RESET_MAILS_PER_HOUR = 3;

/** The same answer whether or not the email has an account: the form cannot probe for staff. */
export const forgotPasswordMessage = (email: string) =>
  `If ${email} belongs to a staff account, a link to set a new password has been mailed to it`;

export function resetLinkMail(name: string, link: string) {
  return {
    subject: 'Set a new password for Mandi',
    body: [
      `Hello ${name},`,
      '',
      'Someone, hopefully you, asked to reset the password of your Mandi staff account.',
      `Open this link within ${RESET_LINK_MINUTES} minutes to set a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Forgot password mails a one-time link (not a password: knowing someone's email must not
 * be enough to change their password); the link's page sets the new password.
 */
export function createPasswordResetService(
  ctx: Pick<AppContext, 'db' | 'config'> & { mailer: Mailer; log: FastifyBaseLogger },
) {
  const { db, config, mailer, log } = ctx;
  const repo = passwordResetRepository(db);

  return {
    async forgotPassword(input: ForgotPasswordInput) {
      const answer = { message: forgotPasswordMessage(input.email) };
      const admin = await repo.findEnabledAdmin(input.email);
      if (!admin) return answer;
      const hourAgo = new Date(Date.now() - 3_600_000);
      if ((await repo.countCreatedSince(admin.id, hourAgo)) >= MAX_RESET_MAILS_PER_HOUR) return answer;

      const secret = newSecret();
      await repo.create({
        adminId: admin.id,
        hash: hashToken(secret),
        expiresTimestamp: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      const link = `${config.publicUrl.replace(/\/+$/, '')}/reset-password/${secret}`;
      const mail = resetLinkMail(admin.fullName, link);
      // Not awaited: a slow SMTP server must not make known emails answer slower than unknown ones.
      mailer.send(admin.emailAddress, mail.subject, mail.body).catch((error) => {
        log.error({ err: error, mailTo: admin.emailAddress }, 'password reset mail not sent');
      });
      return answer;
    },

    async checkLink(secret: string) {
      const live = await repo.findLive(hashToken(secret));
      if (!live) throw badRequest(RESET_LINK_EXPIRED);
      return { valid: true, email: live.emailAddress };
    },

    /** Sets the new password, uses up the link and ends every session of the admin. */
    async resetPassword(input: ResetPasswordInput, meta: AttemptMeta) {
      const hash = hashToken(input.hash);
      const live = await repo.findLive(hash);
      if (!live) throw badRequest(RESET_LINK_EXPIRED);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const resets = passwordResetRepository(tx);
        // Claimed again inside the transaction: of two uses at once, only one gets here.
        if ((await resets.claim(hash)) !== live.adminId) throw badRequest(RESET_LINK_EXPIRED);
        await resets.cancelFor(live.adminId);
        const auth = authRepository(tx);
        await auth.setPassword(live.adminId, passwordHash, null);
        await auth.revokeSessionsOf(live.adminId);
        await auth.recordEvent({
          adminId: live.adminId,
          emailAddress: live.emailAddress,
          success: true,
          reason: LOGIN_REASON.passwordReset,
          ...meta,
        });
        // By whoever held the mailed link, from where; that it happened, never a value.
        await recordAudit(
          tx,
          { adminId: live.adminId, origin: meta },
          { resource: 'admins', recordId: live.adminId, action: 'password-reset' },
        );
      });
      return { message: PASSWORD_CHANGED };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
