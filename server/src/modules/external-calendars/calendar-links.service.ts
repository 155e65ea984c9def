import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds, calendarSubscriptions, users } from '../../db/schema';
import { listResult } from '../../lib/responses';
import { displayNameSql } from '../users';
import { type FeedContext, feedState, readFeedRow } from './calendar-feeds.service';
import { readSubscription, subscriptionState } from './calendar-subscriptions.service';

/** A teacher's own links, with their feed's address (only they see it). */
export async function getMyCalendarLinks(ctx: FeedContext, teacherId: number) {
  const feed = await readFeedRow(ctx.db, teacherId);
  const subscription = await readSubscription(ctx.db, teacherId);
  return {
    feed: feed ? feedState(ctx, feed, { withLinks: true }) : null,
    subscription: subscription ? subscriptionState(subscription) : null,
  };
}

/** Every teacher's link state for the External Calendar screen: no feed address, the calendar URL masked. */
export async function listCalendarLinks(db: Database) {
  const rows = await db
    .select({
      teacherId: users.id,
      teacherName: displayNameSql,
      activated: users.activated,
      feed: calendarFeeds,
      subscription: calendarSubscriptions,
    })
    .from(users)
    .leftJoin(calendarFeeds, eq(calendarFeeds.teacherId, users.id))
    .leftJoin(calendarSubscriptions, eq(calendarSubscriptions.teacherId, users.id))
    .where(and(eq(users.role, 'ROLE_TEACHER'), isNull(users.deletedAt)))
    .orderBy(asc(displayNameSql), asc(users.id));
  const data = rows.map((row) => ({
    teacherId: row.teacherId,
    teacherName: row.teacherName ?? '',
    activated: row.activated,
    feed: row.feed
      ? {
          active: true,
          createdAt: row.feed.createdAt.toISOString(),
          lastFetchedAt: row.feed.lastFetchedAt?.toISOString() ?? null,
          lastFetchedBy: row.feed.lastFetchedBy,
        }
      : null,
    subscription: row.subscription ? subscriptionState(row.subscription) : null,
  }));
  return listResult(data, data.length);
}

export async function getCentreCalendarFeed(ctx: FeedContext) {
  const feed = await readFeedRow(ctx.db, null);
  return { feed: feed ? feedState(ctx, feed, { withLinks: true }) : null };
}
