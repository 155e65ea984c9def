/**
 * Built feeds, kept until the lessons change: calendar clients poll every few minutes to hours, and
 * a teacher's three years of lessons cost tens of milliseconds to build. The feed reads exactly what
 * the calendar reads, so the calendar's notification (`calendar_changed`, migration 0003) empties it.
 */
import { NotifiedCache } from '../../lib/notified-cache';

export type BuiltFeed = { body: Buffer; etag: string; lastModified: Date };
export type FeedCache = NotifiedCache<BuiltFeed>;

const MIB = 1024 * 1024;

export function createFeedCache(): FeedCache {
  return new NotifiedCache<BuiltFeed>({
    channel: 'calendar_changed',
    sizeOf: (feed) => feed.body.length,
    maxSize: 32 * MIB,
    maxEntrySize: 8 * MIB,
    maxAgeMs: 10 * 60_000,
  });
}
