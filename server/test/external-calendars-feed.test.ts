// The centre's zone for this file: daylight saving starts on 14 March 2027 in Toronto.
process.env.TZ = 'America/Toronto';

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { courses, schedules, students, users } from '../src/db/schema';
import { foldLine } from '../src/modules/external-calendars/ical-feed';
import { type AuthHeader, createTestApp, PUBLIC_URL, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type Parsed = { events: ICAL.Event[]; calendar: ICAL.Component };

/** Parses a feed back with ical.js, registering its own VTIMEZONE so TZID times resolve. */
function parseFeed(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

const pathOf = (url: string) => url.slice(PUBLIC_URL.length);

describe('the outgoing iCalendar feed', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let teacherA: AuthHeader;
  let teacherB: AuthHeader;
  let aId: number;
  let bId: number;
  let courseId: number;
  let otherCourseId: number;
  const lessonIds: Record<string, number> = {};

  before(async () => {
    t = await createTestApp();
    const roles = await insertRoleUsers(t.db);
    admin = await t.signIn(roles.ROLE_ADMIN.login);
    operator = await t.signIn(roles.ROLE_OPERATOR.login);
    const a = await insertTeacher(t.db, { login: 'feedteachera', firstName: 'Ada', lastName: 'Lovelace' });
    const b = await insertTeacher(t.db, { login: 'feedteacherb', firstName: 'Bob', lastName: 'Other' });
    aId = a.id;
    bId = b.id;
    teacherA = await t.signIn(a.login);
    teacherB = await t.signIn(b.login);
    courseId = (await insertCourse(t.db, { name: 'Algebra I' })).id;
    otherCourseId = (await insertCourse(t.db, { name: 'Piano' })).id;
    const anna = await insertStudent(t.db, { firstName: 'Anna', lastName: 'Zed', email: 'anna@example.com' });
    const ben = await insertStudent(t.db, { firstName: 'Ben', lastName: 'Young' });
    // 10:00 in Toronto before (UTC-5) and after (UTC-4) the change to daylight time.
    lessonIds.winter = (
      await insertLesson(t.db, {
        teacherId: aId,
        courseId,
        studentIds: [anna.id, ben.id],
        startTime: '2027-03-13T15:00:00Z',
        endTime: '2027-03-13T16:00:00Z',
        address: '12 Main St, Room 4',
      })
    ).id;
    lessonIds.summer = (
      await insertLesson(t.db, {
        teacherId: aId,
        courseId,
        studentIds: [anna.id],
        startTime: '2027-03-20T14:00:00Z',
        endTime: '2027-03-20T15:30:00Z',
      })
    ).id;
    lessonIds.cancelled = (
      await insertLesson(t.db, {
        teacherId: aId,
        courseId: otherCourseId,
        studentIds: [ben.id],
        startTime: '2027-03-22T20:00:00Z',
        endTime: '2027-03-22T21:00:00Z',
        status: 'CANCELLED',
      })
    ).id;
    lessonIds.other = (
      await insertLesson(t.db, {
        teacherId: bId,
        courseId,
        studentIds: [],
        startTime: '2027-03-13T15:00:00Z',
        endTime: '2027-03-13T16:00:00Z',
        courseType: 'ONLINE',
      })
    ).id;
  });
  after(() => t.close());

  const myFeedUrl = async (auth: AuthHeader) => {
    const response = await t.inject({ method: 'POST', url: '/api/calendar-links/mine/feed', headers: auth });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.match(body.url, /^http:\/\/localhost:8000\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    assert.equal(body.webcalUrl, body.url.replace('http://', 'webcal://'));
    return body.url as string;
  };

  test("a teacher's feed lists every own lesson, once, with times right across the daylight-saving change", async () => {
    const url = await myFeedUrl(teacherA);
    const response = await t.inject({ method: 'GET', url: pathOf(url) });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/calendar/);
    const { calendar, events } = parseFeed(response.body);
    assert.equal(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'), 'America/Toronto');
    const byUid = new Map(events.map((event) => [event.uid, event]));
    assert.deepEqual(
      [...byUid.keys()].sort(),
      [lessonIds.winter, lessonIds.summer, lessonIds.cancelled].map((id) => `lesson-${id}@localhost`).sort(),
    );
    const winter = byUid.get(`lesson-${lessonIds.winter}@localhost`);
    const summer = byUid.get(`lesson-${lessonIds.summer}@localhost`);
    assert.ok(winter && summer);
    // Both at 10:00 on the wall clock, with the zone named, and the right instants.
    assert.equal(winter.startDate.zone?.tzid, 'America/Toronto');
    assert.equal(winter.startDate.hour, 10);
    assert.equal(summer.startDate.hour, 10);
    assert.equal(winter.startDate.toJSDate().toISOString(), '2027-03-13T15:00:00.000Z');
    assert.equal(winter.endDate.toJSDate().toISOString(), '2027-03-13T16:00:00.000Z');
    assert.equal(summer.startDate.toJSDate().toISOString(), '2027-03-20T14:00:00.000Z');
    assert.equal(summer.endDate.toJSDate().toISOString(), '2027-03-20T15:30:00.000Z');
    assert.equal(winter.location, '12 Main St, Room 4');
    assert.match(winter.description, /Algebra I/);
    assert.match(winter.description, /Anna Zed, Ben Young|Ben Young, Anna Zed/);
    // Names only: no e-mail, balance or anything else about the students.
    assert.doesNotMatch(response.body, /anna@example\.com/);
    assert.equal(winter.component.getFirstPropertyValue('status'), 'CONFIRMED');
    const cancelled = byUid.get(`lesson-${lessonIds.cancelled}@localhost`);
    assert.equal(cancelled?.component.getFirstPropertyValue('status'), 'CANCELLED');
    // DTSTAMP is UTC, as RFC 5545 requires; no line is longer than 75 octets.
    assert.match(response.body, /DTSTAMP:\d{8}T\d{6}Z/);
    for (const line of response.body.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
  });

  test('long lines are folded at 75 octets without splitting a character, and unfold to the original', () => {
    const line = `DESCRIPTION:${'学生：王小明、李华；'.repeat(12)}ok`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    assert.ok(parts.length > 3);
    for (const part of parts) assert.ok(Buffer.byteLength(part) <= 75, part);
    assert.equal(folded.replace(/\r\n /g, ''), line);
    assert.equal(foldLine('SUMMARY:short'), 'SUMMARY:short');
  });

  test('SEQUENCE grows when a lesson moves, the ETag changes, and an unchanged feed answers 304', async () => {
    const url = pathOf(await myFeedUrl(teacherA));
    const first = await t.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    assert.ok(etag.startsWith('"'));
    assert.ok(first.headers['last-modified']);
    const sequenceOf = (text: string) =>
      Number(
        parseFeed(text)
          .events.find((event) => event.uid === `lesson-${lessonIds.summer}@localhost`)
          ?.component.getFirstPropertyValue('sequence'),
      );
    const before = sequenceOf(first.body);

    const unchanged = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(unchanged.statusCode, 304);
    assert.equal(unchanged.body, '');
    const sinceDate = await t.inject({
      method: 'GET',
      url,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    assert.equal(sinceDate.statusCode, 304);

    // Feedback alone is no change a calendar shows: SEQUENCE stays.
    await t.db.update(schedules).set({ classFeedback: 'Good' }).where(eq(schedules.id, lessonIds.summer));
    const moved = await t.inject({
      method: 'PATCH',
      url: `/api/schedules/${lessonIds.summer}/time`,
      headers: operator,
      payload: { startTime: '2027-03-20T15:00:00Z', endTime: '2027-03-20T16:30:00Z', acknowledgeConflicts: true },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const second = await eventually(
      () => t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } }),
      (response) => response.statusCode === 200,
    );
    assert.notEqual(second.headers.etag, etag);
    assert.equal(sequenceOf(second.body), before + 1);

    const cancel = await t.inject({
      method: 'POST',
      url: `/api/schedules/${lessonIds.summer}/cancel`,
      headers: operator,
      payload: {},
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const third = await eventually(
      () => t.inject({ method: 'GET', url, headers: { 'if-none-match': String(second.headers.etag) } }),
      (response) => response.statusCode === 200,
    );
    assert.equal(sequenceOf(third.body), before + 2);
    assert.match(third.body, /STATUS:CANCELLED/);
  });

  test('every line of the feed ends with CRLF, the last one too (RFC 5545 3.1)', async () => {
    const response = await t.inject({ method: 'GET', url: pathOf(await myFeedUrl(teacherA)) });
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(response.body.endsWith('END:VCALENDAR\r\n'), JSON.stringify(response.body.slice(-20)));
    assert.doesNotMatch(response.body, /[^\r]\n/, 'no bare LF');
  });

  test('Last-Modified moves whenever the text does: a student or a course renamed, not only a lesson changed', async () => {
    const url = pathOf(await myFeedUrl(teacherA));
    const first = await t.inject({ method: 'GET', url });
    const since = String(first.headers['last-modified']);
    assert.equal((await t.inject({ method: 'GET', url, headers: { 'if-modified-since': since } })).statusCode, 304);

    const renamedStudent = await eventually(
      async () => {
        await t.db.update(students).set({ firstName: 'Annabel' }).where(eq(students.firstName, 'Anna'));
        return t.inject({ method: 'GET', url });
      },
      (response) => response.body.includes('Annabel'),
    );
    assert.notEqual(renamedStudent.headers.etag, first.headers.etag);
    const afterStudent = String(renamedStudent.headers['last-modified']);
    assert.ok(Date.parse(afterStudent) > Date.parse(since), `${afterStudent} after ${since}`);
    // A client revalidating by date now gets the new text, not 304.
    const byDate = await t.inject({ method: 'GET', url, headers: { 'if-modified-since': since } });
    assert.equal(byDate.statusCode, 200);
    assert.match(byDate.body, /Annabel/);

    const renamedCourse = await eventually(
      async () => {
        await t.db.update(courses).set({ name: 'Algebra II' }).where(eq(courses.id, courseId));
        return t.inject({ method: 'GET', url });
      },
      (response) => response.body.includes('Algebra II'),
    );
    const afterCourse = String(renamedCourse.headers['last-modified']);
    assert.ok(Date.parse(afterCourse) > Date.parse(afterStudent), `${afterCourse} after ${afterStudent}`);
    assert.equal(
      (await t.inject({ method: 'GET', url, headers: { 'if-modified-since': afterStudent } })).statusCode,
      200,
    );
    // Unchanged since: 304 again, with the same date.
    const again = await t.inject({ method: 'GET', url, headers: { 'if-modified-since': afterCourse } });
    assert.equal(again.statusCode, 304);
    assert.equal(String(again.headers['last-modified']), afterCourse);
    await t.db.update(students).set({ firstName: 'Anna' }).where(eq(students.firstName, 'Annabel'));
    await t.db.update(courses).set({ name: 'Algebra I' }).where(eq(courses.id, courseId));
  });

  test('the feed records when a calendar app last fetched it', async () => {
    const url = pathOf(await myFeedUrl(teacherA));
    const before = await t.inject({ method: 'GET', url: '/api/calendar-links/mine', headers: teacherA });
    assert.equal(before.json().feed.lastFetchedAt, null);
    await t.inject({ method: 'GET', url, headers: { 'user-agent': 'Google-Calendar-Importer' } });
    const mine = (await t.inject({ method: 'GET', url: '/api/calendar-links/mine', headers: teacherA })).json();
    assert.ok(mine.feed.lastFetchedAt);
    assert.equal(mine.feed.lastFetchedBy, 'Google-Calendar-Importer');
    const list = (await t.inject({ method: 'GET', url: '/api/calendar-links', headers: operator })).json();
    const row = list.data.find((entry: { teacherId: number }) => entry.teacherId === aId);
    assert.equal(row.feed.lastFetchedBy, 'Google-Calendar-Importer');
    // Staff see the state, never the teacher's address.
    assert.doesNotMatch(JSON.stringify(list), /calendar-feeds\//);
  });

  test('regenerating revokes the old address at once; so does staff regenerating it', async () => {
    const old = pathOf(await myFeedUrl(teacherA));
    const renewed = pathOf(await myFeedUrl(teacherA));
    assert.notEqual(renewed, old);
    assert.equal((await t.inject({ method: 'GET', url: old })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: renewed })).statusCode, 200);

    const byStaff = await t.inject({ method: 'POST', url: `/api/calendar-links/${aId}/feed`, headers: operator });
    assert.equal(byStaff.statusCode, 200);
    assert.doesNotMatch(byStaff.body, /calendar-feeds/);
    assert.equal((await t.inject({ method: 'GET', url: renewed })).statusCode, 404);
    const mine = (await t.inject({ method: 'GET', url: '/api/calendar-links/mine', headers: teacherA })).json();
    assert.equal((await t.inject({ method: 'GET', url: pathOf(mine.feed.url) })).statusCode, 200);

    const off = await t.inject({ method: 'DELETE', url: '/api/calendar-links/mine/feed', headers: teacherA });
    assert.equal(off.statusCode, 200);
    assert.equal((await t.inject({ method: 'GET', url: pathOf(mine.feed.url) })).statusCode, 404);
    const unknown = await t.inject({ method: 'GET', url: `/api/calendar-feeds/${'x'.repeat(43)}.ics` });
    assert.equal(unknown.statusCode, 404);
  });

  test("a deactivated teacher's feed stops answering", async () => {
    const leaving = await insertTeacher(t.db, { login: 'feedleaving' });
    const auth = await t.signIn(leaving.login);
    const url = pathOf(await myFeedUrl(auth));
    assert.equal((await t.inject({ method: 'GET', url })).statusCode, 200);
    await t.db.update(users).set({ activated: false }).where(eq(users.id, leaving.id));
    assert.equal((await t.inject({ method: 'GET', url })).statusCode, 404);
  });

  test("a teacher never reads another teacher's lessons or links", async () => {
    const aUrl = pathOf(await myFeedUrl(teacherA));
    const bUrl = pathOf(await myFeedUrl(teacherB));
    // Asking A's feed for B's lessons still answers A's only.
    const asked = await t.inject({ method: 'GET', url: `${aUrl}?teacherId=${bId}` });
    const uids = parseFeed(asked.body).events.map((event) => event.uid);
    assert.ok(uids.length > 0);
    assert.ok(!uids.includes(`lesson-${lessonIds.other}@localhost`));
    const bFeed = parseFeed((await t.inject({ method: 'GET', url: bUrl })).body);
    assert.deepEqual(
      bFeed.events.map((event) => event.uid),
      [`lesson-${lessonIds.other}@localhost`],
    );
    assert.equal(bFeed.events[0]?.location, 'Online');
    const bMine = (await t.inject({ method: 'GET', url: '/api/calendar-links/mine', headers: teacherB })).json();
    assert.equal(pathOf(bMine.feed.url), bUrl);
    for (const [method, url] of [
      ['GET', '/api/calendar-links'],
      ['POST', `/api/calendar-links/${aId}/feed`],
      ['POST', `/api/calendar-links/${aId}/subscription/refresh`],
      ['GET', '/api/calendar-links/centre-feed'],
    ] as const) {
      assert.equal((await t.inject({ method, url, headers: teacherB })).statusCode, 403, `${method} ${url}`);
    }
    const busy = await t.inject({
      method: 'GET',
      url: `/api/calendar-busy-blocks?from=2027-03-01T00:00:00Z&to=2027-03-30T00:00:00Z&teacherId=${aId}`,
      headers: teacherB,
    });
    assert.equal(busy.statusCode, 200);
    assert.deepEqual(busy.json().data, []);
  });

  test('the centre feed lists every teacher, filtered by teacher or course, and only administrators renew it', async () => {
    assert.equal(
      (await t.inject({ method: 'POST', url: '/api/calendar-links/centre-feed', headers: operator })).statusCode,
      403,
    );
    const made = await t.inject({ method: 'POST', url: '/api/calendar-links/centre-feed', headers: admin });
    assert.equal(made.statusCode, 200, made.body);
    const seen = (await t.inject({ method: 'GET', url: '/api/calendar-links/centre-feed', headers: operator })).json();
    assert.equal(seen.feed.url, made.json().url);
    const url = pathOf(made.json().url);
    // The centre feed covers a month back to a year ahead: move the lessons into that window first.
    const soon = Date.now() + 7 * 86_400_000;
    for (const [index, id] of Object.values(lessonIds).entries()) {
      await t.db
        .update(schedules)
        .set({ startTime: new Date(soon + index * 3_600_000), endTime: new Date(soon + index * 3_600_000 + 1_800_000) })
        .where(eq(schedules.id, id));
    }
    const uids = async (query: string) => {
      const response = await eventually(
        () => t.inject({ method: 'GET', url: `${url}${query}` }),
        (answer) => parseFeed(answer.body).events.length > 0,
      );
      return parseFeed(response.body)
        .events.map((event) => event.uid)
        .sort();
    };
    const uid = (id: number) => `lesson-${id}@localhost`;
    assert.deepEqual(await uids(''), Object.values(lessonIds).map(uid).sort());
    assert.deepEqual(await uids(`?teacherId=${bId}`), [uid(lessonIds.other)]);
    assert.deepEqual(await uids(`?courseId=${otherCourseId}`), [uid(lessonIds.cancelled)]);
    const all = (await t.inject({ method: 'GET', url })).body;
    assert.match(all, /Teacher: Bob Other/);
  });
});
