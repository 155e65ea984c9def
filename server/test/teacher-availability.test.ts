import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { availabilityConflicts } from '../src/modules/teacher-availability/availability-check';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertTeacher } from './helpers/lessons';
import { insertRoleUsers } from './helpers/users';

// 2025-11-24 is a Monday; times are local, like the centre's.
const at = (date: string, clock: string) => new Date(`${date}T${clock}:00`);
const MONDAY_MORNING = { weekday: 1, startTime: '09:00', endTime: '12:00' };

describe('teacher availability', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let teacher: AuthHeader;
  let teacherId: number;
  let otherTeacherId: number;

  const putSlots = (id: number, slots: unknown[], headers = admin) =>
    t.inject({ method: 'PUT', url: `/api/teacher-availability/${id}/slots`, headers, payload: { slots } });
  const addException = (id: number, payload: Record<string, unknown>, headers = admin) =>
    t.inject({ method: 'POST', url: `/api/teacher-availability/${id}/exceptions`, headers, payload });
  const read = (query: Record<string, string>, headers = admin) =>
    t.inject({ method: 'GET', url: '/api/teacher-availability', headers, query });

  before(async () => {
    t = await createTestApp();
    const users = await insertRoleUsers(t.db);
    teacherId = users.ROLE_TEACHER.id;
    otherTeacherId = (await insertTeacher(t.db, { firstName: 'Ann', lastName: 'Lee', color: '#112233' })).id;
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
    teacher = await t.signIn('teacher');
  });
  after(() => t.close());

  test('a teacher replaces their weekly hours and reads them back as HH:mm, by weekday', async () => {
    const slots = [{ weekday: 3, startTime: '13:00', endTime: '17:30' }, MONDAY_MORNING];
    const saved = await putSlots(teacherId, slots, teacher);
    assert.equal(saved.statusCode, 200, saved.body);
    const response = await read({}, teacher);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.teacherId, teacherId);
    assert.deepEqual(
      body.slots.map(({ id, ...slot }: { id: number }) => slot),
      [MONDAY_MORNING, slots[0]],
    );
    // Replacing is whole: an empty list clears the timetable.
    assert.equal((await putSlots(teacherId, [], teacher)).json().slots.length, 0);
  });

  test('overlapping slots on one weekday are refused naming slots; touching ones are fine', async () => {
    const before = await tableSnapshot(t.db);
    const overlapping = await putSlots(otherTeacherId, [
      MONDAY_MORNING,
      { weekday: 1, startTime: '11:00', endTime: '13:00' },
    ]);
    assert.equal(overlapping.statusCode, 400);
    assert.deepEqual(overlapping.json().fieldErrors, [
      { field: 'slots', message: 'Monday 09:00–12:00 overlaps Monday 11:00–13:00' },
    ]);
    assert.deepEqual(await tableSnapshot(t.db), before);
    const touching = await putSlots(otherTeacherId, [
      MONDAY_MORNING,
      { weekday: 1, startTime: '12:00', endTime: '13:00' },
    ]);
    assert.equal(touching.statusCode, 200, touching.body);
    // The same hours on different weekdays never overlap.
    const otherDays = await putSlots(otherTeacherId, [MONDAY_MORNING, { ...MONDAY_MORNING, weekday: 2 }]);
    assert.equal(otherDays.statusCode, 200, otherDays.body);
  });

  test("a teacher can neither read nor change another teacher's availability", async () => {
    const theirs = await addException(otherTeacherId, { date: '2025-12-01', available: false }, operator);
    assert.equal(theirs.statusCode, 201, theirs.body);
    const before = await tableSnapshot(t.db);
    const attempts = [
      await read({ teacherId: String(otherTeacherId) }, teacher),
      await putSlots(otherTeacherId, [MONDAY_MORNING], teacher),
      await addException(otherTeacherId, { date: '2025-12-02', available: false }, teacher),
      await t.inject({
        method: 'DELETE',
        url: `/api/teacher-availability/exceptions/${theirs.json().id}`,
        headers: teacher,
      }),
    ];
    for (const response of attempts) {
      assert.equal(response.statusCode, 404, response.body);
      assert.ok(!response.body.includes('2025-12-01'));
    }
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test('staff name the teacher; an unknown teacher is 404', async () => {
    const missing = await read({}, operator);
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().fieldErrors, [{ field: 'teacherId', message: 'is required' }]);
    assert.equal((await read({ teacherId: '999999' })).statusCode, 404);
    assert.equal((await putSlots(999999, [MONDAY_MORNING])).statusCode, 404);
    const own = await read({ teacherId: String(otherTeacherId) }, operator);
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().teacherId, otherTeacherId);
  });

  test('exceptions are added, listed by date and removed', async () => {
    const created = await addException(
      teacherId,
      { date: '2025-11-26', available: true, startTime: '18:00', endTime: '20:00', note: 'Extra evening' },
      teacher,
    );
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(
      { ...(created.json() as object), id: 0 },
      { id: 0, date: '2025-11-26', available: true, startTime: '18:00', endTime: '20:00', note: 'Extra evening' },
    );
    await addException(teacherId, { date: '2025-11-25', available: false, note: 'Holiday' }, teacher);
    const listed = (await read({}, teacher)).json().exceptions;
    assert.deepEqual(
      listed.map((e: { date: string; startTime: string | null }) => [e.date, e.startTime]),
      [
        ['2025-11-25', null],
        ['2025-11-26', '18:00'],
      ],
    );
    const url = `/api/teacher-availability/exceptions/${created.json().id}`;
    assert.equal((await t.inject({ method: 'DELETE', url, headers: teacher })).statusCode, 200);
    assert.equal((await t.inject({ method: 'DELETE', url, headers: teacher })).statusCode, 404);
    assert.equal((await read({}, teacher)).json().exceptions.length, 1);
  });

  test('the conflict check: nothing without slots, then times outside the hours, named', async () => {
    const teacherB = await insertTeacher(t.db, { firstName: 'Bea', lastName: 'Chan' });
    const lesson = { start: at('2025-11-24', '16:00'), end: at('2025-11-24', '17:00') };
    assert.deepEqual(await availabilityConflicts(t.db, teacherB.id, [lesson]), []);

    await putSlots(teacherB.id, [MONDAY_MORNING, { weekday: 1, startTime: '14:00', endTime: '18:00' }]);
    const inside = { start: at('2025-11-24', '09:30'), end: at('2025-11-24', '11:00') };
    const tuesday = { start: at('2025-11-25', '09:30'), end: at('2025-11-25', '11:00') };
    assert.deepEqual(await availabilityConflicts(t.db, teacherB.id, [inside, lesson, tuesday]), [
      { kind: 'availability', message: "Tue 2025-11-25 09:30–11:00 is outside Bea Chan's availability." },
    ]);

    // An all-day unavailable exception blocks the Monday; an available one opens the Tuesday evening.
    await addException(teacherB.id, { date: '2025-11-24', available: false });
    await addException(teacherB.id, { date: '2025-11-25', available: true, startTime: '09:00', endTime: '12:00' });
    const conflicts = await availabilityConflicts(t.db, teacherB.id, [inside, lesson, tuesday]);
    assert.deepEqual(
      conflicts.map((c) => c.message),
      [
        "Mon 2025-11-24 09:30–11:00 is outside Bea Chan's availability.",
        "Mon 2025-11-24 16:00–17:00 is outside Bea Chan's availability.",
      ],
    );
  });

  test('the calendar expands hours over the range; a teacher sees only their own', async () => {
    const teacherC = await insertTeacher(t.db, { firstName: 'Cal', lastName: 'Endar', color: '#abcdef' });
    await putSlots(teacherC.id, [MONDAY_MORNING]);
    await addException(teacherC.id, { date: '2025-11-24', available: false, startTime: '10:00', endTime: '11:00' });
    await putSlots(teacherId, [{ weekday: 4, startTime: '15:00', endTime: '16:00' }], teacher);
    const query = {
      from: at('2025-11-24', '00:00').toISOString(),
      to: at('2025-12-01', '00:00').toISOString(),
    };

    const forC = await t.inject({
      method: 'GET',
      url: '/api/teacher-availability/calendar',
      headers: operator,
      query: { ...query, teacherId: String(teacherC.id) },
    });
    assert.equal(forC.statusCode, 200, forC.body);
    assert.deepEqual(forC.json().data, [
      { teacherId: teacherC.id, teacherName: 'Cal Endar', color: '#abcdef', start: iso('09:00'), end: iso('10:00') },
      { teacherId: teacherC.id, teacherName: 'Cal Endar', color: '#abcdef', start: iso('11:00'), end: iso('12:00') },
    ]);

    // Even asking for teacher C, a teacher gets only their own Thursday hour.
    const mine = await t.inject({
      method: 'GET',
      url: '/api/teacher-availability/calendar',
      headers: teacher,
      query: { ...query, teacherId: String(teacherC.id) },
    });
    assert.deepEqual(
      mine.json().data.map((i: { teacherId: number; start: string }) => [i.teacherId, i.start]),
      [[teacherId, at('2025-11-27', '15:00').toISOString()]],
    );

    const tooLong = await t.inject({
      method: 'GET',
      url: '/api/teacher-availability/calendar',
      headers: admin,
      query: { from: query.from, to: at('2026-01-26', '00:00').toISOString() },
    });
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.json().fieldErrors[0].field, 'to');
  });
});

function iso(clock: string) {
  return at('2025-11-24', clock).toISOString();
}
