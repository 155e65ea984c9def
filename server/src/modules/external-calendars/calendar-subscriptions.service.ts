import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { calendarBusyBlocks, calendarSubscriptions, teachers, users } from '../../db/schema';
import { AppError, invalidField } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-encryption';
import { recordAuditEvent } from '../audit-log';
import { type BusyBlock, CalendarParseError } from './busy-parse';
import { type ParseBudget, parseBusyBlocksInWorker } from './busy-parse-in-worker';
import { centreTimeZone } from './centre-zone';
import { CalendarFetchError, checkCalendarUrl, fetchCalendarText } from './safe-fetch';

export type SubscriptionContext = {
  db: Database;
  fieldCipher: FieldCipher;
  /** CALENDAR_FETCH_ALLOW_PRIVATE: read calendars on private, loopback and link-local addresses too. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** The read's time and memory budget (busy-parse-in-worker.ts); the default unless a test sets one. */
  parseBudget?: ParseBudget;
};

/** Busy times are kept from a week back (the week on screen) to twelve weeks ahead. */
const PAST_DAYS = 7;
const FUTURE_DAYS = 84;

/** The span of busy times kept, around `now`. */
export const busyWindow = (now: number) => ({
  from: new Date(now - PAST_DAYS * 86_400_000),
  to: new Date(now + FUTURE_DAYS * 86_400_000),
});

type SubscriptionRow = typeof calendarSubscriptions.$inferSelect;

/** The address is a secret (anyone holding it reads the calendar): only its host and last characters are shown. */
export function maskCalendarUrl(url: URL): string {
  const rest = `${url.pathname}${url.search}`;
  return `${url.protocol}//${url.host}/…${rest.length > 6 ? rest.slice(-6) : ''}`;
}

export function subscriptionState(row: SubscriptionRow) {
  return {
    maskedUrl: row.urlMasked,
    showTitles: row.showTitles,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
    busyCount: row.busyCount,
    skippedCount: row.skippedCount,
    warning: row.warning,
    working: row.lastSuccessAt !== null && row.lastError === null,
    refreshable: row.urlEncrypted !== null,
  };
}

export async function readSubscription(db: Database, teacherId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.teacherId, teacherId));
  return row;
}

/** Saves the teacher's calendar address and reads it at once; a failure is recorded, not thrown. */
export async function saveMyCalendarSubscription(
  ctx: SubscriptionContext,
  teacherId: number,
  input: { url: string; showTitles: boolean },
) {
  let url: URL;
  try {
    url = checkCalendarUrl(input.url.trim());
  } catch (error) {
    throw invalidField('url', (error as Error).message);
  }
  const [teacher] = await ctx.db.select({ id: teachers.userId }).from(teachers).where(eq(teachers.userId, teacherId));
  if (!teacher) throw new AppError('notfound');
  const values = {
    urlEncrypted: ctx.fieldCipher.encrypt(url.toString()),
    urlMasked: maskCalendarUrl(url),
    showTitles: input.showTitles,
    lastAttemptAt: null,
    lastSuccessAt: null,
    lastError: null,
    busyCount: 0,
    skippedCount: 0,
    warning: null,
    updatedAt: new Date(),
  };
  await ctx.db.transaction(async (tx) => {
    // A new address starts clean: the old calendar's busy times are not this one's.
    await tx.delete(calendarBusyBlocks).where(eq(calendarBusyBlocks.teacherId, teacherId));
    await tx
      .insert(calendarSubscriptions)
      .values({ teacherId, ...values })
      .onConflictDoUpdate({ target: calendarSubscriptions.teacherId, set: values });
  });
  return refreshCalendarSubscription(ctx, teacherId);
}

async function forgetSubscription(tx: Transaction, teacherId: number) {
  await tx.delete(calendarBusyBlocks).where(eq(calendarBusyBlocks.teacherId, teacherId));
  return tx.delete(calendarSubscriptions).where(eq(calendarSubscriptions.teacherId, teacherId)).returning();
}

export async function removeMyCalendarSubscription(db: Database, teacherId: number): Promise<void> {
  await db.transaction((tx) => forgetSubscription(tx, teacherId));
}

/**
 * An administrator unlinks a teacher's calendar (one that keeps failing, is too large to read, or
 * that the teacher has left behind): the same as the teacher's own unlink, and kept in the audit
 * trail since it changes what the teacher set. 404 when none is linked.
 */
