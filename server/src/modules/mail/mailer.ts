import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutgoingMail = { to: string; subject: string; text: string };

export type Mailer = {
  /**
   * Records the mail in the outbox and, when SMTP is configured, starts delivering it in the
   * background: a slow SMTP server never slows the request, and response time does not reveal
   * whether an address is known. Call it after the transaction that caused it has committed.
   */
  send: (mail: OutgoingMail) => Promise<void>;
  /** Waits for every delivery under way (shutdown, tests). */
  flush: () => Promise<void>;
  close: () => void;
};

type MailLog = { warn: (obj: object, msg: string) => void };

export function createMailer(options: { db: Database; smtpUrl?: string; from: string; log: MailLog }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail) {
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await options.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log.warn({ mailId: id, err: message }, 'mail delivery failed');
      await options.db.update(mailOutbox).set({ status: 'failed', error: message }).where(eq(mailOutbox.id, id));
    }
  }

  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text, status: 'stored' })
        .returning({ id: mailOutbox.id });
      const delivery = deliver(row.id, mail).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    flush: async () => {
      await Promise.all(pending);
    },
    close: () => transport?.close(),
  };
}
