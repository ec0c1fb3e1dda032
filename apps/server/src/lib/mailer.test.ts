import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { mailOutbox } from '../db/schema';
import { createMailer } from './mailer';

/** A bare SMTP server that accepts every mail and keeps the DATA it was given. */
async function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('createMailer', async () => {
  const { database } = await createTestApp();
  const db = database.db;
  const smtp = await fakeSmtpServer();
  afterAll(() => smtp.close());
  const mailFrom = 'Mandi <no-reply@mandi.test>';
  const outboxOf = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('without SMTP_URL only writes the mail to the outbox, unsent', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom }, db);
    await mailer.send('dev@mandi.test', 'Hello', 'Body text');
    const rows = await outboxOf('dev@mandi.test');
    expect(rows).toEqual([
      expect.objectContaining({ subject: 'Hello', body: 'Body text', sentTimestamp: null, error: null }),
    ]);
    expect(smtp.received).toEqual([]);
  });

  it('with SMTP_URL sends the mail and records when', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom }, db);
    await mailer.send('owner@mandi.test', 'Set a new password', 'Open the link');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: owner@mandi.test');
    expect(smtp.received[0]).toContain('Subject: Set a new password');
    expect(smtp.received[0]).toContain('Open the link');
    const [row] = await outboxOf('owner@mandi.test');
    expect(row!.sentTimestamp).toBeInstanceOf(Date);
    expect(row!.error).toBeNull();
  });

  it('records the error and rejects when the SMTP server cannot be reached', async () => {
    const closed = await fakeSmtpServer();
    await closed.close();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, mailFrom }, db);
    await expect(mailer.send('lost@mandi.test', 'Hello', 'Body')).rejects.toThrow();
    const [row] = await outboxOf('lost@mandi.test');
    expect(row!.sentTimestamp).toBeNull();
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
