import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailSends, mailOutbox, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { type PageQuery, pageOf } from '../../../lib/paging';
import { listResult } from '../../../lib/responses';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { Mailer } from '../../../platform/mail/mailer';
import { notifyCentreStaff } from '../../notices';
import { centreTemplateValues, centreValues } from './centre-values';
import { type Audience, type Recipient, recipientName, resolveAudience } from './recipients';
import { assertKnownVariables, fillVariables, renderTemplate } from './template-text';
import { valuesFor } from './template-values';

export const SEND_START_JOB = 'email.send-start';
const CHUNK = 200;

export type SendContext = { db: Database; jobs: JobQueue; mailer: Mailer };

const excludedReason = { 'opted-out': 'Opted out of e-mail', 'no-email': 'No e-mail address' } as const;

/** Who an audience reaches, and who is left out and why: shown before sending. */
export async function listEmailRecipients(db: Database, audience: Audience) {
  const { lowBalanceThreshold } = await centreValues(db);
  const recipients = await resolveAudience(db, audience, lowBalanceThreshold);
  const data = recipients.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: recipientName(r),
    email: r.email,
    excluded: r.excluded,
  }));
  return {
    ...listResult(data, recipients.length),
    excluded: recipients.filter((r) => r.excluded).length,
  };
}

export async function createEmailSend(
  ctx: SendContext,
  input: { subject: string; body: string; templateId?: number; audience: Audience; sendAt?: string },
  userId: number,
) {
  assertKnownVariables({ subject: input.subject, body: input.body });
  const sendAt = input.sendAt ? new Date(input.sendAt) : new Date();
  const { lowBalanceThreshold } = await centreValues(ctx.db);
  const recipients = await resolveAudience(ctx.db, input.audience, lowBalanceThreshold);
  if (!recipients.some((r) => !r.excluded)) {
    throw new AppError('ruleviolated', { message: 'Nobody in this choice can receive e-mail.' });
  }
  const [send] = await ctx.db
    .insert(emailSends)
    .values({
      subject: input.subject,
      body: input.body,
      templateId: input.templateId,
      audience: input.audience,
      state: 'scheduled',
      sentBy: userId,
      sendAt,
    })
    .returning({ id: emailSends.id });
  // The recipients are written by the job, at the chosen time: a scheduled send reaches whoever is in
  // the choice then, with balances and next lessons as they are then.
  await ctx.jobs.send(SEND_START_JOB, { sendId: send.id }, { key: `send-${send.id}`, startAfter: sendAt });
  return { id: send.id };
}

/**
 * The job behind a send: writes one outbox row per recipient (skipped ones included) in chunks, then
 * queues their delivery. Repeated after a crash it writes only the missing rows (unique per send and
 * recipient) and the delivery's claim keeps any mail from going twice.
 */
export async function startEmailSend(ctx: SendContext, sendId: number): Promise<void> {
  const [before] = await ctx.db.select({ state: emailSends.state }).from(emailSends).where(eq(emailSends.id, sendId));
  if (!before || before.state === 'finished') return;
  const repeat = before.state === 'sending';
  const [send] = await ctx.db.update(emailSends).set({ state: 'sending' }).where(eq(emailSends.id, sendId)).returning();
  const centre = await centreValues(ctx.db);
  const recipients = await resolveAudience(ctx.db, send.audience as Audience, centre.lowBalanceThreshold);
  for (let i = 0; i < recipients.length; i += CHUNK) {
    const chunk = recipients.slice(i, i + CHUNK);
    const values = await valuesFor(ctx.db, chunk, centre);
    const rows = chunk.map((r) => outboxRow(ctx, send, r, values.get(r.key) ?? {}));
    const written = await ctx.db
      .insert(mailOutbox)
      .values(rows)
      .onConflictDoNothing({ target: [mailOutbox.sendId, mailOutbox.recipientKey] })
      .returning({ id: mailOutbox.id, status: mailOutbox.status });
    await ctx.mailer.deliver(written.filter((row) => row.status === 'queued').map((row) => row.id));
  }
  if (repeat) {
    // After a crash, rows written before it may never have had their delivery queued.
    const waiting = await ctx.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.sendId, sendId), eq(mailOutbox.status, 'queued'), isNull(mailOutbox.claimedUntil)));
    await ctx.mailer.deliver(waiting.map((row) => row.id));
  }
  await ctx.db.update(emailSends).set({ state: 'finished' }).where(eq(emailSends.id, sendId));
  await noticeFailures(ctx.db, sendId);
}

