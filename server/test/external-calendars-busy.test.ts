// The centre's zone for this file (the feed parser reads floating and all-day times in it).
process.env.TZ = 'America/Toronto';

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { importCalendarFile } from '../src/modules/external-calendars/calendar-file-import';
import {
  refreshAllCalendarSubscriptions,
  refreshCalendarSubscription,
} from '../src/modules/external-calendars/calendar-subscriptions.service';
import { type AuthHeader, createTestApp, type TestApp, testFieldCipher } from './helpers/app';
import { insertTeacher } from './helpers/lessons';
import { insertRoleUsers } from './helpers/users';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYYMMDD');
const iso = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
/** Wall-clock time of an instant in a zone, e.g. "2027-03-20 09:00". */
const wallClock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Fixtures//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

/** A weekly lesson at 09:00 Toronto, six times, the second excluded and the fourth moved to 11:00. */
const weekly = () =>
  calendar(
    'BEGIN:VEVENT',
    'UID:weekly-1',
    'SUMMARY:Dentist',
    `DTSTART;TZID=America/Toronto:${day(2)}T090000`,
    `DTEND;TZID=America/Toronto:${day(2)}T100000`,
    'RRULE:FREQ=WEEKLY;COUNT=6',
    `EXDATE;TZID=America/Toronto:${day(9)}T090000`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:weekly-1',
    'SUMMARY:Dentist (moved)',
    `RECURRENCE-ID;TZID=America/Toronto:${day(23)}T090000`,
    `DTSTART;TZID=America/Toronto:${day(23)}T110000`,
    `DTEND;TZID=America/Toronto:${day(23)}T120000`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:free-1',
    'SUMMARY:Free time',
    'TRANSP:TRANSPARENT',
    `DTSTART:${day(3)}T150000Z`,
    `DTEND:${day(3)}T160000Z`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:cancelled-1',
    'STATUS:CANCELLED',
    `DTSTART:${day(3)}T170000Z`,
    `DTEND:${day(3)}T180000Z`,
    'END:VEVENT',
  );

