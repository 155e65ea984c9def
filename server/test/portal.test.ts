/** The family portal's API (issue 33, step 2): what a family reads, and nothing of another family's. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertFamily, recordVoucherPurchase } from './helpers/families';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

describe('family portal API', () => {
  let t: TestApp;
  let parent: AuthHeader;
  let other: AuthHeader;
  const ids = {} as Record<
    'mia' | 'leo' | 'stranger' | 'purchase' | 'strangerPurchase' | 'past' | 'group' | 'strangerLesson' | 'upcoming',
    number
  >;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    const mia = await insertStudent(t.db, { firstName: 'Mia', lastName: 'Lopez' });
    const leo = await insertStudent(t.db, { firstName: 'Leo', lastName: 'Lopez' });
    const stranger = await insertStudent(t.db, { firstName: 'Zed', lastName: 'Other' });
    Object.assign(ids, { mia: mia.id, leo: leo.id, stranger: stranger.id });
    await insertFamily(t.db, 'lopezparent', [mia.id, leo.id]);
    await insertFamily(t.db, 'otherparent', [stranger.id]);
    parent = await t.signIn('lopezparent');
    other = await t.signIn('otherparent');
    ids.purchase = await t.db.transaction((tx) =>
      recordVoucherPurchase(tx, { studentId: mia.id, voucherAmount: '100.00', giftAmount: '10.00' }),
    );
    ids.strangerPurchase = await t.db.transaction((tx) =>
      recordVoucherPurchase(tx, { studentId: stranger.id, voucherAmount: '20.00', giftAmount: '0.00' }),
    );
    const teacher = await insertTeacher(t.db, { firstName: 'Ada', lastName: 'King' });
    const course = await insertCourse(t.db, { name: 'Piano' });
    const lesson = (studentIds: number[], start: number, extra = {}) =>
      insertLesson(t.db, {
        teacherId: teacher.id,
        courseId: course.id,
        studentIds,
        startTime: hoursFromNow(start),
        endTime: hoursFromNow(start + 1),
        address: 'Room 2',
        ...extra,
      });
    ids.upcoming = (await lesson([mia.id], 48)).id;
    ids.past = (await lesson([mia.id], -48, { status: 'CONFIRMED', feedbackStatus: 'SUBMITTED' })).id;
    // A group lesson with another family's child: each family sees only its own child's feedback.
    ids.group = (
      await lesson([leo.id, stranger.id], -24, {
        status: 'CONFIRMED',
        feedbackStatus: 'SUBMITTED',
        courseType: 'GROUP',
      })
    ).id;
    await t.database.exec(
      `UPDATE schedules SET class_feedback = 'Good class' WHERE id = ${ids.group};
       UPDATE schedule_students SET feedback = 'Leo did well', attendance = 'PRESENT', charged_amount = 40 WHERE schedule_id = ${ids.group} AND student_id = ${leo.id};
       UPDATE schedule_students SET feedback = 'Zed was late' WHERE schedule_id = ${ids.group} AND student_id = ${stranger.id};`,
    );
    ids.strangerLesson = (await lesson([stranger.id], -72, { status: 'CONFIRMED', feedbackStatus: 'SUBMITTED' })).id;
  });
  after(() => t.close());

  const get = (url: string, headers = parent) => t.inject({ method: 'GET', url, headers });

  test('home: each linked student with balance, low-balance flag, next lessons and unread feedback', async () => {
    const home = await get('/api/portal/home');
    assert.equal(home.statusCode, 200, home.body);
    const byName = Object.fromEntries(home.json().students.map((s: { firstName: string }) => [s.firstName, s]));
    assert.deepEqual(Object.keys(byName).sort(), ['Leo', 'Mia']);
    assert.equal(byName.Mia.balance, '110.00');
    assert.equal(byName.Leo.lowBalance, true);
    assert.equal(byName.Mia.nextLessons[0].scheduleId, ids.upcoming);
    assert.equal(byName.Leo.unreadFeedback, 1);
  });

  test('lessons: upcoming and past with teacher, course, place, attendance and charge', async () => {
    const upcoming = (await get('/api/portal/lessons')).json().data;
    assert.deepEqual(
      upcoming.map((l: { scheduleId: number }) => l.scheduleId),
      [ids.upcoming],
    );
    assert.equal(upcoming[0].teacherName, 'Ada King');
    assert.equal(upcoming[0].address, 'Room 2');
    const past = (await get(`/api/portal/lessons?when=past&studentId=${ids.leo}`)).json().data;
    assert.equal(past.length, 1);
    assert.deepEqual(
      [past[0].attendance, past[0].chargedAmount, past[0].feedbackAvailable],
      ['PRESENT', '40.00', true],
    );
  });

  test('feedback: the class’s and only the family’s own child; reading it clears "unread"; the PDF opens', async () => {
    const feedback = await get(`/api/portal/lessons/${ids.group}/feedback`);
    assert.equal(feedback.statusCode, 200, feedback.body);
    assert.equal(feedback.json().classFeedback, 'Good class');
    assert.deepEqual(
      feedback.json().students.map((s: { feedback: string }) => s.feedback),
      ['Leo did well'],
    );
    assert.ok(!feedback.body.includes('Zed'), 'another family’s child is not shown');
    const home = (await get('/api/portal/home')).json();
    assert.equal(home.students.find((s: { firstName: string }) => s.firstName === 'Leo').unreadFeedback, 0);
    const pdf = await get(`/api/portal/lessons/${ids.group}/feedback/pdf`);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });

  test('statement with running balance, its PDF, purchases and the receipt PDF', async () => {
    const statement = (await get(`/api/portal/students/${ids.mia}/statement`)).json();
    assert.deepEqual(
      statement.entries.map((e: { kind: string; balanceAfter: string }) => [e.kind, e.balanceAfter]),
      [
        ['purchase', '100.00'],
        ['gift', '110.00'],
      ],
    );
    assert.equal(statement.closingBalance, '110.00');
    const future = (await get(`/api/portal/students/${ids.mia}/statement?from=2999-01-01`)).json();
    assert.deepEqual([future.openingBalance, future.entries.length], ['110.00', 0]);
    const statementPdf = await get(`/api/portal/students/${ids.mia}/statement/pdf`);
    assert.equal(statementPdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const purchases = (await get(`/api/portal/students/${ids.mia}/purchases`)).json().data;
    assert.deepEqual(
      purchases.map((p: { id: number }) => p.id),
      [ids.purchase],
    );
    const receipt = await get(`/api/portal/receipts/${ids.purchase}/pdf`);
    assert.equal(receipt.statusCode, 200);
    assert.equal(receipt.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });

  test('another family’s student, lesson, feedback, receipt or statement answers 404, and nothing is written', async () => {
    const snapshot = await tableSnapshot(t.db);
    for (const url of [
      `/api/portal/students/${ids.stranger}/statement`,
      `/api/portal/students/${ids.stranger}/statement/pdf`,
      `/api/portal/students/${ids.stranger}/purchases`,
      `/api/portal/receipts/${ids.strangerPurchase}/pdf`,
      `/api/portal/lessons/${ids.strangerLesson}/feedback`,
      `/api/portal/lessons/${ids.strangerLesson}/feedback/pdf`,
      `/api/portal/lessons?studentId=${ids.stranger}`,
      `/api/portal/lessons/${ids.upcoming}/feedback`.replace(String(ids.upcoming), '999999'),
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
    }
    const profile = await t.inject({
      method: 'PUT',
      url: '/api/portal/profile',
      headers: parent,
      payload: {
        email: 'lopezparent@example.com',
        students: [{ id: ids.stranger, allowEmail: false, allowSms: false }],
      },
    });
    assert.equal(profile.statusCode, 404);
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
    // The other family reads its own child in the shared group lesson, and only that child.
    const theirs = await get(`/api/portal/lessons/${ids.group}/feedback`, other);
    assert.deepEqual(
      theirs.json().students.map((s: { feedback: string }) => s.feedback),
      ['Zed was late'],
    );
  });

  test('profile: names, e-mail, phone and the students’ allowEmail/allowSms switches', async () => {
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/portal/profile',
      headers: parent,
      payload: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'Ana.Lopez@example.com',
        phone: '+1 416 555 0199',
        students: [{ id: ids.leo, allowEmail: false, allowSms: true }],
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().email, 'ana.lopez@example.com');
    const [leo] = await t.db.select().from(students).where(eq(students.id, ids.leo));
    assert.deepEqual([leo.allowEmail, leo.allowSms], [false, true]);
  });

  test('bad input names the field and writes nothing', async () => {
    const snapshot = await tableSnapshot(t.db);
    const badEmail = await t.inject({
      method: 'PUT',
      url: '/api/portal/profile',
      headers: parent,
      payload: { email: 'nope' },
    });
    assert.equal(badEmail.statusCode, 400);
    assert.match(badEmail.json().errorMessage, /email/);
    const taken = await t.inject({
      method: 'PUT',
      url: '/api/portal/profile',
      headers: parent,
      payload: { email: 'otherparent@example.com' },
    });
    assert.equal(taken.statusCode, 409);
    assert.equal((await get('/api/portal/lessons?when=someday')).statusCode, 400);
    assert.equal((await get(`/api/portal/students/${ids.mia}/statement?from=2026-02-30`)).statusCode, 400);
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
  });

  test('the calendar feed lists the family’s lessons, names only its children, and a renewed address ends the old', async () => {
    const link = (await get('/api/portal/calendar-feed')).json();
    const path = new URL(link.url).pathname;
    const feed = await t.inject({ method: 'GET', url: path });
    assert.equal(feed.statusCode, 200, feed.body);
    assert.match(feed.body, /BEGIN:VCALENDAR/);
    assert.equal((feed.body.match(/BEGIN:VEVENT/g) ?? []).length, 3);
    assert.ok(!feed.body.includes('Zed'), 'another family’s child is not named');
    const renewed = (
      await t.inject({ method: 'POST', url: '/api/portal/calendar-feed/renew', headers: parent })
    ).json();
    assert.notEqual(renewed.url, link.url);
    assert.equal((await t.inject({ method: 'GET', url: path })).statusCode, 404);
  });
});
