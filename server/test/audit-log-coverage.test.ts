/**
 * Issue 18's audit trail, the records the first version left out: teachers (created, edited with
 * rate, activation and courses, deleted), registrations (self-registered, approved, refused),
 * students' own fields and status, and teacher pay records. Each change's entry names who, the
 * record, and only the changed fields before and after; a change that does not happen leaves no
 * entry, and an entry that cannot be written undoes its change (same transaction).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Role, UserRow } from '../src/db/schema';
import { auditEvents, students, teacherPayRecords, users } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { fundedStudent, pastLesson, signedInTeacher } from './helpers/confirmations';
import { insertCourse, insertReferral, insertStudent } from './helpers/records';
import { insertRoleUsers, insertUser } from './helpers/users';

type Entry = {
  key: string;
  action: string;
  recordType: string;
  recordId: number | null;
  summary: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorId: number | null;
  actorName: string | null;
};

describe('audit log: teachers, registrations, students, pay', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let operator: AuthHeader;
  let roleUsers: Record<Role, UserRow>;
  let phones = 0;

  const list = async (query: Record<string, string>) => {
    const response = await t.inject({ method: 'GET', url: '/api/audit-log', query, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Entry[]; total: number };
  };
  const entriesOf = async (recordType: string, recordId: number) =>
    (await list({ recordType, recordId: String(recordId), sort: 'at,asc' })).data;
  const storedEvents = () => t.db.select().from(auditEvents).orderBy(auditEvents.id);

  /**
   * Runs `change` while every insert into `table` fails (a trigger raising an error): the write
   * fails inside the transaction of the change, so nothing of the change may remain.
   */
  async function whileWritesFail<T>(table: string, change: () => Promise<T>): Promise<T> {
    await t.db.execute(
      sql.raw(`create or replace function audit_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(
        `create trigger audit_test_refuse before insert on ${table} for each row execute function audit_test_refuse()`,
      ),
    );
    try {
      return await change();
    } finally {
      await t.db.execute(sql.raw(`drop trigger audit_test_refuse on ${table}`));
    }
  }

  const newTeacher = (login: string, overrides: Record<string, unknown> = {}) => ({
    login,
    email: `${login}@example.com`,
    password: 'secret1',
    firstName: 'Tina',
    lastName: 'Turner',
    phone: `+1 (647) 555-${String(++phones).padStart(4, '0')}`,
    hourlyRate: '35.00',
    ...overrides,
  });

  before(async () => {
    t = await createTestApp();
    roleUsers = await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  describe('teachers', () => {
    test('created, edited (rate, activation, courses, SIN, password) and deleted, each with who and what', async () => {
      const algebra = await insertCourse(t.db, { name: 'Algebra' });
      const piano = await insertCourse(t.db, { name: 'Piano' });
      const created = await t.inject({
        method: 'POST',
        url: '/api/teachers',
        headers: operator,
        payload: newTeacher('audited1', { courseIds: [algebra.id] }),
      });
      assert.equal(created.statusCode, 201, created.body);
      const teacher = created.json() as Record<string, unknown> & { id: number };

      const edited = await t.inject({
        method: 'PUT',
        url: `/api/teachers/${teacher.id}`,
        headers: admin,
        payload: {
          login: 'audited1',
          email: 'audited1@example.com',
          hourlyRate: '40.00',
          activated: false,
          courseIds: [algebra.id, piano.id],
          sin: '123 456 789',
          password: 'another-secret',
        },
      });
      assert.equal(edited.statusCode, 200, edited.body);
      const deleted = await t.inject({ method: 'DELETE', url: `/api/teachers/${teacher.id}`, headers: admin });
      assert.equal(deleted.statusCode, 200, deleted.body);

      const entries = await entriesOf('teacher', teacher.id);
      assert.deepEqual(
        entries.map((e) => [e.action, e.actorId]),
        [
          ['teacher.create', roleUsers.ROLE_OPERATOR.id],
          ['teacher.update', roleUsers.ROLE_ADMIN.id],
          ['teacher.delete', roleUsers.ROLE_ADMIN.id],
        ],
      );
      const [create, update, remove] = entries;
      assert.equal(create.before, null);
      assert.equal(create.after?.hourlyRate, '35.00');
      assert.equal(create.after?.courses, `Algebra (#${algebra.id})`);
      assert.equal(create.after?.activated, true);
      assert.ok(!('sin' in (create.after ?? {})), 'a field without a value is no change');

      assert.deepEqual(update.before, {
        activated: true,
        sin: null,
        hourlyRate: '35.00',
        courses: `Algebra (#${algebra.id})`,
      });
      assert.deepEqual(update.after, {
        activated: false,
        sin: '*** *** 789',
        hourlyRate: '40.00',
        courses: `Algebra (#${algebra.id}), Piano (#${piano.id})`,
        password: 'changed',
      });
      const text = JSON.stringify(entries);
      assert.ok(!text.includes('123456789') && !text.includes('another-secret'), 'no SIN nor password in clear');

      assert.equal(remove.before?.login, 'audited1');
      assert.equal(remove.after, null);
      assert.match(remove.summary ?? '', /deleted/);
    });

    test('a batch delete records each teacher; a refused batch records none', async () => {
      const one = (
        await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: newTeacher('batch1') })
      ).json();
      const two = (
        await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: newTeacher('batch2') })
      ).json();
      const before = await storedEvents();
      const missing = await t.inject({
        method: 'POST',
        url: '/api/teachers/delete',
        headers: admin,
        payload: { ids: [one.id, two.id, 999_999] },
      });
      assert.equal(missing.statusCode, 404, missing.body);
      assert.deepEqual(await storedEvents(), before);

      const done = await t.inject({
        method: 'POST',
        url: '/api/teachers/delete',
        headers: admin,
        payload: { ids: [one.id, two.id] },
      });
      assert.equal(done.statusCode, 200, done.body);
      for (const id of [one.id, two.id])
        assert.deepEqual(
          (await entriesOf('teacher', id)).map((e) => e.action),
          ['teacher.create', 'teacher.delete'],
        );
    });

    test('an edit that fails records nothing; an entry that cannot be written undoes the edit', async () => {
      const taken = (
        await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: newTeacher('taken1') })
      ).json();
      const other = (
        await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: newTeacher('other1') })
      ).json();
      const before = await storedEvents();
      const clash = await t.inject({
        method: 'PUT',
        url: `/api/teachers/${other.id}`,
        headers: admin,
        payload: { login: taken.login, email: 'other1@example.com', hourlyRate: '99.00' },
      });
      assert.equal(clash.statusCode, 409, clash.body);
      assert.deepEqual(await storedEvents(), before);

      const unrecorded = await whileWritesFail('audit_events', () =>
        t.inject({
          method: 'PUT',
          url: `/api/teachers/${other.id}`,
          headers: admin,
          payload: { login: 'other1', email: 'other1@example.com', hourlyRate: '99.00' },
        }),
      );
      assert.equal(unrecorded.statusCode, 500, unrecorded.body);
      const still = (await t.inject({ method: 'GET', url: `/api/teachers/${other.id}`, headers: admin })).json();
      assert.equal(still.hourlyRate, '35.00', 'the edit went with its audit entry');
      assert.deepEqual(await storedEvents(), before);
    });

    test('teaching changed on the Courses screen is on each teacher whose courses changed; a failed change on none', async () => {
      const ann = (
        await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: newTeacher('course1') })
      ).json();
      const ben = (
        await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: newTeacher('course2') })
      ).json();
      const chemistry = await insertCourse(t.db, { name: 'Chemistry' });
      const added = await t.inject({
        method: 'POST',
        url: `/api/courses/${chemistry.id}/teachers`,
        headers: operator,
        payload: { teacherIds: [ann.id] },
      });
      assert.equal(added.statusCode, 200, added.body);
      const replaced = await t.inject({
        method: 'PUT',
        url: `/api/courses/${chemistry.id}`,
        headers: admin,
        payload: { name: 'Chemistry', teacherIds: [ben.id] },
      });
      assert.equal(replaced.statusCode, 200, replaced.body);
      const before = await storedEvents();
      const notTeaching = await t.inject({
        method: 'DELETE',
        url: `/api/courses/${chemistry.id}/teachers/${ann.id}`,
        headers: admin,
      });
      assert.equal(notTeaching.statusCode, 404, notTeaching.body);
      assert.deepEqual(await storedEvents(), before);
      const removed = await t.inject({
        method: 'DELETE',
        url: `/api/courses/${chemistry.id}/teachers/${ben.id}`,
        headers: admin,
      });
      assert.equal(removed.statusCode, 200, removed.body);

      const line = `Chemistry (#${chemistry.id})`;
      const courseEntries = async (id: number) =>
        (await entriesOf('teacher', id))
          .filter((e) => e.action === 'teacher.courses')
          .map((e) => [e.actorId, e.before?.courses, e.after?.courses]);
      assert.deepEqual(await courseEntries(ann.id), [
        [roleUsers.ROLE_OPERATOR.id, '', line],
        [roleUsers.ROLE_ADMIN.id, line, ''],
      ]);
      assert.deepEqual(await courseEntries(ben.id), [
        [roleUsers.ROLE_ADMIN.id, '', line],
        [roleUsers.ROLE_ADMIN.id, line, ''],
      ]);
    });

    test('a save that changes nothing adds no entry', async () => {
      const same = (
        await t.inject({ method: 'POST', url: '/api/teachers', headers: admin, payload: newTeacher('same1') })
      ).json();
      const saved = await t.inject({
        method: 'PUT',
        url: `/api/teachers/${same.id}`,
        headers: admin,
        payload: { login: 'same1', email: 'same1@example.com', hourlyRate: '35.00' },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(
        (await entriesOf('teacher', same.id)).map((e) => e.action),
        ['teacher.create'],
      );
    });
  });

  describe('registrations', () => {
    let address = 0;
    const register = (login: string) =>
      t.inject({
        method: 'POST',
        url: '/api/register',
        payload: { login, email: `${login}@example.com`, password: 'secret1', firstName: 'Reg' },
        remoteAddress: `10.18.0.${++address}`,
      });
    const idOf = async (login: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0].id;

    test('registered (by the account itself), approved and refused (by the administrator)', async () => {
      assert.equal((await register('selfreg1')).statusCode, 201);
      assert.equal((await register('selfreg2')).statusCode, 201);
      const approvedId = await idOf('selfreg1');
      const refusedId = await idOf('selfreg2');
      assert.equal(
        (await t.inject({ method: 'POST', url: `/api/registrations/${approvedId}/approve`, headers: admin }))
          .statusCode,
        200,
      );
      assert.equal(
        (await t.inject({ method: 'POST', url: `/api/registrations/${refusedId}/refuse`, headers: admin })).statusCode,
        200,
      );

      const approved = await entriesOf('teacher', approvedId);
      assert.deepEqual(
        approved.map((e) => [e.action, e.actorId]),
        [
          ['teacher.register', approvedId],
          ['teacher.approve', roleUsers.ROLE_ADMIN.id],
        ],
      );
      assert.equal(approved[0].actorName, 'Reg');
      assert.equal(approved[0].after?.login, 'selfreg1');
      assert.equal(approved[0].after?.awaitingApproval, true);
      assert.deepEqual(approved[1].before, { awaitingApproval: true, activated: false });
      assert.deepEqual(approved[1].after, { awaitingApproval: false, activated: true });

      const refused = await entriesOf('teacher', refusedId);
      assert.deepEqual(
        refused.map((e) => [e.action, e.actorId]),
        [
          ['teacher.register', refusedId],
          ['teacher.refuse', roleUsers.ROLE_ADMIN.id],
        ],
      );
      assert.equal(refused[1].after?.deleted, true);
    });

    test('a decision that is not taken leaves no entry, and one whose entry fails is not taken', async () => {
      assert.equal((await register('selfreg3')).statusCode, 201);
      const id = await idOf('selfreg3');
      const before = await storedEvents();
      // Only an administrator decides; and an account not waiting cannot be decided.
      assert.equal(
        (await t.inject({ method: 'POST', url: `/api/registrations/${id}/approve`, headers: operator })).statusCode,
        403,
      );
      const notWaiting = roleUsers.ROLE_OPERATOR.id;
      assert.equal(
        (await t.inject({ method: 'POST', url: `/api/registrations/${notWaiting}/refuse`, headers: admin })).statusCode,
        404,
      );
      const failed = await whileWritesFail('audit_events', () =>
        t.inject({ method: 'POST', url: `/api/registrations/${id}/approve`, headers: admin }),
      );
      assert.equal(failed.statusCode, 500, failed.body);
      const [row] = await t.db.select().from(users).where(eq(users.id, id));
      assert.equal(row.awaitingApproval, true);
      assert.equal(row.activated, false);
      assert.deepEqual(await storedEvents(), before);
    });
  });

  describe('students', () => {
    const studentForm = (overrides: Record<string, unknown> = {}) => ({
      firstName: 'Sam',
      lastName: 'Student',
      phone: '+1 416 555 0190',
      email: 'sam@example.com',
      allowSms: true,
      allowEmail: true,
      hourlyRate: '50.00',
      ...overrides,
    });

    test('added, edited (names, contact, rate, referral) and moved between statuses, by whom', async () => {
      const referral = await insertReferral(t.db, 'Flyer at the library');
      const created = await t.inject({
        method: 'POST',
        url: '/api/students',
        headers: operator,
        payload: studentForm({ studentId: 'AUD-1' }),
      });
      assert.equal(created.statusCode, 201, created.body);
      const { id } = created.json();
      const edited = await t.inject({
        method: 'PUT',
        url: `/api/students/${id}`,
        headers: admin,
        payload: studentForm({
          studentId: 'AUD-1',
          lastName: 'Stewart',
          email: 'sam.stewart@example.com',
          hourlyRate: '55.00',
          referralId: referral.id,
        }),
      });
      assert.equal(edited.statusCode, 200, edited.body);
      const suspended = await t.inject({
        method: 'POST',
        url: '/api/students/suspend',
        headers: operator,
        payload: { ids: [id] },
      });
      assert.deepEqual(suspended.json().changed, [id]);

      const entries = await entriesOf('student', id);
      assert.deepEqual(
        entries.map((e) => [e.action, e.actorId]),
        [
          ['student.create', roleUsers.ROLE_OPERATOR.id],
          ['student.update', roleUsers.ROLE_ADMIN.id],
          ['student.status-change', roleUsers.ROLE_OPERATOR.id],
        ],
      );
      assert.equal(entries[0].after?.studentId, 'AUD-1');
      assert.equal(entries[0].after?.phone, '+14165550190');
      assert.ok(!('voucherBalance' in (entries[0].after ?? {})), 'the balance is the ledger’s');
      assert.deepEqual(entries[1].before, {
        lastName: 'Student',
        email: 'sam@example.com',
        hourlyRate: '50.00',
        referral: null,
      });
      assert.deepEqual(entries[1].after, {
        lastName: 'Stewart',
        email: 'sam.stewart@example.com',
        hourlyRate: '55.00',
        referral: 'Flyer at the library',
      });
      assert.deepEqual([entries[2].before, entries[2].after], [{ status: 'active' }, { status: 'suspended' }]);
    });

    test('a batch records only the students whose status changed', async () => {
      const moving = await insertStudent(t.db);
      const already = await insertStudent(t.db, { status: 'inactive' });
      const result = await t.inject({
        method: 'POST',
        url: '/api/students/deactivate',
        headers: admin,
        payload: { ids: [moving.id, already.id] },
      });
      assert.deepEqual(result.json().changed, [moving.id]);
      assert.deepEqual(
        (await entriesOf('student', moving.id)).map((e) => e.action),
        ['student.status-change'],
      );
      assert.deepEqual(await entriesOf('student', already.id), []);
    });

    test('an edit that fails records nothing; an entry that cannot be written undoes the edit', async () => {
      const first = await insertStudent(t.db, { studentId: 'AUD-2' });
      const second = await insertStudent(t.db, { studentId: 'AUD-3' });
      const before = await storedEvents();
      const clash = await t.inject({
        method: 'PUT',
        url: `/api/students/${second.id}`,
        headers: admin,
        payload: studentForm({ studentId: first.studentId }),
      });
      assert.equal(clash.statusCode, 409, clash.body);
      const failed = await whileWritesFail('audit_events', () =>
        t.inject({
          method: 'PUT',
          url: `/api/students/${second.id}`,
          headers: admin,
          payload: studentForm({ studentId: 'AUD-3' }),
        }),
      );
      assert.equal(failed.statusCode, 500, failed.body);
      const failedStatus = await whileWritesFail('audit_events', () =>
        t.inject({ method: 'POST', url: '/api/students/suspend', headers: admin, payload: { ids: [second.id] } }),
      );
      assert.equal(failedStatus.statusCode, 500, failedStatus.body);
      const [row] = await t.db.select().from(students).where(eq(students.id, second.id));
      assert.equal(row.firstName, second.firstName);
      assert.equal(row.status, 'active');
      assert.deepEqual(await storedEvents(), before);
    });
  });

  describe('teacher pay', () => {
    /** The administrator's correction of a confirmed lesson: the same times and attendance, a new pay rate. */
    const correction = (lesson: { startTime: Date; endTime: Date }, studentIds: number[]) => ({
      teacherStartTime: lesson.startTime.toISOString(),
      teacherEndTime: lesson.endTime.toISOString(),
      attendance: studentIds.map((studentId) => ({ studentId, attendance: 'PRESENT' })),
      teacherHourlyRate: '36.00',
      reason: 'Agreed rate for this term',
    });
    test('a confirmation’s pay record and a correction’s reversal and new record, read from the pay records', async () => {
      const { teacher, headers } = await signedInTeacher(t, '30.00');
      const student = await fundedStudent(t.db, '100.00');
      const lesson = await pastLesson(t.db, teacher.id, [student.id], { teacherHourlyRate: '30.00' });
      const confirmed = await t.inject({
        method: 'POST',
        url: `/api/teacher-confirmations/${lesson.id}/confirm-unchanged`,
        headers,
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const corrected = await t.inject({
        method: 'PUT',
        url: `/api/schedules/${lesson.id}/confirmation`,
        headers: admin,
        payload: correction(lesson, [student.id]),
      });
      assert.equal(corrected.statusCode, 200, corrected.body);

      const pay = await entriesOf('teacher-pay', teacher.id);
      assert.deepEqual(
        pay.map((e) => [e.action, e.actorId, e.after?.amount, e.after?.hourlyRate]),
        [
          ['pay.record', teacher.id, '45.00', '30.00'],
          ['pay.reversal', roleUsers.ROLE_ADMIN.id, '-45.00', '30.00'],
          ['pay.record', roleUsers.ROLE_ADMIN.id, '54.00', '36.00'],
        ],
      );
      assert.equal(pay[0].after?.lesson, lesson.id);
      assert.equal(pay[0].after?.minutes, 90);
      assert.equal(pay[1].after?.reverses, Number(pay[0].key.slice('pay-'.length)));
      assert.match(pay[1].summary ?? '', /Agreed rate for this term/);
      assert.ok(pay.every((e) => e.key.startsWith('pay-')));
      const stored = await storedEvents();
      assert.equal(stored.filter((e) => e.recordType === 'teacher-pay').length, 0, 'read where they are, not copied');

      const byTeacher = await list({ actorId: String(teacher.id), recordType: 'teacher-pay' });
      assert.equal(byTeacher.total, 1);
    });

    test('a correction that fails leaves no pay entry', async () => {
      const { teacher, headers } = await signedInTeacher(t, '30.00');
      const student = await fundedStudent(t.db, '100.00');
      const lesson = await pastLesson(t.db, teacher.id, [student.id], { teacherHourlyRate: '30.00' });
      await t.inject({ method: 'POST', url: `/api/teacher-confirmations/${lesson.id}/confirm-unchanged`, headers });
      const before = await t.db.select().from(teacherPayRecords).where(eq(teacherPayRecords.teacherId, teacher.id));
      const failed = await whileWritesFail('schedule_changes', () =>
        t.inject({
          method: 'PUT',
          url: `/api/schedules/${lesson.id}/confirmation`,
          headers: admin,
          payload: correction(lesson, [student.id]),
        }),
      );
      assert.equal(failed.statusCode, 500, failed.body);
      assert.equal((await entriesOf('teacher-pay', teacher.id)).length, before.length);
    });
  });

  describe('the Person filter', () => {
    test('offers every account that can act, deleted ones too, and filters the changes the server made itself', async () => {
      const gone = await insertUser(t.db, { login: 'gone-operator', role: 'ROLE_OPERATOR', firstName: 'Gone' });
      await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      const people = async (keyword?: string) => {
        const response = await t.inject({
          method: 'GET',
          url: '/api/audit-log/people',
          query: keyword ? { keyword } : {},
          headers: admin,
        });
        assert.equal(response.statusCode, 200, response.body);
        return response.json().data as { id: number; login: string; role: string; deleted: boolean; name: string }[];
      };
      const everyone = await people();
      const roles = new Set(everyone.map((p) => p.role));
      for (const role of ['ROLE_ADMIN', 'ROLE_OPERATOR', 'ROLE_TEACHER', 'ROLE_SYSTEM'])
        assert.ok(roles.has(role), role);
      const found = await people('gone');
      assert.deepEqual(
        found.map((p) => [p.login, p.deleted, p.name]),
        [['gone-operator', true, 'Gone']],
      );
      assert.deepEqual(
        (await people('selfreg1')).map((p) => p.login),
        ['selfreg1'],
      );

      // The opening balances of fundedStudent were posted by nobody: the system.
      const bySystem = await list({ actor: 'system' });
      assert.ok(bySystem.total > 0);
      assert.ok(bySystem.data.every((e) => e.actorId === null));
      const refused = await t.inject({
        method: 'GET',
        url: '/api/audit-log',
        query: { actor: 'system', actorId: String(roleUsers.ROLE_ADMIN.id) },
        headers: admin,
      });
      assert.equal(refused.statusCode, 400);

      for (const login of ['operator', 'teacher', 'system']) {
        const response = await t.inject({
          method: 'GET',
          url: '/api/audit-log/people',
          headers: await t.signIn(login),
        });
        assert.equal(response.statusCode, 403, login);
      }
    });
  });
});