const allDayAndZones = () =>
  calendar(
    'BEGIN:VTIMEZONE',
    'TZID:Custom Standard Time',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:allday-1',
    'SUMMARY:Holiday',
    `DTSTART;VALUE=DATE:${day(3)}`,
    `DTEND;VALUE=DATE:${day(5)}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:tokyo-1',
    'SUMMARY:Call with Tokyo',
    `DTSTART;TZID=Asia/Tokyo:${day(6)}T230000`,
    `DTEND;TZID=Asia/Tokyo:${day(7)}T003000`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:custom-1',
    'SUMMARY:Custom zone',
    `DTSTART;TZID=Custom Standard Time:${day(6)}T100000`,
    `DTEND;TZID=Custom Standard Time:${day(6)}T110000`,
    'END:VEVENT',
  );

describe('incoming busy times from a teacher’s own calendar', () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let operator: AuthHeader;
  let teacher: AuthHeader;
  let teacherId: number;
  let otherId: number;
  let other: AuthHeader;
  const hits: string[] = [];

  before(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      const send = (text: string) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(text);
      switch (request.url) {
        case '/weekly.ics':
          return send(weekly());
        case '/zones.ics':
          return send(allDayAndZones());
        case '/broken.ics':
          return send('<html>Sign in to see this calendar</html>');
        case '/moved.ics':
          return response.writeHead(302, { location: '/weekly.ics' }).end();
        case '/huge.ics': {
          // 20 MB, sent without a length so only counting while reading can stop it.
          response.writeHead(200, { 'content-type': 'text/calendar' });
          const chunk = Buffer.alloc(1024 * 1024, 'A');
          let sent = 0;
          const pump = () => {
            while (sent < 20 && response.write(chunk)) sent += 1;
            if (sent >= 20) response.end();
            else response.once('drain', pump);
          };
          response.on('error', () => {});
          return pump();
        }
        case '/slow.ics':
          return; // never answers
        default:
          response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } });
    const roles = await insertRoleUsers(t.db);
    operator = await t.signIn(roles.ROLE_OPERATOR.login);
    const a = await insertTeacher(t.db, { login: 'busyteacher', firstName: 'Bea', lastName: 'Busy' });
    const b = await insertTeacher(t.db, { login: 'busyother', firstName: 'Otto', lastName: 'Other' });
    teacherId = a.id;
    otherId = b.id;
    teacher = await t.signIn(a.login);
    other = await t.signIn(b.login);
  });
  after(async () => {
    server.closeAllConnections();
    server.close();
    await t.close();
  });

  const link = async (auth: AuthHeader, url: string, showTitles = false) => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/calendar-links/mine/subscription',
      headers: auth,
      payload: { url, showTitles },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const blocks = async (auth: AuthHeader, query = '') => {
    const from = dayjs().subtract(1, 'day').toISOString();
    const to = dayjs().add(40, 'day').toISOString();
    const response = await t.inject({
      method: 'GET',
      url: `/api/calendar-busy-blocks?from=${from}&to=${to}${query}`,
      headers: auth,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as {
      teacherId: number;
      start: string;
      end: string;
      allDay: boolean;
      title: string | null;
    }[];
  };

  test('a weekly event is expanded with its exclusion and its moved occurrence; free and cancelled events are not busy', async () => {
    const state = await link(teacher, `${base}/weekly.ics`);
    assert.equal(state.working, true, state.lastError);
    assert.equal(state.lastError, null);
    assert.equal(state.busyCount, 5);
    // The address is a secret: shown masked, never whole.
    assert.equal(state.maskedUrl, `${base}/…ly.ics`);
    const mine = await blocks(teacher);
    assert.deepEqual(
      mine.map((block) => wallClock(block.start, 'America/Toronto')),
      [`${iso(2)} 09:00`, `${iso(16)} 09:00`, `${iso(23)} 11:00`, `${iso(30)} 09:00`, `${iso(37)} 09:00`],
    );
    assert.deepEqual(
      mine.map((block) => (Date.parse(block.end) - Date.parse(block.start)) / 60_000),
      [60, 60, 60, 60, 60],
    );
    // Titles stay hidden unless the teacher allows them.
    assert.ok(mine.every((block) => block.title === null && !block.allDay && block.teacherId === teacherId));
  });

  test('all-day events cover whole local days; times in other zones, named or defined in the file, land right', async () => {
    const state = await link(teacher, `${base}/zones.ics`, true);
    assert.equal(state.working, true, state.lastError);
    const mine = await blocks(teacher);
    const holiday = mine.find((block) => block.title === 'Holiday');
    assert.ok(holiday?.allDay);
    assert.equal(wallClock(holiday.start, 'America/Toronto'), `${iso(3)} 00:00`);
    assert.equal(wallClock(holiday.end, 'America/Toronto'), `${iso(5)} 00:00`);
    const tokyo = mine.find((block) => block.title === 'Call with Tokyo');
    assert.equal(tokyo?.start, new Date(`${iso(6)}T23:00:00+09:00`).toISOString());
    assert.equal(tokyo?.end, new Date(`${iso(7)}T00:30:00+09:00`).toISOString());
    const custom = mine.find((block) => block.title === 'Custom zone');
    assert.equal(custom?.start, new Date(`${iso(6)}T10:00:00+05:30`).toISOString());
    // Linking a new address dropped the old calendar's blocks.
    assert.equal(mine.length, 3);
  });

  test('a broken file, a 20 MB file and a silent server are refused with a reason; the last good blocks stay', async () => {
    await link(other, `${base}/weekly.ics`);
    const othersBefore = await blocks(operator, `&teacherId=${otherId}`);
    assert.equal(othersBefore.length, 5);

    const good = await link(teacher, `${base}/moved.ics`);
    assert.equal(good.working, true, 'a redirect to a calendar is followed');
    const goodAt = good.lastSuccessAt;
    const broken = await link(teacher, `${base}/broken.ics`);
    assert.equal(broken.working, false);
    assert.match(broken.lastError, /not an iCalendar file/);
    assert.equal(broken.lastSuccessAt, null);

    const ctx = { db: t.db, fieldCipher: testFieldCipher, allowPrivate: true };
    await link(teacher, `${base}/weekly.ics`);
    const huge = await t.inject({
      method: 'PUT',
      url: '/api/calendar-links/mine/subscription',
      headers: teacher,
      payload: { url: `${base}/huge.ics` },
    });
    assert.match(huge.json().lastError, /larger than 5 MB/);

    // The same address, now answering with nothing: the blocks of the last good read are kept.
    await link(teacher, `${base}/weekly.ics`);
    const lastGood = (await t.inject({ method: 'GET', url: '/api/calendar-links/mine', headers: teacher })).json();
    const { db } = t;
    const { calendarSubscriptions } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await db
      .update(calendarSubscriptions)
      .set({ urlEncrypted: testFieldCipher.encrypt(`${base}/slow.ics`) })
      .where(eq(calendarSubscriptions.teacherId, teacherId));
    const started = Date.now();
    const slow = await refreshCalendarSubscription({ ...ctx, timeoutMs: 400 }, teacherId);
    assert.ok(Date.now() - started < 3000);
    assert.match(String(slow.lastError), /did not answer in time/);
    assert.equal(slow.lastSuccessAt, lastGood.subscription.lastSuccessAt, 'when it last worked is kept');
    assert.equal((await blocks(teacher)).length, 5, 'the last good busy times are kept');
    // Nobody else's calendar was touched.
    assert.deepEqual(await blocks(operator, `&teacherId=${otherId}`), othersBefore);
    assert.ok(goodAt);

    const list = (await t.inject({ method: 'GET', url: '/api/calendar-links', headers: operator })).json();
    const row = list.data.find((entry: { teacherId: number }) => entry.teacherId === teacherId);
    assert.match(row.subscription.lastError, /did not answer in time/);
    assert.doesNotMatch(JSON.stringify(list), /slow\.ics|weekly\.ics/);
  });

  test('private, loopback and link-local addresses are refused unless allowed; only http(s) and webcal', async () => {
    const ctx = { db: t.db, fieldCipher: testFieldCipher, allowPrivate: false };
    await link(teacher, `${base}/weekly.ics`);
    const before = hits.length;
    const refused = await refreshCalendarSubscription(ctx, teacherId);
    assert.match(String(refused.lastError), /private or local network/);
    for (const url of [
      'http://localhost:1/x.ics',
      'http://169.254.169.254/latest',
      'http://[::1]/x.ics',
      'http://10.1.2.3/x.ics',
    ]) {
      const { calendarSubscriptions } = await import('../src/db/schema');
      const { eq } = await import('drizzle-orm');
      await t.db
        .update(calendarSubscriptions)
        .set({ urlEncrypted: testFieldCipher.encrypt(url) })
        .where(eq(calendarSubscriptions.teacherId, teacherId));
      const state = await refreshCalendarSubscription(ctx, teacherId);
      assert.match(String(state.lastError), /private or local network/, url);
    }
    assert.equal(hits.length, before, 'no request reached the local server');

    for (const url of [
      'ftp://example.com/cal.ics',
      'file:///etc/passwd',
      'not a url',
      'https://user:pw@example.com/c.ics',
    ]) {
      const response = await t.inject({
        method: 'PUT',
        url: '/api/calendar-links/mine/subscription',
        headers: teacher,
        payload: { url },
      });
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().fieldErrors[0].field, 'url');
    }
    const webcal = await link(teacher, `${base.replace('http:', 'webcal:')}/weekly.ics`);
    assert.equal(webcal.maskedUrl.startsWith('https://'), true);
  });

  test('booking over a busy block warns like availability does; staff refresh a teacher’s calendar', async () => {
    await link(teacher, `${base}/weekly.ics`);
    const refreshed = await t.inject({
      method: 'POST',
      url: `/api/calendar-links/${teacherId}/subscription/refresh`,
      headers: operator,
    });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.equal(refreshed.json().working, true);
    const [first] = await blocks(operator, `&teacherId=${teacherId}`);
    assert.ok(first);
    const check = async (startTime: string, endTime: string) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/schedules/conflicts',
        headers: operator,
        payload: { teacherId, studentIds: [], times: [{ startTime, endTime }] },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data as { kind: string; message: string }[];
    };
    const overlapping = await check(
      new Date(Date.parse(first.start) + 30 * 60_000).toISOString(),
      new Date(Date.parse(first.end) + 30 * 60_000).toISOString(),
    );
    assert.equal(overlapping.length, 1);
    assert.equal(overlapping[0]?.kind, 'availability');
    assert.match(overlapping[0]?.message ?? '', /Bea Busy is busy in their own calendar/);
    const clear = await check(first.end, new Date(Date.parse(first.end) + 3_600_000).toISOString());
    assert.deepEqual(clear, []);

    // The teacher sees only their own blocks, whatever they ask for.
    const asked = await blocks(other, `&teacherId=${teacherId}`);
    assert.ok(asked.every((block) => block.teacherId === otherId));

    const removed = await t.inject({
      method: 'DELETE',
      url: '/api/calendar-links/mine/subscription',
      headers: teacher,
    });
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(await blocks(operator, `&teacherId=${teacherId}`), []);
    const again = await t.inject({
      method: 'POST',
      url: '/api/calendar-links/mine/subscription/refresh',
      headers: teacher,
    });
    assert.equal(again.statusCode, 404);
  });
  test('busy times imported once from a file (the demo seed): working, read by the same parser, never refreshed', async () => {
    const ivy = await insertTeacher(t.db, { login: 'fileteacher', firstName: 'Ivy', lastName: 'File' });
    const text = await readFile(path.join(import.meta.dirname, '../scripts/seed-demo/amira-calendar.ics'), 'utf8');
    const state = await importCalendarFile(t.db, ivy.id, { name: 'amira-calendar.ics', text, showTitles: true });
    assert.equal(state.working, true);
    assert.equal(state.refreshable, false);
    assert.equal(state.maskedUrl, 'file: amira-calendar.ics');
    const imported = await blocks(operator, `&teacherId=${ivy.id}`);
    assert.ok(imported.length >= 10, `${imported.length} blocks`);
    assert.equal(imported.length <= state.busyCount, true);
    assert.ok(imported.some((block) => block.title === 'University seminar'));

    const ivyAuth = await t.signIn(ivy.login);
    const refused = await t.inject({
      method: 'POST',
      url: '/api/calendar-links/mine/subscription/refresh',
      headers: ivyAuth,
    });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.match(refused.json().errorMessage, /imported once from a file/);
    await refreshAllCalendarSubscriptions({ db: t.db, fieldCipher: testFieldCipher, allowPrivate: true });
    const later = (await t.inject({ method: 'GET', url: '/api/calendar-links/mine', headers: ivyAuth })).json();
    assert.equal(later.subscription.working, true, 'the background refresh leaves it as imported');
    assert.equal(later.subscription.lastAttemptAt, state.lastAttemptAt);
  });
});
