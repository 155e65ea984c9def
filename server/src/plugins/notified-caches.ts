import type { FastifyInstance } from 'fastify';
import type { Listen } from '../db/notifications';
import { NotifiedCache } from '../lib/notified-cache';
import { createFeedCache, type FeedCache } from '../modules/external-calendars/feed-cache';
import { type CalendarCache, createCalendarCache } from '../modules/schedules/calendar-cache';
import { createStudentCountCache, type StudentCountCache } from '../modules/students/student-counts';
import type { ActiveAccount } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kept in memory and forgotten on every committed change to their data (lib/notified-cache.ts). */
    caches: {
      calendar: CalendarCache;
      accounts: AccountCache;
      studentCounts: StudentCountCache;
      icalFeeds: FeedCache;
    };
  }
}

/** Signed-in accounts by user id (null: none active), read by every authenticated request. */
type AccountCache = NotifiedCache<ActiveAccount | null>;

const createAccountCache = (): AccountCache =>
  new NotifiedCache({
    channel: 'accounts_changed',
    sizeOf: () => 1,
    maxSize: 10_000,
    maxEntrySize: 1,
    maxAgeMs: 5 * 60_000,
  });

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where this process changes accounts (sign-up and activation, own account, staff, teachers). */
const ACCOUNT_PATHS = /^\/api\/(account|activate|register|staff|teachers)(\/|\?|$)/;

/**
 * Starts the caches' notification listeners (stopped when the app closes). A request of this process
 * that may have changed a cache's data empties that cache before its response leaves, so whoever wrote
 * reads their change back at once even if the database's notification is still on its way: any write
 * for the calendar and the student totals, the account routes for the accounts (activation is a GET).
 * Other processes, and any write path missed here, are covered by the notification a moment later.
 */
export async function registerNotifiedCaches(app: FastifyInstance, listen: Listen): Promise<void> {
  const caches = {
    calendar: createCalendarCache(),
    accounts: createAccountCache(),
    studentCounts: createStudentCountCache(),
    icalFeeds: createFeedCache(),
  };
  const all = Object.values(caches);
  for (const cache of all) await cache.start(listen);
  app.decorate('caches', caches);
  app.addHook('onClose', async () => {
    for (const cache of all) await cache.stop();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const write = !READ_METHODS.has(request.method);
    if (write) {
      caches.calendar.invalidate();
      caches.studentCounts.invalidate();
      caches.icalFeeds.invalidate();
    }
    if ((write || request.url.startsWith('/api/activate')) && ACCOUNT_PATHS.test(request.url)) {
      caches.accounts.invalidate();
    }
    return payload;
  });
}
