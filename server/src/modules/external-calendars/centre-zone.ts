import { tzlib_get_ical_block } from 'timezones-ical-library';

/** The centre's IANA zone: the server's local zone (docs/decisions.md "Time zone": set TZ). */
export function centreTimeZone(): string {
  return process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export type ZoneDefinition = { tzid: string; vtimezone: string };

const cache = new Map<string, ZoneDefinition | null>();

/**
 * The zone's VTIMEZONE (RFC 5545 3.6.5) from the IANA rules timezones-ical-library carries, and the
 * TZID it names it by ("UTC" becomes "Etc/UTC"). Null for a zone the library does not know: the feed
 * then writes UTC times, which every client reads right.
 */
export function zoneDefinition(zone: string): ZoneDefinition | null {
  if (!cache.has(zone)) {
    const found = tzlib_get_ical_block(zone);
    const [vtimezone, tzidParam] = Array.isArray(found) ? found : [];
    cache.set(
      zone,
      vtimezone && tzidParam ? { vtimezone: vtimezone.trim(), tzid: tzidParam.replace(/^TZID=/, '') } : null,
    );
  }
  return cache.get(zone) ?? null;
}
