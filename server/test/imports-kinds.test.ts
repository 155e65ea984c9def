import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { courses, courseTeachers, students, teachers, users, voucherLedgerEntries } from '../src/db/schema';
import { createTestApp, type TestApp, tableSnapshot, testFieldCipher } from './helpers/app';
import { csv, importClient } from './helpers/imports';
import { insertStudent, insertTerm, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const TEACHERS = [
  'Email',
  'First Name',
  'Last Name',
  'Mobile Phone',
  'SIN',
  'Pay Rate',
  'Employee ID',
  'Date of Birth',
];
const COURSES = ['Service', 'Course Code', 'School', 'Tutors'];
const BALANCES = ['Student ID', 'Account Balance', 'Date', 'Notes'];

describe('importing teachers, courses and opening balances', () => {
  let t: TestApp;
  let client: ReturnType<typeof importClient>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    client = importClient(t, await t.signIn('admin'));
  });
  after(() => t.close());

  const teacherByEmail = async (email: string) =>
    (
      await t.db
        .select({
          id: users.id,
          login: users.login,
          hourlyRate: teachers.hourlyRate,
          sinLast3: teachers.sinLast3,
          sinEncrypted: teachers.sinEncrypted,
          employeeId: teachers.employeeId,
        })
        .from(users)
        .innerJoin(teachers, eq(teachers.userId, users.id))
        .where(eq(users.email, email))
    )[0];

  test('teachers: the e-mail is the login, the SIN is stored encrypted, refusals name the field', async () => {
    const file = await client.uploaded(
      'teachers',
      csv([
        TEACHERS,
        ['maria@example.com', 'Maria', 'Lopez', '+1 416 555 0301', '123 456 789', '$35.00', 'E-1', '1990-05-20'],
        ['no-mail', 'Bad', 'Mail', '', '', '', '', ''],
        ['sin@example.com', 'Bad', 'Sin', '', '12345678', '', '', ''],
        ['admin@example.com', 'Taken', 'Mail', '', '', '', '', ''],
        ['maria@example.com', 'Twice', 'Mail', '', '', '', '', ''],
        ['date@example.com', 'Bad', 'Date', '', '', '', '', '05/06/1990'],
        ['rate@example.com', 'Bad', 'Rate', '', '', 'lots', '', ''],
      ]),
    );
    const snapshot = await tableSnapshot(t.db);
    const dry = await client.dryRun('teachers', file);
    assert.deepEqual(await tableSnapshot(t.db), snapshot, 'a dry run writes nothing');
    assert.deepEqual(
      dry.problems.map((p) => [p.line, p.field, p.message]),
      [
        [3, 'email', 'must be a valid e-mail address'],
        [4, 'sin', 'must be exactly 9 digits'],
        [5, 'email', 'another account already has this e-mail'],
        [6, 'login', 'repeats line 2 of the file (same login)'],
        [6, 'email', 'repeats line 2 of the file (same e-mail)'],
        [7, 'birthday', 'is ambiguous (day/month or month/day?): write it as YYYY-MM-DD'],
        [8, 'hourlyRate', 'must be an amount like 12.50 (zero or more, at most 2 decimals)'],
      ],
    );
    const batch = await client.run('teachers', file);
    assert.deepEqual([batch.created, batch.refused], [1, 6]);
    const maria = await teacherByEmail('maria@example.com');
    assert.equal(maria.login, 'maria@example.com');
    assert.equal(maria.hourlyRate, '35.00');
    assert.equal(maria.sinLast3, '789');
    assert.equal(testFieldCipher.decrypt(maria.sinEncrypted as string), '123456789');
  });

  test('teachers: an update matched by e-mail, undone to its earlier values; a created teacher removed', async () => {
    const created = await client.importRows('teachers', [
      TEACHERS,
      ['nina@example.com', 'Nina', 'Old', '', '', '', 'E-9', ''],
    ]);
    const updated = await client.importRows(
      'teachers',
      [TEACHERS, ['nina@example.com', 'Nina', 'New', '', '', '50', '', '']],
      'email',
    );
    assert.deepEqual([updated.updated, updated.created], [1, 0]);
    let nina = await teacherByEmail('nina@example.com');
    assert.deepEqual([nina.hourlyRate, nina.employeeId], ['50.00', 'E-9']);
    assert.equal((await client.undo(updated.id)).statusCode, 200);
    nina = await teacherByEmail('nina@example.com');
    assert.equal(nina.hourlyRate, null);
    assert.equal((await client.undo(created.id)).statusCode, 200);
    assert.equal(await teacherByEmail('nina@example.com'), undefined);
  });

  test('courses with their teachers; an unknown teacher is refused; undo refused once a term uses the course', async () => {
    const maria = await teacherByEmail('maria@example.com');
    const file = await client.uploaded(
      'courses',
      csv([
        COURSES,
        ['Piano 1', 'PIA-1', 'Music', 'maria@example.com; E-1'],
        ['Violin', '', '', 'nobody@example.com'],
        ['', 'X-1', '', ''],
        ['Piano again', 'pia-1', '', ''],
      ]),
    );
    const dry = await client.dryRun('courses', file);
    assert.deepEqual(
      dry.problems.map((p) => [p.line, p.field, p.message]),
      [
        [3, 'teachers', 'no current teacher has the e-mail, login or name "nobody@example.com"'],
        [4, 'name', 'is required'],
        [5, 'number', 'repeats line 2 of the file (same number)'],
      ],
    );
    const batch = await client.run('courses', file);
    const [piano] = await t.db.select().from(courses).where(eq(courses.number, 'PIA-1'));
    const links = await t.db.select().from(courseTeachers).where(eq(courseTeachers.courseId, piano.id));
    assert.deepEqual(
      links.map((l) => l.teacherId),
      [maria.id],
    );
    const term = await insertTerm(t.db, { courseId: piano.id });
    const refused = await client.undo(batch.id);
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().errorMessage, /Piano 1/);
    assert.ok(term);
  });

  test('courses: an update by number adds teachers, undo takes them off and restores the name', async () => {
    const created = await client.importRows('courses', [COURSES, ['Cello', 'CEL-1', '', '']]);
    const batch = await client.importRows(
      'courses',
      [COURSES, ['Cello Basics', 'CEL-1', '', 'maria@example.com']],
      'number',
    );
    assert.equal(batch.updated, 1);
    const [cello] = await t.db.select().from(courses).where(eq(courses.number, 'CEL-1'));
    assert.equal(cello.name, 'Cello Basics');
    assert.equal((await client.undo(batch.id)).statusCode, 200);
    const [after] = await t.db.select().from(courses).where(eq(courses.id, cello.id));
    assert.equal(after.name, 'Cello');
    assert.equal((await t.db.select().from(courseTeachers).where(eq(courseTeachers.courseId, cello.id))).length, 0);
    assert.equal((await client.undo(created.id)).statusCode, 200);
    assert.equal((await t.db.select().from(courses).where(eq(courses.id, cello.id))).length, 0);
  });

  test('opening balances: one "opening" ledger entry per student; debts allowed; undo reverses; refused once charged', async () => {
    const ana = await insertStudent(t.db, { studentId: 'OB0001' });
    const ben = await insertStudent(t.db, { studentId: 'OB0002' });
    const file = await client.uploaded(
      'balances',
      csv([
        BALANCES,
        ['OB0001', '$1,200.50', '2026-01-01', 'From the old system'],
        ['OB0002', '-40', '', ''],
        ['OB0001', '5', '', ''],
        ['NOPE', '5', '', ''],
        ['OB0003', 'abc', '', ''],
      ]),
    );
    const dry = await client.dryRun('balances', file);
    assert.deepEqual(
      dry.problems.map((p) => [p.line, p.field, p.message]),
      [
        [4, 'studentId', 'repeats line 2 of the file (same student)'],
        [5, 'studentId', 'no student has this number'],
        [6, 'studentId', 'no student has this number'],
        [6, 'amount', 'must be an amount like 12.50 or -12.50 (at most 2 decimals)'],
      ],
    );
    const batch = await client.run('balances', file);
    assert.equal(batch.created, 2);
    const [entry] = await t.db.select().from(voucherLedgerEntries).where(eq(voucherLedgerEntries.studentId, ana.id));
    assert.deepEqual(
      [entry.kind, entry.amount, entry.reason],
      ['opening', '1200.50', 'Opening balance as of 2026-01-01: From the old system'],
    );
    const [benRow] = await t.db.select().from(students).where(eq(students.id, ben.id));
    assert.equal(benRow.voucherBalance, '-40.00');
    assert.deepEqual(await ledgerProblems(t.db), []);

    const again = await client.dryRun(
      'balances',
      await client.uploaded('balances', csv([BALANCES, ['OB0001', '1200.5', '', ''], ['OB0002', '10', '', '']])),
    );
    assert.deepEqual(
      [again.unchanged, again.refused],
      [1, 1],
      'the same opening again is unchanged, another amount refused',
    );

    const purchase = await t.inject({
      method: 'POST',
      url: '/api/voucher-purchases',
      headers: await t.signIn('admin'),
      payload: { studentId: ana.id, type: 'CASH', purchaseDate: '2026-01-05', voucherAmount: '50.00' },
    });
    assert.equal(purchase.statusCode, 201, purchase.body);
    const refused = await client.undo(batch.id);
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().errorMessage, /OB0001/);
  });

  test('opening balances: undo posts a reversal for each and the balances return to zero', async () => {
    const cat = await insertStudent(t.db, { studentId: 'OB0010' });
    const batch = await client.importRows('balances', [BALANCES, ['OB0010', '75', '2026-02-01', '']]);
    assert.equal(batch.created, 1, JSON.stringify(batch));
    const undone = await client.undo(batch.id);
    assert.equal(undone.statusCode, 200, undone.body);
    const entries = await t.db.select().from(voucherLedgerEntries).where(eq(voucherLedgerEntries.studentId, cat.id));
    assert.deepEqual(
      entries.map((e) => [e.kind, e.amount]),
      [
        ['opening', '75.00'],
        ['adjustment', '-75.00'],
      ],
    );
    const [row] = await t.db
      .select()
      .from(students)
      .where(and(eq(students.id, cat.id)));
    assert.equal(row.voucherBalance, '0.00');
    assert.deepEqual(await ledgerProblems(t.db), []);
  });
});
