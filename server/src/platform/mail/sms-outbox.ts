import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { JobInfo, JobQueue } from '../jobs/job-queue';
import { registerJobs } from '../jobs/job-registry';
import { SMS_DELIVERY_JOB, type SmsJobContext, smsDeliveryJob } from './sms-delivery.job';
import type { SmsSender } from './sms-sender';
import { smsStrandedJob } from './sms-stranded.job';
import { requeueStranded as requeueStrandedRows } from './stranded-outbox';

export type OutgoingText = { phone: string; text: string };

/**
 * The background work's text messages (reminders, teacher notices, cancellations), the SMS twin of the
 * mail outbox: written in the transaction that caused them, delivered by the job queue after commit,
 * retried with backoff when the provider refuses for a while, never lost on a restart.
 */
export type SmsOutbox = {
  /**
   * Writes texts inside the caller's transaction and answers their ids: hand them to `deliver` once it
   * has committed (a job queued before the commit could look for rows not there yet).
   */
  write: (tx: Executor, texts: OutgoingText[]) => Promise<number[]>;
  /** Queues delivery of rows already written as 'queued'. */
  deliver: (ids: number[]) => Promise<void>;
  /** Hands 'queued' rows no job will pick up to delivery again (a timer in every process; tests call it). */
  requeueStranded: () => Promise<{ requeued: number; failed: number }>;
  /** Waits until no queued text is left (tests); gives up after `timeoutMs`. */
  flush: (timeoutMs?: number) => Promise<void>;
};

export { SMS_DELIVERY_JOB };

type SmsLog = { warn: (obj: object, msg: string) => void };

/**
 * A refusal that a retry cannot change: the provider answered 4xx (an invalid number, a blocked
 * recipient, bad credentials) other than 408 and 429 (too many requests), which are worth waiting out.
 */
export function isPermanentSmsError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function createSmsOutbox(options: {
  db: Database;
  jobs: JobQueue;
  sender: SmsSender;
  log: SmsLog;
  /** Seconds before the first retry of a refused text (doubled each time; default 30). */
  retryDelaySeconds?: number;
  /** How long one attempt may hold a text (its job's expiry and the row's lease; default 60). */
  attemptSeconds?: number;
}): SmsOutbox {
  const { db } = options;
  const attemptSeconds = options.attemptSeconds ?? 60;

  /** One delivery attempt of one outbox row: the sms.deliver job's work (sms-delivery.job.ts). */
  const deliverRow = async (id: number, job: JobInfo) => {
    // The row is the truth: a text already sent (a job repeated after a crash) is not sent again, and
    // the claim is a lease, so a job repeated while another attempt still holds the row skips it.
    const [row] = await db
      .update(smsOutbox)
      .set({
        attempts: sql`${smsOutbox.attempts} + 1`,
        claimedUntil: sql`now() + make_interval(secs => ${attemptSeconds})`,
      })
      .where(
        and(
          eq(smsOutbox.id, id),
          eq(smsOutbox.status, 'queued'),
          or(isNull(smsOutbox.claimedUntil), lt(smsOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!row) {
      const [current] = await db.select({ status: smsOutbox.status }).from(smsOutbox).where(eq(smsOutbox.id, id));
      if (current?.status === 'queued') throw new Error('held by another delivery attempt');
      return;
    }
    try {
      await options.sender.send(row.phone, row.body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = isPermanentSmsError(error) || job.retryCount >= job.retryLimit;
      await db
        .update(smsOutbox)
        .set({ status: last ? 'failed' : 'queued', error: message, claimedUntil: null })
        .where(eq(smsOutbox.id, id));
      options.log.warn({ smsId: id, err: message, final: last }, 'SMS delivery failed');
      if (!last) throw error;
      return;
    }
    await db
      .update(smsOutbox)
      .set({ status: 'sent', sentAt: new Date(), error: null, claimedUntil: null })
      .where(eq(smsOutbox.id, id));
  };

  const deliver = async (ids: number[]) => {
    if (ids.length === 0) return;
    await options.jobs.sendMany(
      SMS_DELIVERY_JOB,
      ids.map((id) => ({ id })),
    );
  };

  /** Stranded texts get a new delivery job, as stranded mail does (stranded-outbox.ts). */
  const requeueStranded = () =>
    requeueStrandedRows({
      db,
      outbox: smsOutbox,
      jobs: options.jobs,
      deliveryJob: SMS_DELIVERY_JOB,
      log: options.log,
      what: 'stranded outbox SMS',
    });

  const context: SmsJobContext = {
    deliverRow,
    requeueStranded,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    attemptSeconds,
  };
  registerJobs(options.jobs, [smsDeliveryJob, smsStrandedJob], context).catch((error) =>
    options.log.warn({ err: String(error) }, 'the stranded-SMS sweep was not scheduled'),
  );

  return {
    async write(tx, texts) {
      if (texts.length === 0) return [];
      const rows = await tx
        .insert(smsOutbox)
        .values(texts.map((text) => ({ phone: text.phone, body: text.text, status: 'queued' as const })))
        .returning({ id: smsOutbox.id });
      return rows.map((row) => row.id);
    },
    deliver,
    requeueStranded,
    async flush(timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const [left] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(smsOutbox)
          .where(eq(smsOutbox.status, 'queued'));
        if (left.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
