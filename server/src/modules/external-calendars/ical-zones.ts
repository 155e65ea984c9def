/**
 * What each TZID of a teacher's calendar means, decided once per read and registered with ical.js
 * so that repeats, exclusions and moved occurrences are all placed in the right zone (ical.js looks a
 * TZID up when it reads a time; one it does not know left repeats on the centre's clock). The
 * registry is ical.js's global one: the parse runs alone in a worker thread made for it
 * (busy-parse-in-worker.ts), and is reset at the start of every parse, so one teacher's calendar
 * cannot define a zone for another's.
 *
 * In order: an IANA name (also in the RFC's globally unique form "/Europe/Stockholm", or behind a
 * vendor prefix "/example.org/2005_1/Europe/Stockholm") is read with the system's zone data; else
 * the calendar's own VTIMEZONE; else a Windows zone id or Outlook label that stands for one zone;
 * else the centre's zone, and the read says so.
 */
import ICAL from 'ical.js';
import { windowsZone } from './windows-zones';

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterOf(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    try {
      formatters.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        }),
      );
    } catch {
      formatters.set(zone, null);
    }
  }
  return formatters.get(zone) ?? null;
}

export const isIanaZone = (name: string) => name.length > 0 && formatterOf(name) !== null;

const QUARTER_HOUR = 900_000;
const offsets = new WeakMap<Intl.DateTimeFormat, Map<number, number>>();

/**
 * The zone's offset from UTC, in seconds, at an instant. Remembered per quarter hour (zones change
 * their offset on a quarter hour), as a series' occurrences ask again and again.
 */
function offsetAt(zone: Intl.DateTimeFormat, instantMs: number): number {
  let known = offsets.get(zone);
  if (!known || known.size > 50_000) {
    known = new Map();
    offsets.set(zone, known);
  }
  const quarter = Math.floor(instantMs / QUARTER_HOUR);
  const cached = known.get(quarter);
  if (cached !== undefined) return cached;
  const offset = computeOffset(zone, quarter * QUARTER_HOUR);
  known.set(quarter, offset);
  return offset;
}

function computeOffset(zone: Intl.DateTimeFormat, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of zone.formatToParts(instantMs)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - Math.floor(instantMs / 1000) * 1000) / 1000);
}

/** The instant of a wall-clock time (given as if it were UTC) in a zone; in a spring gap, the later side. */
export function wallClockToInstant(zone: string, wallAsUtcMs: number): number {
  const formatter = formatterOf(zone);
  if (!formatter) return wallAsUtcMs;
  const first = offsetAt(formatter, wallAsUtcMs);
  const second = offsetAt(formatter, wallAsUtcMs - first * 1000);
  return wallAsUtcMs - second * 1000;
}

export const wallClockOf = (time: ICAL.Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/** An ical.js zone whose offsets come from the system's IANA data instead of a VTIMEZONE. */
class IanaZone extends ICAL.Timezone {
  readonly iana: string;
  constructor(tzid: string, iana: string) {
    super({ tzid });
    this.iana = iana;
  }
  override utcOffset(time: ICAL.Time): number {
    const wall = wallClockOf(time);
    return (wall - wallClockToInstant(this.iana, wall)) / 1000;
  }
}

/** An IANA name inside a TZID: as written, without the RFC's leading "/", or after a vendor prefix. */
function ianaNameIn(tzid: string): string | undefined {
  const name = tzid.trim();
  if (isIanaZone(name) && !name.startsWith('/')) return name;
  const segments = name.split('/').filter(Boolean);
  for (let first = 0; first < segments.length; first += 1) {
    const candidate = segments.slice(first).join('/');
    if (candidate.includes('/') || first === segments.length - 1) {
      if (isIanaZone(candidate) && !/^\d/.test(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Registers every TZID the calendar uses and returns a note per name that had to be read on the
 * centre's clock. `tzids` are the names the events use; `own` the calendar's VTIMEZONEs.
 */
export function registerZones(tzids: Iterable<string>, own: ICAL.Component[], centreZone: string): string[] {
  ICAL.TimezoneService.reset();
  const defined = new Map<string, ICAL.Component>();
  for (const component of own) {
    const tzid = component.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && tzid) defined.set(tzid, component);
  }
  const unknown: string[] = [];
  for (const tzid of new Set(tzids)) {
    if (ICAL.TimezoneService.has(tzid)) continue;
    const iana = ianaNameIn(tzid);
    const definition = defined.get(tzid);
    let zone: ICAL.Timezone;
    if (iana) zone = new IanaZone(tzid, iana);
    else if (definition) zone = new ICAL.Timezone(definition);
    else {
      const mapped = windowsZone(tzid);
      if (!mapped || !isIanaZone(mapped)) unknown.push(tzid);
      zone = new IanaZone(tzid, mapped && isIanaZone(mapped) ? mapped : centreZone);
    }
    ICAL.TimezoneService.register(zone, tzid);
  }
  return unknown;
}
