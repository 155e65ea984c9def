/**
 * Reads every linked calendar every 30 minutes, in this process. A stand-in until the durable job
 * queue (issue 22, pg-boss) exists: then `refreshAllCalendarSubscriptions` (or one job per teacher
 * calling `refreshCalendarSubscription`) is scheduled there and this file goes. With several API
 * processes each runs its own timer; a refresh is idempotent (the blocks are replaced under a row
 * lock), so that costs fetches, not correctness.
 */
import type { FastifyInstance } from 'fastify';
import { refreshAllCalendarSubscriptions } from './calendar-subscriptions.service';

export const REFRESH_INTERVAL_MS = 30 * 60_000;

export function startCalendarRefreshTimer(app: FastifyInstance): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshAllCalendarSubscriptions({
      db: app.db,
      fieldCipher: app.fieldCipher,
      allowPrivate: app.config.calendarFetchAllowPrivate,
    })
      .then((failed) => {
        if (failed > 0) app.log.warn({ failed }, 'some linked calendars could not be read');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'refreshing linked calendars failed'))
      .finally(() => {
        running = false;
      });
  }, REFRESH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
