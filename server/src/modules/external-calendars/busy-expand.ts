/**
 * Where to start expanding a repeating event so that the work done is about the weeks read, not the
 * years since the series began: a daily lesson begun in 1990 is started a few days before the window,
 * not walked through 13,000 times. The start is moved by whole periods of the rule (so every
 * occurrence after it is one the series really has) and stays a few days before the window (so the
 * moved start, always reported as an occurrence by ical.js, is never kept). A rule with COUNT, or
 * with more than one RRULE, is expanded from its own start: which occurrences it has depends on
 * counting from there.
 */
import type ICAL from 'ical.js';

const DAY_MS = 86_400_000;
const UNIT_SECONDS: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: 86_400 };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Whole days after which the rule's pattern repeats itself, or null for rules stepped by months. */
function periodDays(rule: ICAL.Recur): number | null {
  const interval = Math.max(1, rule.interval || 1);
  if (rule.freq === 'WEEKLY') return 7 * interval;
  const unit = UNIT_SECONDS[rule.freq];
  if (!unit) return null;
  const seconds = interval * unit;
  // The fewest whole days that are a whole number of the rule's steps.
  return seconds / gcd(seconds, 86_400);
}

/**
 * A start for `master.iterator()` at most a period and a few days before `notBefore`, or the
 * series' own start when that is already close, or when the rule cannot be moved safely.
 */
export function expansionStart(master: ICAL.Event, notBefore: number, startInstant: number): ICAL.Time {
  const start = master.startDate;
  const rules = master.component.getAllProperties('rrule');
  if (rules.length !== 1) return start;
  const rule = rules[0]?.getFirstValue() as ICAL.Recur | undefined;
  if (!rule || rule.count) return start;
  const target = notBefore - 3 * DAY_MS;
  if (startInstant >= target) return start;
  if (rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') {
    // Moving by months keeps the day only where every month has it.
    if (start.day > 28) return start;
    const stepMonths = Math.max(1, rule.interval || 1) * (rule.freq === 'YEARLY' ? 12 : 1);
    const to = new Date(target);
    const months = (to.getUTCFullYear() - start.year) * 12 + (to.getUTCMonth() + 1 - start.month) - 1;
    const steps = Math.floor(months / stepMonths);
    if (steps <= 0) return start;
    const total = start.month - 1 + steps * stepMonths;
    const moved = start.clone();
    moved.year = start.year + Math.floor(total / 12);
    moved.month = (total % 12) + 1;
    return moved;
  }
  const days = periodDays(rule);
  if (!days) return start;
  const steps = Math.floor((target - startInstant) / DAY_MS / days);
  if (steps <= 0) return start;
  const moved = start.clone();
  moved.adjust(steps * days, 0, 0, 0);
  return moved;
}
