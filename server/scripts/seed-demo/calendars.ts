/**
 * Linked calendars, made through the app's own functions, so the External Calendar screen, Account
 * Settings and the calendar's busy blocks have something true to show:
 * - private lesson feeds for three teachers and the centre (regenerateFeed; no client has fetched
 *   them yet, so "last fetched" reads never);
 * - Amira Haddad's busy times imported from the calendar file beside this one (open-ended weekly
 *   seminars, a weekly gym hour, a monthly all-day meetup), read by the same parser the background
 *   refresh uses. A demo has no calendar on the internet to read, so the link names the file and is
 *   never refreshed: it stays working, as this read left it (it once pointed at a server the seed ran
 *   on the loopback address, and every later refresh turned it "Failing");
 * - Daniel Wright's own calendar at an address that does not resolve (the reserved .invalid domain):
 *   a link that never worked, with its reason.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Transaction } from '../../src/db/client';
import type { FieldCipher } from '../../src/lib/field-encryption';
import { regenerateFeed } from '../../src/modules/external-calendars/calendar-feeds.service';
import { importCalendarFile } from '../../src/modules/external-calendars/calendar-file-import';
import { saveMyCalendarSubscription } from '../../src/modules/external-calendars/calendar-subscriptions.service';
import { required } from './teachers';

const FEED_TEACHERS = ['amira.haddad', 'sofia.rossi', 'kenji.tanaka'];
const AMIRAS_CALENDAR = 'amira-calendar.ics';

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

  const text = await readFile(path.join(import.meta.dirname, AMIRAS_CALENDAR), 'utf8');
  const amira = await importCalendarFile(db, required(idOf, 'amira.haddad'), {
    name: AMIRAS_CALENDAR,
    text,
    showTitles: true,
  });
  const daniel = await saveMyCalendarSubscription(
    { db, fieldCipher: cipher, allowPrivate: false, timeoutMs: 5_000 },
    required(idOf, 'daniel.wright'),
    { url: 'https://calendar.demo.invalid/daniel.wright/private-3f9c2a/basic.ics', showTitles: false },
  );
  return `${FEED_TEACHERS.length} teachers' feeds and the centre's; Amira Haddad's busy times imported from ${AMIRAS_CALENDAR} (${amira.busyCount}), Daniel Wright's calendar failing (${daniel.lastError ?? 'no error'})`;
}
