/**
 * Busy times out of an iCalendar text (RFC 5545), read with ical.js: recurring events expanded over
 * the window (RRULE, RDATE, EXDATE and moved occurrences), all-day events as whole local days, times
 * in any zone. Zones are resolved without ical.js's global registry, so one teacher's calendar cannot
 * redefine a zone for another's: an IANA name goes through the system's zone data, any other name
 * through the VTIMEZONE the calendar itself carries, and a floating time is the centre's.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ICAL from 'ical.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export type BusyBlock = { start: Date; end: Date; allDay: boolean; title: string | null };

export class CalendarParseError extends Error {}

/** Enough for any real calendar in the window; a rule that would make more is cut off there. */
const MAX_BLOCKS = 5000;
const MAX_OCCURRENCES_PER_EVENT = 2000;

const isIanaZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

type ZoneResolver = (time: ICAL.Time) => Date;

function zoneResolver(calendar: ICAL.Component, centreZone: string): ZoneResolver {
  const ownZones = new Map<string, ICAL.Timezone>();
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(component);
    if (zone.tzid) ownZones.set(zone.tzid, zone);
  }
  const wallClock = (time: ICAL.Time) =>
    `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}T${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}:${String(time.second).padStart(2, '0')}`;
  return (time) => {
    // ical.js keeps an unregistered TZID as `timezone` and leaves `zone` floating.
    const tzid = (time as ICAL.Time & { timezone?: string }).timezone ?? time.zone?.tzid;
    if (tzid === 'UTC' || tzid === 'Z' || time.zone === ICAL.Timezone.utcTimezone) {
      return new Date(`${wallClock(time)}Z`);
    }
    if (tzid && isIanaZone(tzid)) return dayjs.tz(wallClock(time), tzid).toDate();
    const own = tzid ? ownZones.get(tzid) : undefined;
    if (own) return new Date(Date.parse(`${wallClock(time)}Z`) - own.utcOffset(time) * 1000);
    return dayjs.tz(wallClock(time), centreZone).toDate();
  };
}

/** An all-day date as the centre's local midnight. */
const localMidnight = (time: ICAL.Time, centreZone: string) =>
  dayjs
    .tz(`${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}T00:00:00`, centreZone)
    .toDate();

function blockOf(
  start: ICAL.Time,
  end: ICAL.Time | null,
  title: string | null,
  resolve: ZoneResolver,
  centreZone: string,
): BusyBlock | null {
  if (start.isDate) {
    // DTEND of an all-day event is the day after (exclusive); without one the event is that one day.
    let last = end && end.compare(start) > 0 ? end : null;
    if (!last) {
      last = start.clone();
      last.adjust(1, 0, 0, 0);
    }
    return { start: localMidnight(start, centreZone), end: localMidnight(last, centreZone), allDay: true, title };
  }
  const from = resolve(start);
  const to = end ? resolve(end) : from;
  if (!(to > from)) return null;
  return { start: from, end: to, allDay: false, title };
}

/** Whether the event takes time: cancelled and "free" (TRANSP:TRANSPARENT) events do not. */
function takesTime(event: ICAL.Component): boolean {
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

/** Every busy block overlapping [from, to), sorted; a CalendarParseError when the text is not a calendar. */
export function parseBusyBlocks(text: string, window: { from: Date; to: Date }, centreZone: string): BusyBlock[] {
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(text);
    calendar = new ICAL.Component(parsed as unknown[]);
  } catch (error) {
    throw new CalendarParseError(`This is not an iCalendar file (${(error as Error).message.slice(0, 120)}).`);
  }
  if (calendar.name !== 'vcalendar') throw new CalendarParseError('This is not an iCalendar file (no VCALENDAR).');
  const resolve = zoneResolver(calendar, centreZone);
  const components = calendar.getAllSubcomponents('vevent');

  // Moved or changed occurrences (RECURRENCE-ID) belong to their series' master.
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  const singles: ICAL.Event[] = [];
  for (const component of components) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else if (event.isRecurring()) masters.set(event.uid, event);
    else singles.push(event);
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else singles.push(exception);
  }

  const blocks: BusyBlock[] = [];
  const keep = (block: BusyBlock | null) => {
    if (block && block.start < window.to && block.end > window.from) blocks.push(block);
  };
  const titleOf = (event: ICAL.Event) => (event.summary ? String(event.summary).slice(0, 200) : null);

  for (const event of singles) {
    if (!event.startDate || !takesTime(event.component)) continue;
    keep(blockOf(event.startDate, event.endDate, titleOf(event), resolve, centreZone));
  }
  for (const master of masters.values()) {
    if (!master.startDate) continue;
    const iterator = master.iterator();
    for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT && blocks.length < MAX_BLOCKS; count += 1) {
      const next = iterator.next();
      if (!next) break;
      const details = master.getOccurrenceDetails(next);
      const start = details.startDate;
      if (!start.isDate && resolve(start) >= window.to) break;
      if (start.isDate && localMidnight(start, centreZone) >= window.to) break;
      if (!takesTime(details.item.component)) continue;
      keep(blockOf(start, details.endDate, titleOf(details.item), resolve, centreZone));
    }
  }
  return blocks.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, MAX_BLOCKS);
}
