/**
 * A teacher's calendar text cut into its events and zone definitions before ical.js reads any of
 * it, so that one line ical.js cannot read costs that one event, not the whole calendar, and so that
 * no more than MAX_EVENTS events are read at all. Two slips real calendars make are mended on the way,
 * since what they mean is plain: a date written without VALUE=DATE (`EXDATE:20200116`,
 * `RECURRENCE-ID:20200914`, `DTSTART:20021028`) and spaces inside a rule (`BYDAY=MO, TU`).
 */

export class NotACalendarError extends Error {}

/** The events of a calendar whose owner could not have more in twelve weeks; past it the rest are skipped. */
export const MAX_EVENTS = 25_000;

export type CalendarPieces = {
  /** Each VEVENT as its own text (its VALARMs and other inner parts included). */
  events: string[];
  /** Each VTIMEZONE as its own text. */
  zones: string[];
  /** Every TZID an event names (quotes removed). */
  tzids: Set<string>;
  /** VEVENTs past MAX_EVENTS, not read. */
  eventsOverCap: number;
  /** A VEVENT the text ends inside of (a calendar cut short), not read. */
  unfinished: number;
};

const DATE_PROPERTIES = new Set(['DTSTART', 'DTEND', 'DUE', 'EXDATE', 'RDATE', 'RECURRENCE-ID']);
const RULE_PROPERTIES = new Set(['RRULE', 'EXRULE']);
const DATE_ONLY = /^\d{8}(,\d{8})*$/;

/** A content line's name, parameters and value; null when a quote is left open (no value can be found). */
function splitLine(line: string): { name: string; params: string; value: string } | null {
  let quoted = false;
  let nameEnd = -1;
  for (let index = 0; index < line.length; index += 1) {
    const ch = line[index];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && nameEnd < 0 && ch === ';') nameEnd = index;
    else if (!quoted && ch === ':') {
      const end = nameEnd < 0 ? index : nameEnd;
      return { name: line.slice(0, end).toUpperCase(), params: line.slice(end, index), value: line.slice(index + 1) };
    }
  }
  return null;
}

function mendLine(line: string, tzids: Set<string>): string {
  const parts = splitLine(line);
  if (!parts) return line;
  const tzid = /;TZID=("[^"]*"|[^;:]*)/i.exec(parts.params)?.[1];
  if (tzid) tzids.add(tzid.replace(/^"|"$/g, ''));
  if (DATE_PROPERTIES.has(parts.name) && !/;VALUE=/i.test(parts.params) && DATE_ONLY.test(parts.value.trim())) {
    return `${parts.name}${parts.params.replace(/;TZID=("[^"]*"|[^;:]*)/i, '')};VALUE=DATE:${parts.value.trim()}`;
  }
  if (RULE_PROPERTIES.has(parts.name) && /\s/.test(parts.value)) {
    return `${parts.name}${parts.params}:${parts.value.replace(/\s+/g, '')}`;
  }
  return line;
}

/** Cuts the text into events and zone definitions; NotACalendarError when it holds no VCALENDAR. */
export function splitCalendar(text: string): CalendarPieces {
  // RFC 5545 3.1: a line starting with a space or tab continues the one before.
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r\n|\n|\r/);
  const pieces: CalendarPieces = { events: [], zones: [], tzids: new Set(), eventsOverCap: 0, unfinished: 0 };
  let sawCalendar = false;
  let depth = 0;
  let current: { kind: 'VEVENT' | 'VTIMEZONE' | 'OTHER'; depth: number; lines: string[] } | null = null;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (!line) continue;
    const upper = line.toUpperCase();
    if (upper.startsWith('BEGIN:')) {
      const name = upper.slice(6).trim();
      depth += 1;
      if (name === 'VCALENDAR') sawCalendar = true;
      else if (!current && sawCalendar) {
        const kind = name === 'VEVENT' || name === 'VTIMEZONE' ? name : 'OTHER';
        current = { kind, depth, lines: [] };
        if (kind === 'VEVENT' && pieces.events.length >= MAX_EVENTS) {
          pieces.eventsOverCap += 1;
          current.kind = 'OTHER';
        }
      }
      if (current && current.kind !== 'OTHER') current.lines.push(line);
      continue;
    }
    if (upper.startsWith('END:')) {
      if (current && current.kind !== 'OTHER') current.lines.push(line);
      if (current && depth === current.depth) {
        if (current.kind === 'VEVENT') pieces.events.push(current.lines.join('\r\n'));
        if (current.kind === 'VTIMEZONE') pieces.zones.push(current.lines.join('\r\n'));
        current = null;
      }
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (current?.kind === 'VEVENT') current.lines.push(mendLine(line, pieces.tzids));
    else if (current?.kind === 'VTIMEZONE') current.lines.push(line);
  }
  if (!sawCalendar) throw new NotACalendarError('This is not an iCalendar file (no VCALENDAR).');
  if (current?.kind === 'VEVENT') pieces.unfinished += 1;
  return pieces;
}
