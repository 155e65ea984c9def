import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { calendarFeeds, calendarFeedVersions, teachers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-encryption';
import { sha256 } from '../../lib/tokens';
import { centreTimeZone } from './centre-zone';
import type { BuiltFeed, FeedCache } from './feed-cache';
import { feedLessons } from './feed-lessons';
import { buildFeed } from './ical-feed';

export type FeedContext = { db: Database; fieldCipher: FieldCipher; publicUrl: string };

/** The centre feed lists lessons from this many days back up to a year ahead (a teacher's: all). */
const CENTRE_FEED_PAST_DAYS = 31;
const CENTRE_FEED_FUTURE_DAYS = 366;

/** Where a teacher's (teacherId) or the centre's (null) feed is kept. */
const scopeOf = (teacherId: number | null): SQL =>
  teacherId === null ? isNull(calendarFeeds.teacherId) : eq(calendarFeeds.teacherId, teacherId);

export function feedLinks(publicUrl: string, token: string) {
  const url = `${publicUrl}/api/calendar-feeds/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

/**
 * A new feed token replaces the old one in the same transaction, so the old address answers 404 from
 * the moment this commits. 256 random bits: a feed address cannot be guessed.
 */
export async function regenerateFeed(ctx: FeedContext, teacherId: number | null, createdBy: number) {
  if (teacherId !== null) {
    const [teacher] = await ctx.db.select({ id: teachers.userId }).from(teachers).where(eq(teachers.userId, teacherId));
    if (!teacher) throw new AppError('notfound');
  }
  const token = randomBytes(32).toString('base64url');
  const [feed] = await ctx.db
    .transaction(async (tx) => {
      await tx.delete(calendarFeeds).where(scopeOf(teacherId));
      return tx
        .insert(calendarFeeds)
        .values({ teacherId, tokenHash: sha256(token), tokenEncrypted: ctx.fieldCipher.encrypt(token), createdBy })
        .returning();
    })
    .catch((error: unknown) => {
      // Two regenerations at the same moment: one wins, the other is told to try again.
      if ((error as { code?: string }).code === '23505') throw new AppError('concurrentchange');
      throw error;
    });
  if (!feed) throw new AppError('internal');
  return feedState(ctx, feed, { withLinks: true });
}

export async function revokeFeed(db: Executor, teacherId: number | null): Promise<void> {
  await db.delete(calendarFeeds).where(scopeOf(teacherId));
}

type FeedRow = typeof calendarFeeds.$inferSelect;

/** What the owner sees: the links only when `withLinks` (the teacher's own, the centre's for staff). */
export function feedState(ctx: FeedContext, feed: FeedRow, { withLinks }: { withLinks: boolean }) {
  const links = withLinks ? feedLinks(ctx.publicUrl, ctx.fieldCipher.decrypt(feed.tokenEncrypted)) : null;
  return {
    active: true,
    url: links?.url ?? null,
    webcalUrl: links?.webcalUrl ?? null,
    createdAt: feed.createdAt.toISOString(),
    lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
    lastFetchedBy: feed.lastFetchedBy,
  };
}

export async function readFeedRow(db: Executor, teacherId: number | null): Promise<FeedRow | undefined> {
  const [feed] = await db.select().from(calendarFeeds).where(scopeOf(teacherId));
  return feed;
}

export type FeedFilters = { teacherId?: number; courseId?: number };

async function buildFeedFor(ctx: FeedContext, feed: FeedRow, filters: FeedFilters): Promise<BuiltFeed> {
  const centre = feed.teacherId === null;
  const now = Date.now();
  const lessons = await feedLessons(ctx.db, {
    // A teacher's feed is theirs whatever the query says.
    teacherId: feed.teacherId ?? filters.teacherId,
    courseId: filters.courseId,
    from: centre ? new Date(now - CENTRE_FEED_PAST_DAYS * 86_400_000) : undefined,
    to: centre ? new Date(now + CENTRE_FEED_FUTURE_DAYS * 86_400_000) : undefined,
  });
  const text = buildFeed(lessons, {
    name: centre ? 'Centre lessons' : 'My lessons',
    zone: centreTimeZone(),
    uidDomain: new URL(ctx.publicUrl).hostname,
    showTeacher: centre,
  });
  const body = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const changed = Math.max(feed.createdAt.getTime(), ...lessons.map((lesson) => lesson.updatedAt.getTime()));
  const variant = `teacher=${filters.teacherId ?? ''}|course=${filters.courseId ?? ''}`;
  const lastChanged = await textChangedAt(ctx.db, feed.id, variant, etag, new Date(changed));
  // HTTP dates have whole seconds.
  return { body, etag, lastModified: new Date(Math.floor(lastChanged.getTime() / 1000) * 1000) };
}

/**
 * When this feed's text last changed. The lessons' own times miss changes to what an event shows
 * from elsewhere (a student's or course's new name), so the time is kept beside the text's ETag and
 * moves, by at least a second (an HTTP date's grain), whenever the ETag does. A variant first built
 * takes its lessons' last change.
 */
async function textChangedAt(db: Database, feedId: number, variant: string, etag: string, firstTime: Date) {
  const key = and(eq(calendarFeedVersions.feedId, feedId), eq(calendarFeedVersions.variant, variant));
  const [changed] = await db
    .insert(calendarFeedVersions)
    .values({ feedId, variant, etag, changedAt: firstTime })
    .onConflictDoUpdate({
      target: [calendarFeedVersions.feedId, calendarFeedVersions.variant],
      set: { etag, changedAt: sql`greatest(now(), ${calendarFeedVersions.changedAt} + interval '1 second')` },
      setWhere: sql`${calendarFeedVersions.etag} <> excluded.etag`,
    })
    .returning({ changedAt: calendarFeedVersions.changedAt })
    .catch((error: unknown) => {
      // The feed was regenerated or turned off while this was built: its address no longer answers.
      if ((error as { code?: string }).code === '23503') throw new AppError('notfound');
      throw error;
    });
  if (changed) return changed.changedAt;
  const [kept] = await db.select({ changedAt: calendarFeedVersions.changedAt }).from(calendarFeedVersions).where(key);
  return kept?.changedAt ?? firstTime;
}

/** Writes "last fetched" at most once a minute per feed, so polling clients cost a read, not a write. */
const FETCH_RECORD_INTERVAL_MS = 60_000;

async function recordFetch(db: Database, feed: FeedRow, userAgent: string | undefined): Promise<void> {
  const now = new Date();
  if (feed.lastFetchedAt && now.getTime() - feed.lastFetchedAt.getTime() < FETCH_RECORD_INTERVAL_MS) return;
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now, lastFetchedBy: userAgent?.slice(0, 200) ?? null })
    .where(
      and(
        eq(calendarFeeds.id, feed.id),
        or(
          isNull(calendarFeeds.lastFetchedAt),
          lt(calendarFeeds.lastFetchedAt, new Date(now.getTime() - FETCH_RECORD_INTERVAL_MS)),
        ),
      ),
    );
}

/** The feed behind a token (404 for an unknown or revoked one), built or from memory. */
export async function downloadCalendarFeed(
  ctx: FeedContext & { cache: FeedCache },
  token: string,
  filters: FeedFilters,
  userAgent: string | undefined,
): Promise<BuiltFeed> {
  const [found] = await ctx.db
    .select({ feed: calendarFeeds, activated: users.activated, deletedAt: users.deletedAt })
    .from(calendarFeeds)
    .leftJoin(users, eq(users.id, calendarFeeds.teacherId))
    .where(eq(calendarFeeds.tokenHash, sha256(token)));
  // A deactivated or deleted teacher's feed stops with their sign-in: it lists students' names.
  if (!found || (found.feed.teacherId !== null && (!found.activated || found.deletedAt !== null))) {
    throw new AppError('notfound');
  }
  const { feed } = found;
  await recordFetch(ctx.db, feed, userAgent);
  const key = [feed.id, feed.tokenHash, filters.teacherId ?? '', filters.courseId ?? ''].join('|');
  return ctx.cache.read(key, () => buildFeedFor(ctx, feed, filters));
}

/** RFC 9110 13.1: If-None-Match wins; If-Modified-Since only when there is no If-None-Match. */
export function notModified(feed: BuiltFeed, ifNoneMatch: string | undefined, ifModifiedSince: string | undefined) {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === feed.etag || tag === '*');
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && feed.lastModified.getTime() <= since;
}
