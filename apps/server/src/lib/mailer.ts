import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mailer {
  /** Records the mail in mail_outbox and, when SMTP_URL is set, sends it; rejects if sending fails. */
  send(to: string, subject: string, body: string): Promise<void>;
}

/**
 * Mail through the SMTP server of SMTP_URL. Without one (a developer's machine, the tests) mail
 * is only written to mail_outbox with sentTimestamp null, where a developer can read it.
 * Sent mail is recorded too, with its sentTimestamp, or with the error when sending failed.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(to, subject, body) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, body })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: config.mailFrom, to, subject, text: body });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, row.id));
        throw error;
      }
      await db.update(mailOutbox).set({ sentTimestamp: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
