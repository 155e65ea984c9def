/**
 * Linked calendars, made through the app's own functions, so the External Calendar screen, Account
 * Settings and the calendar's busy blocks have something true to show:
 * - private lesson feeds for three teachers and the centre (regenerateFeed; no client has fetched
 *   them yet, so "last fetched" reads never);
 * - Amira Haddad's own calendar, read once now (saveMyCalendarSubscription) from a small calendar this
 *   seed serves on the loopback address for the length of the seed: weekly seminars, a weekly gym
 *   hour with one week skipped, an all-day conference. The server's refresh cannot reach that address
 *   later, so the screen then shows the blocks of this read with the reason the next one failed;
 * - Daniel Wright's own calendar at an address that does not resolve (the reserved .invalid domain):
 *   a link that never worked, with its reason.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import type { Database, Transaction } from '../../src/db/client';
import type { FieldCipher } from '../../src/lib/field-encryption';
import { regenerateFeed } from '../../src/modules/external-calendars/calendar-feeds.service';
import { saveMyCalendarSubscription } from '../../src/modules/external-calendars/calendar-subscriptions.service';
import { required } from './teachers';

const FEED_TEACHERS = ['amira.haddad', 'sofia.rossi', 'kenji.tanaka'];

/** A teacher's week outside the centre, in floating local times (read in the centre's zone). */
function amirasCalendar(): string {
  const monday = dayjs().startOf('week').add(1, 'day');
  const at = (day: dayjs.Dayjs, hour: number) => day.hour(hour).minute(0).second(0).format('YYYYMMDDTHHmmss');
  const gymDay = monday.add(3, 'day');
  const conference = monday.add(2, 'week').add(4, 'day');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Centre Admin demo//Amira Haddad//EN',
    'BEGIN:VEVENT',
    'UID:seminar-demo@amira.example',
    `DTSTAMP:${at(monday, 0)}`,
    `DTSTART:${at(monday.add(1, 'day'), 9)}`,
    `DTEND:${at(monday.add(1, 'day'), 12)}`,
    'RRULE:FREQ=WEEKLY;COUNT=16',
    'SUMMARY:University seminar',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:gym-demo@amira.example',
    `DTSTAMP:${at(monday, 0)}`,
    `DTSTART:${at(gymDay, 18)}`,
    `DTEND:${at(gymDay, 19)}`,
    'RRULE:FREQ=WEEKLY;COUNT=12',
    `EXDATE:${at(gymDay.add(1, 'week'), 18)}`,
    'SUMMARY:Gym',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:conference-demo@amira.example',
    `DTSTAMP:${at(monday, 0)}`,
    `DTSTART;VALUE=DATE:${conference.format('YYYYMMDD')}`,
    `DTEND;VALUE=DATE:${conference.add(1, 'day').format('YYYYMMDD')}`,
    'SUMMARY:Maths teachers’ conference',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export async function insertCalendarLinks(
  tx: Transaction,
  idOf: Map<string, number>,
  cipher: FieldCipher,
  publicUrl: string,
): Promise<string> {
  // The seed's transaction stands in for the database: each service nests its own (a savepoint).
  const db = tx as unknown as Database;
  const admin = required(idOf, 'admin');
  const feeds = { db, fieldCipher: cipher, publicUrl };
  for (const login of FEED_TEACHERS) await regenerateFeed(feeds, required(idOf, login), admin);
  await regenerateFeed(feeds, null, admin);

  const calendar = amirasCalendar();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(calendar);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const amira = await saveMyCalendarSubscription(
      { db, fieldCipher: cipher, allowPrivate: true },
      required(idOf, 'amira.haddad'),
      { url: `http://127.0.0.1:${port}/calendars/amira.haddad/basic.ics`, showTitles: true },
    );
    const daniel = await saveMyCalendarSubscription(
      { db, fieldCipher: cipher, allowPrivate: false, timeoutMs: 5_000 },
      required(idOf, 'daniel.wright'),
      { url: 'https://calendar.demo.invalid/daniel.wright/private-3f9c2a/basic.ics', showTitles: false },
    );
    return `${FEED_TEACHERS.length} teachers' feeds and the centre's; Amira Haddad's calendar read (${amira.busyCount} busy times), Daniel Wright's failing (${daniel.lastError ?? 'no error'})`;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
