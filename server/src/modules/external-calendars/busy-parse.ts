/**
 * Busy times out of an iCalendar text (RFC 5545), read with ical.js: recurring events expanded over
 * the window (RRULE, RDATE, EXDATE and moved occurrences), all-day events as whole local days, times
 * in any zone (ical-zones.ts), a floating time on the centre's clock. Runs in a worker thread of its
 * own (busy-parse-in-worker.ts); the cost is bounded by the window, not by the calendar's history
 * (busy-expand.ts), and an event that cannot be read is skipped and counted, not the whole calendar.
 */
import ICAL from 'ical.js';
import { expansionStart } from './busy-expand';
import { MAX_EVENTS, NotACalendarError, splitCalendar } from './ical-lines';
import { registerZones, wallClockOf, wallClockToInstant } from './ical-zones';

export type BusyBlock = { start: Date; end: Date; allDay: boolean; title: string | null };
export type BusyRead = {
  blocks: BusyBlock[];
  /** Events left out (unreadable, or repeating too densely); `warning` says which kinds, for the screens. */
  skipped: number;
  warning: string | null;
};

export class CalendarParseError extends Error {}

/** Enough for any real calendar in the window; a calendar that would make more is cut off there. */
export const MAX_BLOCKS = 5000;
/** Occurrences of one series kept in the window, counted from the window (not from the series' start). */
const MAX_OCCURRENCES_PER_EVENT = 2000;
/** Occurrences of one series stepped over before the window (COUNT rules start at their beginning). */
const MAX_STEPS_BEFORE_WINDOW = 50_000;

type Window = { from: Date; to: Date };

class Skip extends Error {}

/** Whether the event takes time: cancelled and "free" (TRANSP:TRANSPARENT) events do not. */
function takesTime(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

function reader(centreZone: string, window: Window) {
  const centreMidnight = (time: ICAL.Time) =>
    new Date(wallClockToInstant(centreZone, Date.UTC(time.year, time.month - 1, time.day)));
  const instantOf = (time: ICAL.Time): Date => {
    if (time.isDate) return centreMidnight(time);
    if (time.zone === ICAL.Timezone.utcTimezone) return new Date(wallClockOf(time));
    if (!time.zone || time.zone === ICAL.Timezone.localTimezone) {
      return new Date(wallClockToInstant(centreZone, wallClockOf(time)));
    }
    return new Date(time.toUnixTime() * 1000);
  };
  const blockOf = (start: ICAL.Time, end: ICAL.Time | null, title: string | null): BusyBlock | null => {
    if (start.isDate) {
      // DTEND of an all-day event is the day after (exclusive); without one the event is that one day.
      let last = end && end.compare(start) > 0 ? end : null;
      if (!last) {
        last = start.clone();
        last.adjust(1, 0, 0, 0);
      }
      return { start: centreMidnight(start), end: centreMidnight(last), allDay: true, title };
    }
    const from = instantOf(start);
    const to = end ? instantOf(end) : from;
    if (!(to > from)) return null;
    return { start: from, end: to, allDay: false, title };
  };
  const inWindow = (block: BusyBlock | null): block is BusyBlock =>
    block !== null && block.start < window.to && block.end > window.from;
  return { instantOf, blockOf, inWindow };
}

const titleOf = (event: ICAL.Event) => (event.summary ? String(event.summary).slice(0, 200) : null);

/** The event, with every value it is read by checked now, so a bad one skips it here rather than later. */
function readEvent(text: string): ICAL.Event {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text) as unknown[]));
  if (!event.startDate) throw new Skip('no start');
  void event.endDate;
  void event.recurrenceId;
  for (const name of ['rrule', 'rdate', 'exdate']) {
    for (const property of event.component.getAllProperties(name)) void property.getValues();
  }
  return event;
}

/** A date-only RECURRENCE-ID of a timed series names that day's occurrence (at the series' time of day). */
function alignRecurrenceId(exception: ICAL.Event, master: ICAL.Event) {
  const id = exception.recurrenceId;
  if (!id?.isDate || master.startDate.isDate) return;
  const aligned = master.startDate.clone();
  aligned.year = id.year;
  aligned.month = id.month;
  aligned.day = id.day;
  exception.recurrenceId = aligned;
}

