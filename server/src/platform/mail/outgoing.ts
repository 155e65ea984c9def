import type { Executor } from '../../db/client';
import type { Mailer, OutgoingMail } from './mailer';
import type { OutgoingText, SmsOutbox } from './sms-outbox';

/** The mails and texts one run of background work sends. */
export type Outgoing = { mails: OutgoingMail[]; texts: OutgoingText[] };
export type WrittenOutgoing = { mailIds: number[]; textIds: number[] };
type Senders = { mailer: Mailer; smsOutbox: SmsOutbox };

/**
 * Writes their outbox rows inside the caller's transaction, so they commit, or not, with what caused
 * them (a claim, an event); hand the answer to `deliverOutgoing` once that transaction has committed.
 */
export async function writeOutgoing(tx: Executor, senders: Senders, out: Outgoing): Promise<WrittenOutgoing> {
  return { mailIds: await senders.mailer.write(tx, out.mails), textIds: await senders.smsOutbox.write(tx, out.texts) };
}

/** After commit: queues the written mails' and texts' delivery on the job queue. */
export async function deliverOutgoing(senders: Senders, written: WrittenOutgoing): Promise<void> {
  await senders.mailer.deliver(written.mailIds);
  await senders.smsOutbox.deliver(written.textIds);
}