export async function removeTeacherCalendarSubscription(db: Database, teacherId: number, actorId: number) {
  await db.transaction(async (tx) => {
    const [removed] = await forgetSubscription(tx, teacherId);
    if (!removed) throw new AppError('notfound');
    const [teacher] = await tx
      .select({ login: users.login, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, teacherId));
    const name = [teacher?.firstName, teacher?.lastName].filter(Boolean).join(' ') || teacher?.login;
    await recordAuditEvent(tx, {
      action: 'teacher.calendar-unlink',
      recordType: 'teacher',
      recordId: teacherId,
      summary: `Own calendar of teacher ${name} unlinked (${removed.urlMasked})`,
      before: { calendar: removed.urlMasked },
      after: { calendar: null },
      actorId,
    });
  });
}

/** A teacher's busy blocks become `blocks` (titles kept only where the teacher allows), in the caller's transaction. */
export async function replaceBusyBlocks(tx: Transaction, teacherId: number, blocks: BusyBlock[], showTitles: boolean) {
  await tx.delete(calendarBusyBlocks).where(eq(calendarBusyBlocks.teacherId, teacherId));
  for (let index = 0; index < blocks.length; index += 500) {
    await tx.insert(calendarBusyBlocks).values(
      blocks.slice(index, index + 500).map((block) => ({
        teacherId,
        startTime: block.start,
        endTime: block.end,
        allDay: block.allDay,
        title: showTitles ? block.title : null,
      })),
    );
  }
}

/**
 * Reads the teacher's calendar now and replaces their busy blocks. A calendar that cannot be read or
 * parsed keeps the blocks of its last good read and records when it failed and why. 404 when the
 * teacher has no calendar linked. This is the job the background refresh runs every 30 minutes.
 */
export async function refreshCalendarSubscription(ctx: SubscriptionContext, teacherId: number) {
  const row = await readSubscription(ctx.db, teacherId);
  if (!row) throw new AppError('notfound');
  if (row.urlEncrypted === null)
    throw new AppError('ruleviolated', {
      message: 'These busy times were imported once from a file: there is no address to read again.',
    });
  const urlEncrypted = row.urlEncrypted;
  const attemptAt = new Date();
  const now = attemptAt.getTime();
  const window = busyWindow(now);
  try {
    const text = await fetchCalendarText(ctx.fieldCipher.decrypt(urlEncrypted), {
      allowPrivate: ctx.allowPrivate,
      timeoutMs: ctx.timeoutMs,
      maxBytes: ctx.maxBytes,
    });
    const read = await parseBusyBlocksInWorker(text, window, centreTimeZone(), ctx.parseBudget);
    await ctx.db.transaction(async (tx) => {
      // The subscription row is the lock: two refreshes of one teacher replace the blocks one after the other.
      const [locked] = await tx
        .select({ urlEncrypted: calendarSubscriptions.urlEncrypted })
        .from(calendarSubscriptions)
        .where(eq(calendarSubscriptions.teacherId, teacherId))
        .for('update');
      // Unlinked or re-linked to another address while this one was being read: its blocks are not wanted.
      if (!locked || locked.urlEncrypted !== row.urlEncrypted) return;
      await replaceBusyBlocks(tx, teacherId, read.blocks, row.showTitles);
      await tx
        .update(calendarSubscriptions)
        .set({
          lastAttemptAt: attemptAt,
          lastSuccessAt: attemptAt,
          lastError: null,
          busyCount: read.blocks.length,
          skippedCount: read.skipped,
          warning: read.warning,
        })
        .where(eq(calendarSubscriptions.teacherId, teacherId));
    });
  } catch (error) {
    if (!(error instanceof CalendarFetchError || error instanceof CalendarParseError)) throw error;
    await ctx.db
      .update(calendarSubscriptions)
      .set({ lastAttemptAt: attemptAt, lastError: error.message.slice(0, 500) })
      .where(eq(calendarSubscriptions.teacherId, teacherId));
  }
  const after = await readSubscription(ctx.db, teacherId);
  if (!after) throw new AppError('notfound');
  return subscriptionState(after);
}

/** Every linked calendar, one after the other (the background refresh). Returns how many failed. */
export async function refreshAllCalendarSubscriptions(ctx: SubscriptionContext): Promise<number> {
  const rows = await ctx.db
    .select({ teacherId: calendarSubscriptions.teacherId })
    .from(calendarSubscriptions)
    .where(isNotNull(calendarSubscriptions.urlEncrypted))
    .orderBy(asc(calendarSubscriptions.lastAttemptAt));
  let failed = 0;
  for (const { teacherId } of rows) {
    const state = await refreshCalendarSubscription(ctx, teacherId).catch(() => null);
    if (!state?.working) failed += 1;
  }
  return failed;
}
