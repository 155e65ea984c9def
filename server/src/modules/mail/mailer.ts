import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../../db/client';
import { centreSettings, mailOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { composeMailContent } from './mail-content';
import { requeueStranded as requeueStrandedRows } from './stranded-outbox';

export type OutgoingMail = { to: string; subject: string; text: string };

export type Mailer = {
  /**
   * Records the mail in the outbox and, when SMTP is configured, queues its delivery on the job
   * queue: a slow SMTP server never slows the request, and response time does not reveal whether
   * an address is known. Call it after the transaction that caused it has committed.
   */
  send: (mail: OutgoingMail) => Promise<void>;
  /**
   * Writes mails to the outbox inside the caller's transaction and answers their ids: hand them to
   * `deliver` once it has committed (a job queued before the commit could look for rows not there yet).
   */
  write: (tx: Executor, mails: OutgoingMail[]) => Promise<number[]>;
  /** Queues delivery of outbox rows already written as 'queued' (a bulk send's recipients, a retry). */
  deliver: (ids: number[]) => Promise<void>;
  /** Called after a mail of a bulk send is sent or has finally failed (the send's failure notice). */
  onSettled: (listener: (mail: { id: number; sendId: number | null }) => Promise<void>) => void;
  /** Whether mail leaves the outbox at all (SMTP_URL set). */
  readonly delivering: boolean;
  /**
   * Hands stranded outbox rows to delivery again: 'queued' rows that no job will pick up (see
   * requeueStranded below). Runs on a timer in every process; tests call it.
   */
  requeueStranded: () => Promise<{ requeued: number; failed: number }>;
  /** Waits until no queued mail is left (tests, benches); gives up after `timeoutMs`. */
  flush: (timeoutMs?: number) => Promise<void>;
  close: () => void;
};

export const MAIL_DELIVERY_JOB = 'mail.deliver';
export const MAIL_STRANDED_JOB = 'mail.requeue-stranded';

type MailLog = { warn: (obj: object, msg: string) => void };

export type MailerOptions = {
  db: Database;
  jobs: JobQueue;
  smtpUrl?: string;
  from: string;
  publicUrl: string;
  log: MailLog;
  /** Messages per second at most (nodemailer pool's rate limit). */
  ratePerSecond?: number;
  /** Seconds before the first retry of a refused delivery (doubled each time). */
  retryDelaySeconds?: number;
  /** How long one attempt may hold a mail (its job's expiry and the row's lease; default 120). */
  attemptSeconds?: number;
  /** Signs every mail (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
};

/**
 * nodemailer's DKIM default header list (RFC 6376 §5.4's) plus List-Unsubscribe-Post: RFC 8058 §4
 * asks for both List-Unsubscribe headers to be signed, or a receiver may not offer one-click.
 */
const DKIM_SIGNED_HEADERS = [
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding',
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID',
  'In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post',
  'List-Owner:List-Archive',
].join(':');

/** SMTP replies in the 5xx range are permanent: retrying would only be refused again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 3,
        rateDelta: 1000,
        rateLimit: options.ratePerSecond ?? 20,
        ...(options.dkim && { dkim: { ...options.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } }),
      } as never)
    : undefined;
  const { db } = options;
  const attemptSeconds = options.attemptSeconds ?? 120;
  const messageIdDomain = /@([^\s<>@]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  const settledListeners: ((mail: { id: number; sendId: number | null }) => Promise<void>)[] = [];
  const settled = async (mail: { id: number; sendId: number | null }) => {
    for (const listener of settledListeners) await listener(mail);
  };

  if (transport) {
    options.jobs.define<{ id: number }>(
      MAIL_DELIVERY_JOB,
      async ({ id }, job) => {
        // The row is the truth: a mail already sent (a job repeated after a crash) is not sent again.
        // The claim is a lease: a job repeated while another still holds the row skips it.
        const [mail] = await db
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            claimedUntil: sql`now() + make_interval(secs => ${attemptSeconds})`,
          })
          .where(
            and(
              eq(mailOutbox.id, id),
              eq(mailOutbox.status, 'queued'),
              or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
            ),
          )
          .returning();
        if (!mail) {
          const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
          // Still held by an attempt whose process may have died: try again once its lease has run out.
          if (row?.status === 'queued') throw new Error('held by another delivery attempt');
          return;
        }
        const headers: Record<string, string> = {};
        const unsubscribeUrl = mail.unsubscribeToken
          ? `${options.publicUrl}/api/email/unsubscribe?token=${mail.unsubscribeToken}`
          : undefined;
        if (unsubscribeUrl) {
          headers['List-Unsubscribe'] = `<${unsubscribeUrl}>`;
          headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
        }
        const [centre] = await db.select({ name: centreSettings.centreName }).from(centreSettings).limit(1);
        const content = composeMailContent({
          subject: mail.subject,
          body: mail.body,
          centreName: centre?.name ?? 'Centre Admin',
          unsubscribeUrl,
        });
        try {
          await transport.sendMail({
            // One Message-ID per outbox row: a mail sent again because its process died between the
            // server's 250 and recording it (SMTP cannot ask) is the same message, which clients keep once.
            messageId: `<mail-${mail.id}.${mail.createdAt.getTime()}@${messageIdDomain}>`,
            from: options.from,
            to: mail.recipientName ? { name: mail.recipientName, address: mail.recipient } : mail.recipient,
            subject: mail.subject,
            text: content.text,
            html: content.html,
            headers,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const last = isPermanent(error) || job.retryCount >= job.retryLimit;
          await db
            .update(mailOutbox)
            .set({ status: last ? 'failed' : 'queued', error: message, claimedUntil: null })
            .where(eq(mailOutbox.id, id));
          options.log.warn({ mailId: id, err: message, final: last }, 'mail delivery failed');
          if (!last) throw error;
          await settled(mail);
          return;
        }
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), error: null })
          .where(eq(mailOutbox.id, id));
        await settled(mail);
      },
      { batchSize: 20, retryLimit: 4, retryDelay: options.retryDelaySeconds ?? 30, expireInSeconds: attemptSeconds },
    );
  }

  const deliver = async (ids: number[]) => {
    if (!transport || ids.length === 0) return;
    await options.jobs.sendMany(
      MAIL_DELIVERY_JOB,
      ids.map((id) => ({ id })),
    );
  };

  const write = async (tx: Executor, mails: OutgoingMail[]) => {
    if (mails.length === 0) return [];
    const status = transport ? ('queued' as const) : ('stored' as const);
    const rows = await tx
      .insert(mailOutbox)
      .values(mails.map((mail) => ({ recipient: mail.to, subject: mail.subject, body: mail.text, status })))
      .returning({ id: mailOutbox.id });
    return rows.map((row) => row.id);
  };

  /** Stranded mail gets a new delivery job (stranded-outbox.ts); nothing leaves without SMTP_URL anyway. */
  const requeueStranded = async () =>
    transport
      ? requeueStrandedRows({
          db,
          outbox: mailOutbox,
          jobs: options.jobs,
          deliveryJob: MAIL_DELIVERY_JOB,
          log: options.log,
          what: 'stranded outbox mail',
        })
      : { requeued: 0, failed: 0 };

  if (transport) {
    options.jobs.define(MAIL_STRANDED_JOB, async () => void (await requeueStranded()), { retryLimit: 1 });
    options.jobs
      .schedule(MAIL_STRANDED_JOB, '*/10 * * * *')
      .catch((error) => options.log.warn({ err: String(error) }, 'the stranded-mail sweep was not scheduled'));
  }

  return {
    delivering: Boolean(transport),
    requeueStranded,
    onSettled: (listener) => settledListeners.push(listener),
    async send(mail) {
      await deliver(await write(db, [mail]));
    },
    write,
    deliver,
    async flush(timeoutMs = 20_000) {
      if (!transport) return;
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const [left] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ['queued']));
        if (left.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => transport?.close(),
  };
}

/** A mailer that drops everything (the OpenAPI export, tests of other things). */
export const nullMailer: Mailer = {
  send: async () => {},
  write: async () => [],
  deliver: async () => {},
  requeueStranded: async () => ({ requeued: 0, failed: 0 }),
  onSettled: () => {},
  delivering: false,
  flush: async () => {},
  close: () => {},
};
