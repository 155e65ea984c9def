import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { eq } from 'drizzle-orm';

export type OutgoingMail = { to: string; subject: string; text: string };

export type Mailer = {
  /**
   * Records the mail in the outbox and, when SMTP is configured, delivers it.
   * Call it after the transaction that caused it has committed: never hold a database
   * transaction open across an SMTP conversation.
   */
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

type MailLog = { warn: (obj: object, msg: string) => void };

export function createMailer(options: { db: Database; smtpUrl?: string; from: string; log: MailLog }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text, status: 'stored' })
        .returning({ id: mailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await options.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log.warn({ mailId: row.id, err: message }, 'mail delivery failed');
        await options.db.update(mailOutbox).set({ status: 'failed', error: message }).where(eq(mailOutbox.id, row.id));
      }
    },
    close: () => transport?.close(),
  };
}
