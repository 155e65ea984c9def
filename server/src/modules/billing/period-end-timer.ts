import type { Database } from '../../db/client';
import { type PeriodEndDeps, runBillingPeriodEnd } from './period-end';

/**
 * Runs the period end every `everyMs` (default hourly) in this process. A stop-gap until the durable job
 * queue (pg-boss, issue 22) is merged: the lead moves this schedule onto it. Running it in several
 * processes at once is already safe (period-end.ts), so the timer needs no leader.
 */
export function startPeriodEndTimer(
  db: Database,
  deps: PeriodEndDeps,
  log: { error: (message: string) => void },
  everyMs = 60 * 60 * 1000,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runBillingPeriodEnd(db, new Date(), deps);
    } catch (error) {
      log.error(`Billing period-end run failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
