/**
 * The family portal's free-cancellation window, judged on the centre's clock (docs/decisions.md,
 * "Family portal: the cancellation window on the centre's clock"): "24 hours before a Sunday 10:00
 * lesson" ends on Saturday at 10:00 local time, also when the clocks change in between (then it is
 * 23 or 25 hours of real time). Pure: the zone is an argument, so tests can choose one with a change.
 */

const HOUR_MS = 3_600_000;

/** The zone's offset from UTC at an instant, in ms (Intl names every field of the local wall clock). */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time (written as if it were UTC) names in the zone. A time the clocks
 * pass twice (fall back) is its first; a time they skip (spring forward) the earlier of its two
 * readings, so a deadline never moves past the hour the family was promised.
 */
function instantOfWall(wall: number, zone: string): number {
  const candidates = [offsetAt(wall - 14 * HOUR_MS, zone), offsetAt(wall + 14 * HOUR_MS, zone)];
  const exact = candidates
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetAt(instant, zone) === wall)
    .sort((a, b) => a - b);
  if (exact.length > 0) return exact[0];
  return Math.min(...candidates.map((offset) => wall - offset));
}

/** When free cancellation of a lesson starting at `start` ends: `hours` before it on the zone's wall clock. */
export function freeCancellationEnds(start: Date, hours: number, zone: string): Date {
  const wall = start.getTime() + offsetAt(start.getTime(), zone);
  return new Date(instantOfWall(wall - hours * HOUR_MS, zone));
}

/** Free until (and including) the end of the window; late from the next moment on. */
export const isInsideFreeWindow = (now: Date, start: Date, hours: number, zone: string) =>
  now.getTime() <= freeCancellationEnds(start, hours, zone).getTime();