function outboxRow(
  ctx: SendContext,
  send: typeof emailSends.$inferSelect,
  r: Recipient,
  values: Record<string, string>,
): typeof mailOutbox.$inferInsert {
  const status = r.excluded ? 'skipped' : ctx.mailer.delivering ? 'queued' : 'stored';
  return {
    sendId: send.id,
    recipientKey: r.key,
    recipientName: recipientName(r).slice(0, 120),
    recipient: r.email ?? '',
    studentId: r.kind === 'student' ? r.id : null,
    userId: r.kind === 'student' ? null : r.id,
    subject: renderTemplate(send.subject, values).replace(/\s+/g, ' ').trim().slice(0, 300),
    body: renderTemplate(send.body, values),
    status,
    error: r.excluded ? excludedReason[r.excluded] : null,
    // Bulk mail to a student carries a one-click unsubscribe; mail to staff and teachers does not.
    unsubscribeToken: r.kind === 'student' && !r.excluded ? randomBytes(24).toString('base64url') : null,
  };
}

/** Once a send has nothing left queued and some mail failed, centre staff hear of it, once. */
export async function noticeFailures(db: Database, sendId: number): Promise<void> {
  const [tally] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.status} = 'queued')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.sendId, sendId));
  if (!tally || tally.queued > 0 || tally.failed === 0) return;
  const [claimed] = await db
    .update(emailSends)
    .set({ failuresNoticedAt: new Date() })
    .where(and(eq(emailSends.id, sendId), eq(emailSends.state, 'finished'), isNull(emailSends.failuresNoticedAt)))
    .returning({ subject: emailSends.subject });
  if (!claimed) return;
  const subject = fillVariables(claimed.subject, centreTemplateValues(await centreValues(db)));
  await notifyCentreStaff(db, {
    type: 'event',
    title: `E-mail "${subject.slice(0, 100)}": ${tally.failed} failed`,
    description: 'Open E-mail › History to see the SMTP server’s replies and retry them.',
    eventKey: `send-failed:${sendId}`,
  });
}

const tallies = {
  queued: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'queued')::int`,
  sent: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'sent')::int`,
  failed: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'failed')::int`,
  skipped: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'skipped')::int`,
  stored: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'stored')::int`,
};

export async function listEmailSends(db: Database, query: PageQuery) {
  const centre = centreTemplateValues(await centreValues(db));
  return pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          id: emailSends.id,
          subject: emailSends.subject,
          state: emailSends.state,
          audience: emailSends.audience,
          sendAt: emailSends.sendAt,
          createdAt: emailSends.createdAt,
          senderFirst: users.firstName,
          senderLast: users.lastName,
          senderLogin: users.login,
          ...tallies,
        })
        .from(emailSends)
        .leftJoin(users, eq(users.id, emailSends.sentBy))
        .leftJoin(mailOutbox, eq(mailOutbox.sendId, emailSends.id))
        .groupBy(emailSends.id, users.id)
        .orderBy(desc(emailSends.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(emailSends),
    (row) => ({
      id: row.id,
      subject: fillVariables(row.subject, centre),
      state: row.state,
      group: String((row.audience as Audience).group),
      sender:
        recipientName({ firstName: row.senderFirst ?? '', lastName: row.senderLast ?? '' }) || (row.senderLogin ?? ''),
      sendAt: row.sendAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      counts: { queued: row.queued, sent: row.sent, failed: row.failed, skipped: row.skipped, stored: row.stored },
    }),
  );
}

export async function listEmailSendRecipients(
  db: Database,
  sendId: number,
  query: PageQuery & { status?: (typeof mailOutbox.$inferSelect)['status'] },
) {
  const [send] = await db.select({ id: emailSends.id }).from(emailSends).where(eq(emailSends.id, sendId));
  if (!send) throw new AppError('notfound');
  const where = and(eq(mailOutbox.sendId, sendId), query.status ? eq(mailOutbox.status, query.status) : undefined);
  return pageOf(
    query,
    (limit, offset) => db.select().from(mailOutbox).where(where).orderBy(mailOutbox.id).limit(limit).offset(offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
    (row) => ({
      id: row.id,
      name: row.recipientName ?? '',
      email: row.recipient,
      status: row.status,
      error: row.error,
      subject: row.subject,
      body: row.body,
      attempts: row.attempts,
      sentAt: row.sentAt?.toISOString() ?? null,
    }),
  );
}

/** Queues the failed mails of a send again. */
export async function retryEmailSend(ctx: SendContext, sendId: number) {
  const [send] = await ctx.db.select({ id: emailSends.id }).from(emailSends).where(eq(emailSends.id, sendId));
  if (!send) throw new AppError('notfound');
  const [failed] = await ctx.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.sendId, sendId), eq(mailOutbox.status, 'failed')));
  if (failed.n === 0) return { retried: 0 };
  if (!ctx.mailer.delivering) {
    throw new AppError('ruleviolated', { message: 'E-mail cannot be sent: SMTP is not configured (SMTP_URL).' });
  }
  const again = await ctx.db
    .update(mailOutbox)
    .set({ status: 'queued', claimedUntil: null })
    .where(and(eq(mailOutbox.sendId, sendId), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  await ctx.db.update(emailSends).set({ failuresNoticedAt: null }).where(eq(emailSends.id, sendId));
  await ctx.mailer.deliver(again.map((row) => row.id));
  return { retried: again.length };
}
