import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { mailOutbox, smsOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';

/**
 * A queued row nobody has touched for this long has no delivery job left: a job's retries (4, the
 * longest wait 16 minutes) are over well before, and even a 10,000-recipient send at 20 a second is done.
 */
export const STRANDED_AFTER_MINUTES = 45;
/** Attempts after which a stranded row is given up ('failed') instead of queued again: two jobs' worth. */
export const STRANDED_MAX_ATTEMPTS = 10;

type Outbox = typeof mailOutbox | typeof smsOutbox;

/**
 * A row of an outbox (mail or SMS) stays 'queued' with no job to deliver it when its process died
 * between the row's commit and queuing the job, or during a job's last attempt (pg-boss then fails the
 * job by timeout, and the row keeps its ran-out lease), or when every retry found it held. Each stranded
 * row gets a new delivery job (its key makes a second sweep before that job runs add nothing); one that
 * has had STRANDED_MAX_ATTEMPTS attempts is marked failed, so a message that kills its process is not
 * tried forever.
 */
export async function requeueStranded(options: {
  db: Database;
  outbox: Outbox;
  jobs: JobQueue;
  deliveryJob: string;
  log: { warn: (obj: object, msg: string) => void };
  /** Names the rows in the log: "stranded outbox mail". */
  what: string;
}): Promise<{ requeued: number; failed: number }> {
  const { db, outbox } = options;
  const before = sql`now() - make_interval(mins => ${STRANDED_AFTER_MINUTES})`;
  const stranded = await db
    .select({ id: outbox.id, attempts: outbox.attempts })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'queued'),
        or(lt(outbox.claimedUntil, before), and(isNull(outbox.claimedUntil), lt(outbox.createdAt, before))),
      ),
    )
    .orderBy(outbox.id)
    .limit(1000);
  const spent = stranded.filter((row) => row.attempts >= STRANDED_MAX_ATTEMPTS).map((row) => row.id);
  if (spent.length > 0)
    await db
      .update(outbox)
      .set({ status: 'failed', error: 'Delivery gave up: its attempts were interrupted.', claimedUntil: null })
      .where(and(inArray(outbox.id, spent), eq(outbox.status, 'queued')));
  let requeued = 0;
  for (const row of stranded.filter((candidate) => candidate.attempts < STRANDED_MAX_ATTEMPTS)) {
    const key = `stranded-${row.id}-${row.attempts}`;
    if (await options.jobs.send(options.deliveryJob, { id: row.id }, { key })) requeued += 1;
  }
  if (requeued + spent.length > 0) options.log.warn({ requeued, failed: spent.length }, options.what);
  return { requeued, failed: spent.length };
}
