process.env.TZ = 'America/Toronto';

/**
 * Issue 33, managing lessons under the centre's policy: the cancellation policy, a family's
 * cancellation from the portal (free inside the window, refused or charged later), the window's edges
 * on the centre's clock (Toronto: its clocks change on 2027-03-14 and 2027-11-07), and move requests.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { mailEvents, notices, scheduleChanges, scheduleStudents, schedules } from '../src/db/schema';
import { freeCancellationEnds } from '../src/modules/centre-settings/cancellation-window';
import { cancelFamilyLesson } from '../src/modules/portal/cancellations.service';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { accountingOf, balanceOf, fundedStudent } from './helpers/confirmations';
import { insertFamily } from './helpers/families';
import { hoursFromNow, insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const ZONE = 'America/Toronto';

describe('the cancellation window on the centre’s clock (pure)', () => {
  test('24 hours before a lesson is the same wall-clock time the day before', () => {
    // Summer: plain 24 hours.
    assert.equal(
      freeCancellationEnds(new Date('2027-06-13T14:00:00Z'), 24, ZONE).toISOString(),
      '2027-06-12T14:00:00.000Z',
    );
    // Spring forward (Sunday 2027-03-14): Sunday 10:00 EDT → Saturday 10:00 EST, 23 real hours before.
    assert.equal(
      freeCancellationEnds(new Date('2027-03-14T14:00:00Z'), 24, ZONE).toISOString(),
      '2027-03-13T15:00:00.000Z',
    );
    // Fall back (Sunday 2027-11-07): Sunday 10:00 EST → Saturday 10:00 EDT, 25 real hours before.
    assert.equal(
      freeCancellationEnds(new Date('2027-11-07T15:00:00Z'), 24, ZONE).toISOString(),
      '2027-11-06T14:00:00.000Z',
    );
  });

  test('a deadline in the skipped hour is never later than promised; in the repeated hour it is the first', () => {
    // 03:30 EDT on 2027-03-14, 1 hour before: 02:30 does not exist → 01:30 EST (one real hour before).
    assert.equal(
      freeCancellationEnds(new Date('2027-03-14T07:30:00Z'), 1, ZONE).toISOString(),
      '2027-03-14T06:30:00.000Z',
    );
    // 02:30 EST on 2027-11-07, 1 hour before: 01:30 happens twice → the first (EDT).
    assert.equal(
      freeCancellationEnds(new Date('2027-11-07T07:30:00Z'), 1, ZONE).toISOString(),
      '2027-11-07T05:30:00.000Z',
    );
    assert.equal(
      freeCancellationEnds(new Date('2027-06-13T14:00:00Z'), 0, ZONE).toISOString(),
      '2027-06-13T14:00:00.000Z',
    );
  });
});

describe('family cancellations and move requests (portal)', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let parent: AuthHeader;
  let other: AuthHeader;
  let parentUser: { id: number; login: string; role: 'ROLE_CUSTOMER' };
  let teacher: Awaited<ReturnType<typeof insertTeacher>>;
  let courseId: number;
  const kids = {} as Record<'mia' | 'leo' | 'stranger', number>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    kids.mia = (await fundedStudent(t.db)).id;
    kids.leo = (await fundedStudent(t.db)).id;
    kids.stranger = (await fundedStudent(t.db)).id;
    const family = await insertFamily(t.db, 'cancelparent', [kids.mia, kids.leo]);
    parentUser = { id: family.id, login: family.login, role: 'ROLE_CUSTOMER' };
    await insertFamily(t.db, 'cancelother', [kids.stranger]);
    admin = await t.signIn('admin');
    parent = await t.signIn('cancelparent');
    other = await t.signIn('cancelother');
    teacher = await insertTeacher(t.db, { firstName: 'Ada', lastName: 'King' });
    courseId = (await insertCourse(t.db, { name: 'Piano' })).id;
  });
  after(() => t.close());

  const setPolicy = (freeCancellationHours: number, lateCancellation: 'refuse' | 'charge') =>
    t.inject({
      method: 'PUT',
      url: '/api/centre-settings/cancellation-policy',
      headers: admin,
      payload: { freeCancellationHours, lateCancellation },
    });
  beforeEach(async () => {
    assert.equal((await setPolicy(24, 'refuse')).statusCode, 200);
  });

  const lessonAt = (studentIds: number[], start: Date, courseType: 'PRIVATE' | 'GROUP' = 'PRIVATE') =>
    insertLesson(t.db, {
      teacherId: teacher.id,
      courseId,
      studentIds,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      courseType,
    });
  const cancel = (id: number, studentId: number, headers = parent) =>
    t.inject({ method: 'POST', url: `/api/portal/lessons/${id}/cancel`, headers, payload: { studentId } });
  const booked = async (id: number) =>
    (await t.db.select().from(scheduleStudents).where(eq(scheduleStudents.scheduleId, id))).map((r) => r.studentId);

  test('the policy: 24 hours and "refuse" by default; administrators change it, audited; bad input writes nothing', async () => {
    const read = await t.inject({ method: 'GET', url: '/api/centre-settings/cancellation-policy', headers: admin });
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual([read.json().freeCancellationHours, read.json().lateCancellation], [24, 'refuse']);
    const saved = await setPolicy(48, 'charge');
    assert.deepEqual([saved.json().freeCancellationHours, saved.json().lateCancellation], [48, 'charge']);
    const snapshot = await tableSnapshot(t.db);
    for (const [payload, field] of [
      [{ freeCancellationHours: 721, lateCancellation: 'charge' }, 'freeCancellationHours'],
      [{ freeCancellationHours: -1, lateCancellation: 'charge' }, 'freeCancellationHours'],
      [{ freeCancellationHours: 1.5, lateCancellation: 'charge' }, 'freeCancellationHours'],
      [{ freeCancellationHours: 24, lateCancellation: 'maybe' }, 'lateCancellation'],
      [{ freeCancellationHours: 24 }, 'lateCancellation'],
    ] as const) {
      const bad = await t.inject({
        method: 'PUT',
        url: '/api/centre-settings/cancellation-policy',
        headers: admin,
        payload,
      });
      assert.equal(bad.statusCode, 400, bad.body);
      assert.match(bad.json().errorMessage, new RegExp(field));
    }
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
  });

  test('inside the window: a group lesson keeps its other students; the teacher and the centre are told', async () => {
    const lesson = await lessonAt([kids.mia, kids.stranger], hoursFromNow(72), 'GROUP');
    const response = await cancel(lesson.id, kids.mia);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.outcome, 'removed');
    assert.deepEqual(await booked(lesson.id), [kids.stranger]);
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, lesson.id));
    assert.equal(row.status, 'PLANNED');
    const told = await t.db.select().from(notices).where(eq(notices.userId, teacher.id));
    assert.ok(
      told.some((n) => /cancelled by the family/.test(n.title)),
      JSON.stringify(told),
    );
    const changes = await t.db.select().from(scheduleChanges).where(eq(scheduleChanges.scheduleId, lesson.id));
    assert.deepEqual(
      changes.map((c) => c.action),
      ['remove-student'],
    );
    assert.equal(await balanceOf(t.db, kids.mia), '100.00');
  });

  test('inside the window: a one-student lesson is cancelled as staff cancel one (mail event included)', async () => {
    const lesson = await lessonAt([kids.leo], hoursFromNow(30));
    const response = await cancel(lesson.id, kids.leo);
    assert.equal(response.json().data.outcome, 'lesson-cancelled', response.body);
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, lesson.id));
    assert.equal(row.status, 'CANCELLED');
    const events = await t.db
      .select()
      .from(mailEvents)
      .where(and(eq(mailEvents.kind, 'lesson-cancelled'), eq(mailEvents.refId, lesson.id)));
    assert.equal(events.length, 1);
    // Cancelling again is refused.
    assert.equal((await cancel(lesson.id, kids.leo)).statusCode, 409);
  });

  test('late under "refuse": refused with the reason, nothing written', async () => {
    const lesson = await lessonAt([kids.mia], hoursFromNow(23));
    const snapshot = await tableSnapshot(t.db);
    const response = await cancel(lesson.id, kids.mia);
    assert.equal(response.statusCode, 422, response.body);
    assert.match(response.json().errorMessage, /Free cancellation of this lesson ended .*call the centre/);
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
  });

  test('late under "charge": marked, then charged by the teacher’s confirmation though absent; reversed by a cancel', async () => {
    await setPolicy(24, 'charge');
    const lesson = await lessonAt([kids.mia, kids.leo], hoursFromNow(2), 'GROUP');
    const response = await cancel(lesson.id, kids.mia);
    assert.equal(response.json().data.outcome, 'late-cancelled', response.body);
    assert.deepEqual((await booked(lesson.id)).sort(), [kids.mia, kids.leo].sort());
    const rows = (await t.inject({ method: 'GET', url: '/api/portal/lessons', headers: parent })).json().data;
    const mine = rows.find(
      (r: { scheduleId: number; studentId: number }) => r.scheduleId === lesson.id && r.studentId === kids.mia,
    );
    assert.equal(mine.lateCancelled, true);
    // Nothing is charged until the teacher confirms.
    assert.equal(await balanceOf(t.db, kids.mia), '100.00');
    // The lesson takes place; the teacher confirms it with Mia absent and Leo present.
    await t.db
      .update(schedules)
      .set({ startTime: hoursFromNow(-2), endTime: hoursFromNow(-1) })
      .where(eq(schedules.id, lesson.id));
    const teacherHeaders = await t.signIn(teacher.login);
    const lessonView = await t.inject({
      method: 'GET',
      url: '/api/teacher-confirmations?state=unconfirmed',
      headers: teacherHeaders,
    });
    const shown = lessonView.json().data.find((l: { id: number }) => l.id === lesson.id);
    assert.deepEqual(
      shown.students.map((s: { studentId: number; lateCancelled: boolean }) => [s.studentId, s.lateCancelled]).sort(),
      [
        [kids.mia, true],
        [kids.leo, false],
      ].sort(),
    );
    const confirm = await t.inject({
      method: 'POST',
      url: `/api/teacher-confirmations/${lesson.id}/confirm`,
      headers: teacherHeaders,
      payload: {
        teacherStartTime: hoursFromNow(-2).toISOString(),
        teacherEndTime: hoursFromNow(-1).toISOString(),
        attendance: [
          { studentId: kids.mia, attendance: 'ABSENT' },
          { studentId: kids.leo, attendance: 'PRESENT' },
        ],
      },
    });
    assert.equal(confirm.statusCode, 200, confirm.body);
    assert.equal(await balanceOf(t.db, kids.mia), '60.00');
    assert.equal(await balanceOf(t.db, kids.leo), '60.00');
    const accounting = await accountingOf(t.db, lesson.id);
    assert.deepEqual(
      accounting.booked.map((b) => [b.studentId, b.attendance, b.chargedAmount]).sort(),
      [
        [kids.mia, 'ABSENT', '40.00'],
        [kids.leo, 'PRESENT', '40.00'],
      ].sort(),
    );
    // An administrator's cancel of the confirmed lesson reverses the late charge like any other.
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/schedules/${lesson.id}/cancel`,
      headers: admin,
      payload: { reason: 'Refund the late cancellation' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(await balanceOf(t.db, kids.mia), '100.00');
  });

  test('"confirm with no change" records a late-cancelled student absent, and still charges them', async () => {
    await setPolicy(24, 'charge');
    const lesson = await lessonAt([kids.leo], hoursFromNow(3));
    assert.equal((await cancel(lesson.id, kids.leo)).json().data.outcome, 'late-cancelled');
    await t.db
      .update(schedules)
      .set({ startTime: hoursFromNow(-2), endTime: hoursFromNow(-1) })
      .where(eq(schedules.id, lesson.id));
    const before = await balanceOf(t.db, kids.leo);
    const confirm = await t.inject({
      method: 'POST',
      url: `/api/teacher-confirmations/${lesson.id}/confirm-unchanged`,
      headers: await t.signIn(teacher.login),
    });
    assert.equal(confirm.statusCode, 200, confirm.body);
    const { booked: rows, ledger } = await accountingOf(t.db, lesson.id);
    assert.deepEqual([rows[0].attendance, rows[0].chargedAmount], ['ABSENT', '40.00']);
    assert.equal(ledger.length, 1);
    assert.equal(Number(await balanceOf(t.db, kids.leo)), Number(before) - 40);
  });

  test('another family’s lesson, a lesson the student is not on, or none: 404 and nothing written', async () => {
    const theirs = await lessonAt([kids.stranger], hoursFromNow(72));
    const notBooked = await lessonAt([kids.leo], hoursFromNow(72));
    const snapshot = await tableSnapshot(t.db);
    for (const [id, studentId, headers] of [
      [theirs.id, kids.stranger, parent],
      [theirs.id, kids.mia, parent],
      [notBooked.id, kids.mia, parent],
      [notBooked.id, kids.leo, other],
      [999_999, kids.mia, parent],
    ] as const) {
      const response = await cancel(id, studentId, headers);
      assert.equal(response.statusCode, 404, `${id}/${studentId}: ${response.body}`);
      const move = await t.inject({
        method: 'POST',
        url: `/api/portal/lessons/${id}/move-requests`,
        headers,
        payload: { studentId, message: 'Away', preferredTimes: 'Friday' },
      });
      assert.equal(move.statusCode, 404, move.body);
    }
    for (const payload of [{}, { studentId: 'x' }, { studentId: kids.mia, extra: 1 }]) {
      const bad = await t.inject({
        method: 'POST',
        url: `/api/portal/lessons/${notBooked.id}/cancel`,
        headers: parent,
        payload,
      });
      assert.equal(bad.statusCode, 400, bad.body);
    }
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
  });

  describe('the window’s edges (the service, with the clock given)', () => {
    const at = (iso: string) => new Date(iso);
    const outcome = async (start: string, now: string) => {
      const lesson = await lessonAt([kids.mia, kids.stranger], at(start), 'GROUP');
      try {
        return (await cancelFamilyLesson(t.db, parentUser, lesson.id, kids.mia, at(now))).outcome;
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      }
    };

    test('exactly at the end of the window is still free; one minute later is late; one minute before is free', async () => {
      await setPolicy(24, 'charge');
      assert.equal(await outcome('2027-06-13T14:00:00Z', '2027-06-12T14:00:00Z'), 'removed');
      assert.equal(await outcome('2027-06-13T14:00:00Z', '2027-06-12T14:01:00Z'), 'late-cancelled');
      assert.equal(await outcome('2027-06-13T14:00:00Z', '2027-06-12T13:59:00Z'), 'removed');
      await setPolicy(24, 'refuse');
      assert.equal(await outcome('2027-06-13T14:00:00Z', '2027-06-12T14:01:00Z'), 'ruleviolated');
    });

    test('across the spring change: Sunday 10:00 EDT is free until Saturday 10:00 EST (23 real hours)', async () => {
      await setPolicy(24, 'charge');
      assert.equal(await outcome('2027-03-14T14:00:00Z', '2027-03-13T15:00:00Z'), 'removed');
      assert.equal(await outcome('2027-03-14T14:00:00Z', '2027-03-13T15:01:00Z'), 'late-cancelled');
      // 24 real hours before would be 14:00Z: it is inside the window too, by an hour.
      assert.equal(await outcome('2027-03-14T14:00:00Z', '2027-03-13T14:59:00Z'), 'removed');
    });

    test('across the autumn change: Sunday 10:00 EST is free until Saturday 10:00 EDT (25 real hours)', async () => {
      await setPolicy(24, 'charge');
      assert.equal(await outcome('2027-11-07T15:00:00Z', '2027-11-06T14:00:00Z'), 'removed');
      // 24 real hours before (15:00Z) is already late on the centre's clock.
      assert.equal(await outcome('2027-11-07T15:00:00Z', '2027-11-06T14:01:00Z'), 'late-cancelled');
      assert.equal(await outcome('2027-11-07T15:00:00Z', '2027-11-06T15:00:00Z'), 'late-cancelled');
    });

    test('a lesson already started cannot be cancelled from the portal', async () => {
      assert.equal(await outcome('2027-06-13T14:00:00Z', '2027-06-13T14:00:00Z'), 'ruleviolated');
    });
  });

  test('bulk invitations: each selected student’s e-mail is invited, linked or skipped with the reason', async () => {
    const invited = await insertStudent(t.db, { firstName: 'Ivy', lastName: 'New', email: 'ivy.family@example.com' });
    const noEmail = await insertStudent(t.db, { firstName: 'Nia', lastName: 'None', email: null });
    const staffAddress = await insertStudent(t.db, { firstName: 'Sam', lastName: 'Staff', email: 'admin@example.com' });
    const sibling = await insertStudent(t.db, { firstName: 'Tom', lastName: 'Sib', email: 'cancelparent@example.com' });
    const response = await t.inject({
      method: 'POST',
      url: '/api/family-invitations/bulk',
      headers: admin,
      payload: { studentIds: [invited.id, noEmail.id, staffAddress.id, sibling.id, invited.id, 999_999] },
    });
    assert.equal(response.statusCode, 200, response.body);
    const outcomes = Object.fromEntries(
      response
        .json()
        .data.map((r: { studentId: number; outcome: string; reason: string | null }) => [
          r.studentId,
          [r.outcome, r.reason],
        ]),
    );
    assert.deepEqual(outcomes[invited.id], ['invited', null]);
    assert.equal(outcomes[noEmail.id][0], 'skipped');
    assert.match(outcomes[noEmail.id][1], /No e-mail/);
    assert.equal(outcomes[staffAddress.id][0], 'skipped');
    assert.match(outcomes[staffAddress.id][1], /staff or teacher/);
    assert.deepEqual(outcomes[sibling.id], ['linked', null]);
    assert.equal(outcomes[999_999][0], 'skipped');
    assert.equal(response.json().data.length, 5, 'a student selected twice is invited once');
    const operatorAsFamily = await t.inject({
      method: 'POST',
      url: '/api/family-invitations/bulk',
      headers: parent,
      payload: { studentIds: [invited.id] },
    });
    assert.equal(operatorAsFamily.statusCode, 403);
  });

  test('move requests: a family asks, staff see it open and answer once, the family reads the answer', async () => {
    const lesson = await lessonAt([kids.leo], hoursFromNow(100));
    const asked = await t.inject({
      method: 'POST',
      url: `/api/portal/lessons/${lesson.id}/move-requests`,
      headers: parent,
      payload: { studentId: kids.leo, message: 'School trip', preferredTimes: 'Friday after 4' },
    });
    assert.equal(asked.statusCode, 201, asked.body);
    const id = asked.json().data.id;
    const again = await t.inject({
      method: 'POST',
      url: `/api/portal/lessons/${lesson.id}/move-requests`,
      headers: parent,
      payload: { studentId: kids.leo, message: 'Again', preferredTimes: 'Any' },
    });
    assert.equal(again.statusCode, 409);
    const open = (await t.inject({ method: 'GET', url: '/api/move-requests', headers: admin })).json().data;
    assert.ok(open.some((r: { id: number; status: string }) => r.id === id && r.status === 'open'));
    for (const payload of [
      { status: 'answered' },
      { status: 'maybe', note: 'x' },
      { status: 'declined', note: '   ' },
    ]) {
      const bad = await t.inject({ method: 'POST', url: `/api/move-requests/${id}/answer`, headers: admin, payload });
      assert.equal(bad.statusCode, 400, bad.body);
    }
    const answer = await t.inject({
      method: 'POST',
      url: `/api/move-requests/${id}/answer`,
      headers: admin,
      payload: { status: 'answered', note: 'Moved to Friday 16:30' },
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const twice = await t.inject({
      method: 'POST',
      url: `/api/move-requests/${id}/answer`,
      headers: admin,
      payload: { status: 'declined', note: 'No' },
    });
    assert.equal(twice.statusCode, 409);
    const mine = (await t.inject({ method: 'GET', url: '/api/portal/move-requests', headers: parent })).json().data;
    assert.deepEqual([mine[0].status, mine[0].answerNote], ['answered', 'Moved to Friday 16:30']);
    const theirs = (await t.inject({ method: 'GET', url: '/api/portal/move-requests', headers: other })).json().data;
    assert.deepEqual(theirs, []);
    for (const payload of [
      { studentId: kids.leo, message: '', preferredTimes: 'x' },
      { studentId: kids.leo, message: 'x' },
      { studentId: kids.leo, message: 'x'.repeat(1001), preferredTimes: 'x' },
    ]) {
      const bad = await t.inject({
        method: 'POST',
        url: `/api/portal/lessons/${lesson.id}/move-requests`,
        headers: parent,
        payload,
      });
      assert.equal(bad.statusCode, 400, bad.body);
    }
  });
});