class Tally {
  #reasons = new Map<string, number>();
  count = 0;
  add(reason: string, count = 1) {
    if (count <= 0) return;
    this.count += count;
    this.#reasons.set(reason, (this.#reasons.get(reason) ?? 0) + count);
  }
  text(): string | null {
    if (this.count === 0) return null;
    const kinds = [...this.#reasons].map(([reason, count]) => `${count} ${reason}`).join('; ');
    return `${this.count} event${this.count === 1 ? '' : 's'} skipped: ${kinds}.`.slice(0, 500);
  }
}

/** Every busy block overlapping [from, to), sorted; a CalendarParseError when the text is not a calendar. */
export function parseBusyBlocks(text: string, window: Window, centreZone: string): BusyRead {
  let pieces: ReturnType<typeof splitCalendar>;
  try {
    pieces = splitCalendar(text);
  } catch (error) {
    if (error instanceof NotACalendarError) throw new CalendarParseError(error.message);
    throw error;
  }
  const skipped = new Tally();
  skipped.add(`past the first ${MAX_EVENTS.toLocaleString('en')} events`, pieces.eventsOverCap);
  skipped.add('cut off before its end', pieces.unfinished);
  const ownZones: ICAL.Component[] = [];
  for (const zone of pieces.zones) {
    try {
      ownZones.push(new ICAL.Component(ICAL.parse(zone) as unknown[]));
    } catch {
      // A zone definition that cannot be read: its name is then resolved as if it had none.
    }
  }
  const unknownZones = registerZones(pieces.tzids, ownZones, centreZone);
  const { instantOf, blockOf, inWindow } = reader(centreZone, window);

  // Moved or changed occurrences (RECURRENCE-ID) belong to their series' master.
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  const singles: ICAL.Event[] = [];
  for (const eventText of pieces.events) {
    try {
      const event = readEvent(eventText);
      if (event.isRecurrenceException()) exceptions.push(event);
      else if (event.isRecurring()) masters.set(event.uid, event);
      else singles.push(event);
    } catch {
      skipped.add('with a line that could not be read');
    }
  }
  const related = new Map<ICAL.Event, ICAL.Event[]>();
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (!master) {
      singles.push(exception);
      continue;
    }
    alignRecurrenceId(exception, master);
    master.relateException(exception);
    related.set(master, [...(related.get(master) ?? []), exception]);
  }

  const blocks: BusyBlock[] = [];
  const keep = (block: BusyBlock | null) => {
    if (inWindow(block)) blocks.push(block);
  };
  for (const event of singles) {
    if (takesTime(event.component)) keep(blockOf(event.startDate, event.endDate, titleOf(event)));
  }
  let seriesLeft = 0;
  for (const master of masters.values()) {
    // Enough to keep the earliest MAX_BLOCKS whatever order the series come in, without expanding them all.
    if (blocks.length >= 4 * MAX_BLOCKS) {
      seriesLeft += 1;
      continue;
    }
    try {
      blocks.push(...seriesBlocks(master, related.get(master) ?? [], window, { instantOf, blockOf, inWindow }));
    } catch (error) {
      skipped.add(error instanceof Skip ? error.message : 'repeating by a rule that could not be followed');
    }
  }
  const cut = blocks.length > MAX_BLOCKS || seriesLeft > 0;
  const warning = [
    skipped.text(),
    cut ? `Only the first ${MAX_BLOCKS.toLocaleString('en')} busy times of the weeks read were kept.` : null,
    unknownZones.length > 0
      ? `Times in the unknown time zone ${unknownZones
          .slice(0, 3)
          .map((zone) => `"${zone.slice(0, 60)}"`)
          .join(', ')} were read on the centre's clock.`
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    blocks: blocks.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, MAX_BLOCKS),
    skipped: skipped.count,
    warning: warning ? warning.slice(0, 500) : null,
  };
}

function seriesBlocks(
  master: ICAL.Event,
  exceptions: ICAL.Event[],
  window: Window,
  read: ReturnType<typeof reader>,
): BusyBlock[] {
  const blocks: BusyBlock[] = [];
  const seriesStart = read.instantOf(master.startDate).getTime();
  const firstOccurrence = expansionStart(master, window.from.getTime(), seriesStart);
  const startsAt = read.instantOf(firstOccurrence).getTime();
  // Occurrences before the moved start that were moved into the window by an exception.
  if (startsAt > seriesStart) {
    for (const exception of exceptions) {
      if (read.instantOf(exception.recurrenceId).getTime() >= startsAt) continue;
      if (!takesTime(exception.component)) continue;
      const block = read.blockOf(exception.startDate, exception.endDate, titleOf(exception));
      if (read.inWindow(block)) blocks.push(block);
    }
  }
  const iterator = master.iterator(firstOccurrence);
  let before = 0;
  for (let kept = 0; kept < MAX_OCCURRENCES_PER_EVENT; ) {
    const next = iterator.next();
    if (!next) break;
    if (read.instantOf(next) >= window.to) break;
    const details = master.getOccurrenceDetails(next);
    const block = takesTime(details.item.component)
      ? read.blockOf(details.startDate, details.endDate, titleOf(details.item))
      : null;
    if (read.inWindow(block)) {
      blocks.push(block);
      kept += 1;
    } else if (++before > MAX_STEPS_BEFORE_WINDOW) {
      throw new Skip('repeating too often to follow from where they begin');
    }
  }
  return blocks;
}
