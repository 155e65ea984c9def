import type { Executor } from '../../../db/client';
import { type MailEventKind, mailEvents } from '../../../db/schema';
import type { JobQueue } from '../../../platform/jobs/job-queue';

export const EVENT_MAILS_JOB = 'mail.events';

/**
 * Records that a change earns an automatic mail, inside the change's own transaction: the mail exists
 * exactly when the change does. A second record of the same kind and record is ignored (feedback
 * submitted again after an edit mails nobody again).
 */
export async function recordMailEvent(
  tx: Executor,
  kind: MailEventKind,
  refId: number,
  actorId: number | null,
): Promise<void> {
  await tx.insert(mailEvents).values({ kind, refId, actorId }).onConflictDoNothing();
}

/**
 * Asks the queue to write the recorded mails now rather than at the next minute's sweep. Called after
 * the change has committed; a failure here loses nothing (the sweep finds the event), so it is logged.
 */
export async function wakeEventMails(jobs: JobQueue, log: { warn: (obj: object, msg: string) => void }) {
  await jobs.send(EVENT_MAILS_JOB, {}).catch((error) => log.warn({ err: String(error) }, 'event mails not woken'));
}
