import type { FastifyInstance } from 'fastify';
import type { Listen } from '../db/notifications';
import { NotifiedCache } from '../lib/notified-cache';
import { type CalendarCache, createCalendarCache } from '../modules/schedules/calendar-cache';
import type { ActiveAccount } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kept in memory and forgotten on every committed change to their data (lib/notified-cache.ts). */
    caches: { calendar: CalendarCache; accounts: AccountCache };
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

/**
 * Starts the caches' notification listeners (stopped when the app closes). Any write request of this
 * process empties them before its response leaves, so whoever wrote reads their change back at once
 * even if the database's notification is still on its way; other processes hear the notification.
 */
export async function registerNotifiedCaches(app: FastifyInstance, listen: Listen): Promise<void> {
  const caches = { calendar: createCalendarCache(), accounts: createAccountCache() };
  const all = Object.values(caches);
  for (const cache of all) await cache.start(listen);
  app.decorate('caches', caches);
  app.addHook('onClose', async () => {
    for (const cache of all) await cache.stop();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_METHODS.has(request.method)) for (const cache of all) cache.invalidate();
    return payload;
  });
}
