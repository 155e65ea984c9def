// The centre's zone for this file (floating and all-day times are read on its clock).
process.env.TZ = 'America/Toronto';

/**
 * Issue 30, items 2 and 4: busy times read from real teachers' calendars that the first parser lost
 * or refused, its budget, and administrators unlinking a teacher's calendar. Every calendar here is
 * written for this file.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../src/db/schema';
import { refreshCalendarSubscription } from '../src/modules/external-calendars/calendar-subscriptions.service';
import { type AuthHeader, createTestApp, type TestApp, testFieldCipher } from './helpers/app';
import { insertTeacher } from './helpers/lessons';
import { insertRoleUsers } from './helpers/users';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYYMMDD');
const iso = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
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
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Centre Admin tests//Import//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const event = (uid: string, title: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `SUMMARY:${title}`,
  ...lines,
  'END:VEVENT',
];

/** (a) Series begun years ago: a daily one in 2019, a weekday one in 2012. */
const oldSeries = () =>
  calendar(
    ...event(
      'old-daily',
      'Morning run',
      'DTSTART;TZID=America/Toronto:20190107T070000',
      'DTEND;TZID=America/Toronto:20190107T073000',
      'RRULE:FREQ=DAILY',
    ),
    ...event(
      'old-weekdays',
      'Office hours',
      'DTSTART;TZID=America/Toronto:20120102T170000',
      'DTEND;TZID=America/Toronto:20120102T180000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    ),
  );

/** Many old daily series (the outside test used 200 from 1990; fewer here keep the test quick). */
const manyOldSeries = (count: number) =>
  calendar(
    ...Array.from({ length: count }, (_, index) =>
      event(
        `series-${index}`,
        `Series ${index}`,
        `DTSTART:1990010${1 + (index % 9)}T${String(10 + (index % 10)).padStart(2, '0')}0000Z`,
        'DURATION:PT15M',
        'RRULE:FREQ=DAILY',
      ),
    ).flat(),
  );

/** (b) Repeats whose TZID has no VTIMEZONE in the file, in the names real calendars use. */
const zonesWithoutDefinitions = () =>
  calendar(
    ...event(
      'tokyo',
      'Tokyo stand-up',
      `DTSTART;TZID=Asia/Tokyo:${day(2)}T090000`,
      `DTEND;TZID=Asia/Tokyo:${day(2)}T093000`,
      'RRULE:FREQ=DAILY;COUNT=5',
      // 09:00 in Tokyo on the second day, written in UTC.
      `EXDATE:${day(3)}T000000Z`,
    ),
    ...event(
      'stockholm',
      'Stockholm call',
      `DTSTART;TZID=/Europe/Stockholm:${day(2)}T100000`,
      'DURATION:PT1H',
      'RRULE:FREQ=WEEKLY;COUNT=2',
    ),
    ...event(
      'sydney',
      'Sydney tutorial',
      `DTSTART;TZID="(GMT+10:00) Canberra, Melbourne, Sydney":${day(3)}T080000`,
      'DURATION:PT1H',
      'RRULE:FREQ=WEEKLY;COUNT=2',
    ),
    ...event(
      'berlin',
      'Berlin seminar',
      `DTSTART;TZID=W. Europe Standard Time:${day(4)}T140000`,
      'DURATION:PT2H',
      'RRULE:FREQ=WEEKLY;COUNT=2',
    ),
  );

/** (c) Dates written without VALUE=DATE. */
const bareDates = () =>
  calendar(
    ...event(
      'clinic',
      'Clinic',
      `DTSTART;TZID=America/Toronto:${day(2)}T160000`,
      `DTEND;TZID=America/Toronto:${day(2)}T170000`,
      'RRULE:FREQ=DAILY;COUNT=4',
      `EXDATE:${day(3)}`,
    ),
    ...event(
      'clinic',
      'Clinic (late)',
      `RECURRENCE-ID:${day(4)}`,
      `DTSTART;TZID=America/Toronto:${day(4)}T180000`,
      `DTEND;TZID=America/Toronto:${day(4)}T190000`,
    ),
    ...event('holiday', 'Day off', `DTSTART:${day(10)}`),
  );

/** (d) One unreadable event among good ones, and a rule with spaces in it. */
const oneBadLine = () =>
  calendar(
    ...event('good-1', 'Good one', `DTSTART:${day(2)}T150000Z`, `DTEND:${day(2)}T160000Z`),
    ...event('bad-quote', 'Broken zone', `DTSTART;TZID="America/Toronto:${day(3)}T090000`, 'DURATION:PT1H'),
    ...event(
      'spaced-rule',
      'Choir',
      `DTSTART;TZID=America/Toronto:${day(5)}T190000`,
      'DURATION:PT1H',
      'RRULE:FREQ=DAILY;COUNT=4;BYHOUR=19, 20',
    ),
    ...event('good-2', 'Good two', `DTSTART:${day(6)}T150000Z`, `DTEND:${day(6)}T160000Z`),
  );

describe('busy times from real calendars (issue 30: 2 and 4)', () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let teacher: AuthHeader;
  let teacherId: number;

  before(async () => {
    const files: Record<string, () => string> = {
      '/old.ics': oldSeries,
      '/many-old.ics': () => manyOldSeries(60),
      '/zones.ics': zonesWithoutDefinitions,
      '/bare-dates.ics': bareDates,
      '/bad-line.ics': oneBadLine,
    };
    server = http.createServer((request, response) => {
      const file = files[request.url ?? ''];
      if (!file) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(file());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } });
    const roles = await insertRoleUsers(t.db);
    admin = await t.signIn(roles.ROLE_ADMIN.login);
    operator = await t.signIn(roles.ROLE_OPERATOR.login);
    const created = await insertTeacher(t.db, { login: 'importteacher', firstName: 'Ira', lastName: 'Import' });
    teacherId = created.id;
    teacher = await t.signIn(created.login);
  });
  after(async () => {
    server.closeAllConnections();
    server.close();
    await t.close();
  });

  const link = async (file: string) => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/calendar-links/mine/subscription',
      headers: teacher,
      payload: { url: `${base}${file}`, showTitles: true },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const blocks = async (fromDays = -1, toDays = 40) => {
    const from = dayjs().add(fromDays, 'day').toISOString();
    const to = dayjs().add(toDays, 'day').toISOString();
    const response = await t.inject({
      method: 'GET',
      url: `/api/calendar-busy-blocks?from=${from}&to=${to}&teacherId=${teacherId}`,
      headers: operator,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { start: string; end: string; allDay: boolean; title: string | null }[];
  };
  const titled = async (title: string) => (await blocks()).filter((block) => block.title === title);

  test('(4a) a daily series begun in 2019 and a weekday one begun in 2012 give busy times in the weeks read', async () => {
    const state = await link('/old.ics');
    assert.equal(state.working, true, state.lastError);
    const runs = await titled('Morning run');
    // Every day from yesterday to 40 days ahead (41 or 42 depending on the hour).
    assert.ok(runs.length >= 41, `${runs.length} morning runs`);
    assert.ok(runs.every((block) => wallClock(block.start, 'America/Toronto').endsWith(' 07:00')));
    const office = await titled('Office hours');
    assert.ok(office.length >= 28, `${office.length} office hours`);
    for (const block of office) {
      const weekday = new Date(block.start).toLocaleDateString('en-US', {
        timeZone: 'America/Toronto',
        weekday: 'short',
      });
      assert.ok(!['Sat', 'Sun'].includes(weekday), weekday);
      assert.ok(wallClock(block.start, 'America/Toronto').endsWith(' 17:00'));
    }

    const many = await link('/many-old.ics');
    assert.equal(many.working, true, many.lastError);
    const all = await blocks(-1, 40);
    assert.ok(all.length >= 60 * 41, `${all.length} blocks from 60 daily series begun in 1990`);
  });

  test('(4b) repeats in a zone the file does not define land in that zone, and their exclusions apply', async () => {
    const state = await link('/zones.ics');
    assert.equal(state.working, true, state.lastError);
    const tokyo = await titled('Tokyo stand-up');
    assert.deepEqual(
      tokyo.map((block) => wallClock(block.start, 'Asia/Tokyo')),
      [2, 4, 5, 6].map((offset) => `${iso(offset)} 09:00`),
    );
    const stockholm = await titled('Stockholm call');
    assert.deepEqual(
      stockholm.map((block) => wallClock(block.start, 'Europe/Stockholm')),
      [`${iso(2)} 10:00`, `${iso(9)} 10:00`],
    );
    const sydney = await titled('Sydney tutorial');
    assert.deepEqual(
      sydney.map((block) => wallClock(block.start, 'Australia/Sydney')),
      [`${iso(3)} 08:00`, `${iso(10)} 08:00`],
    );
    const berlin = await titled('Berlin seminar');
    assert.deepEqual(
      berlin.map((block) => wallClock(block.start, 'Europe/Berlin')),
      [`${iso(4)} 14:00`, `${iso(11)} 14:00`],
    );
    assert.equal(state.warning, null, 'every zone was known');
  });

  test('(4c) dates written without VALUE=DATE are read as dates, not answered with a server error', async () => {
    const state = await link('/bare-dates.ics');
    assert.equal(state.working, true, state.lastError);
    const clinic = [...(await titled('Clinic')), ...(await titled('Clinic (late)'))].sort((a, b) =>
      a.start.localeCompare(b.start),
    );
    assert.deepEqual(
      clinic.map((block) => `${block.title} ${wallClock(block.start, 'America/Toronto')}`),
      [`Clinic ${iso(2)} 16:00`, `Clinic (late) ${iso(4)} 18:00`, `Clinic ${iso(5)} 16:00`],
    );
    const [dayOff] = await titled('Day off');
    assert.equal(dayOff?.allDay, true);
    assert.equal(wallClock(dayOff.start, 'America/Toronto'), `${iso(10)} 00:00`);
  });

  test('(4d) one unreadable line skips its event only; the link works and says what it skipped', async () => {
    const state = await link('/bad-line.ics');
    assert.equal(state.working, true, state.lastError);
    assert.equal(state.skippedCount, 1);
    assert.match(state.warning, /^1 event skipped: 1 with a line that could not be read/);
    assert.equal((await titled('Good one')).length, 1);
    assert.equal((await titled('Good two')).length, 1);
    assert.equal((await titled('Broken zone')).length, 0);
    // Spaces inside a rule are mended: both days, at 19:00 and 20:00.
    assert.equal((await titled('Choir')).length, 4);
    const list = (await t.inject({ method: 'GET', url: '/api/calendar-links', headers: operator })).json();
    const row = list.data.find((entry: { teacherId: number }) => entry.teacherId === teacherId);
    assert.equal(row.subscription.skippedCount, 1);
  });

  test('(2) a read over its time budget is ended and recorded for the screens; the last good busy times stay', async () => {
    await link('/old.ics');
    const kept = (await blocks()).length;
    const ctx = { db: t.db, fieldCipher: testFieldCipher, allowPrivate: true };
    const state = await refreshCalendarSubscription(
      { ...ctx, parseBudget: { timeoutMs: 1, maxMemoryMb: 64 } },
      teacherId,
    );
    assert.equal(state.working, false);
    assert.match(String(state.lastError), /took longer than .* to read and was given up/);
    assert.equal((await blocks()).length, kept);
    const again = await refreshCalendarSubscription(ctx, teacherId);
    assert.equal(again.working, true, again.lastError ?? undefined);
  });

  test("(2) administrators unlink any teacher's calendar (recorded in the audit trail); operators and teachers cannot", async () => {
    await link('/old.ics');
    assert.ok((await blocks()).length > 0);
    const url = `/api/calendar-links/${teacherId}/subscription`;
    for (const auth of [operator, teacher]) {
      assert.equal((await t.inject({ method: 'DELETE', url, headers: auth })).statusCode, 403);
    }
    const removed = await t.inject({ method: 'DELETE', url, headers: admin });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await blocks(), []);
    const mine = (await t.inject({ method: 'GET', url: '/api/calendar-links/mine', headers: teacher })).json();
    assert.equal(mine.subscription, null);
    const [entry] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'teacher.calendar-unlink'), eq(auditEvents.recordId, teacherId)));
    assert.match(String(entry?.summary), /Ira Import/);
    assert.equal((await t.inject({ method: 'DELETE', url, headers: admin })).statusCode, 404);
  });
});
