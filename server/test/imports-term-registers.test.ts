import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { termRegisters, terms, voucherLedgerEntries } from '../src/db/schema';
import { createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { csv, importClient } from './helpers/imports';
import { insertCourse, insertStudent, insertTerm } from './helpers/records';
import { insertRoleUsers, insertUser } from './helpers/users';

const HEADER = [
  'Student',
  'Course Code',
  'Term Start',
  'Term End',
  'School',
  'Tutor',
  'Payment Method',
  'Fee',
  'Paid',
  'Registration Date',
  'Notes',
];

/** The tables an import of registers writes, besides its own batch records and the audit log. */
const domain = (snapshot: Record<string, string>) => ({
  terms: snapshot.terms,
  termRegisters: snapshot.term_registers,
  ledger: snapshot.voucher_ledger_entries,
});

describe('importing term registers', () => {
  let t: TestApp;
  let client: ReturnType<typeof importClient>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    client = importClient(t, await t.signIn('admin'));
    const piano = await insertCourse(t.db, { name: 'Piano', number: 'PIA-1' });
    await insertCourse(t.db, { name: 'Violin', number: 'VIO-1' });
    const autumn = await insertTerm(t.db, { courseId: piano.id, startDate: '2026-09-01', endDate: '2026-12-20' });
    for (const n of [1, 2, 3, 4, 5, 6])
      await insertStudent(t.db, { studentId: `TR000${n}`, email: `tr${n}@example.com` });
    await insertStudent(t.db, { studentId: 'TR0009', status: 'inactive' });
    const [registered] = await t.db.select().from(terms).where(eq(terms.id, autumn.id));
    const student5 = await t.db.query.students.findFirst({ where: (s, { eq }) => eq(s.studentId, 'TR0005') });
    await t.db.insert(termRegisters).values({
      termId: registered.id,
      studentId: student5?.id as number,
      courseId: piano.id,
      paymentType: 'CASH',
      price: '300.00',
      createDate: '2026-08-01',
    });
    await insertUser(t.db, { login: 'gone', role: 'ROLE_TEACHER', activated: false });
  });
  after(() => t.close());

  test('the columns are guessed, every refusal names its line and field, and a dry run writes nothing', async () => {
    const file = await client.uploaded(
      'term-registers',
      csv([
        HEADER,
        ['TR0001', 'PIA-1', '2026-09-01', '', '', '', 'voucher', '$480.00', '', '2026-08-15', ''],
        [
          'tr2@example.com',
          'Violin',
          '2027-01-05',
          '2027-04-30',
          'South',
          'teacher@example.com',
          'Card',
          '200',
          'yes',
          '',
          '',
        ],
        ['TR0003', 'VIO-1', '2027-01-05', '2027-04-30', 'South', '', 'E-Transfer', '200', 'no', '', ''],
        ['TR0001', 'pia-1', '2026-09-01', '', '', '', 'CASH', '480', '', '', ''],
        ['TR0005', 'PIA-1', '2026-09-01', '', '', '', 'CASH', '300', '', '', 'same as before'],
        ['TR0005', 'PIA-1', '2026-09-01', '', '', '', 'CASH', '310', '', '', ''],
        ['TR0009', 'PIA-1', '2026-09-01', '', '', '', 'CASH', '10', '', '', ''],
        ['TR0004', 'Drums', '2026-09-01', '', '', '', 'CASH', '10', '', '', ''],
        ['TR0004', 'PIA-1', '2026-10-01', '', '', '', 'CASH', '10', '', '', ''],
        ['TR0004', 'PIA-1', '2026-09-01', '', '', '', 'bitcoin', '-5', 'maybe', '', ''],
        ['TR0004', 'VIO-1', '2027-05-01', '2027-04-30', '', 'gone@example.com', 'CASH', '10', '', '05/06/2026', ''],
        ['', '', '', '', '', 'nobody', 'CASH', '', '', '', ''],
      ]),
    );
    assert.deepEqual(file.mapping, {
      studentId: 'Student',
      course: 'Course Code',
      termStart: 'Term Start',
      termEnd: 'Term End',
      school: 'School',
      teacher: 'Tutor',
      paymentType: 'Payment Method',
      price: 'Fee',
      paid: 'Paid',
      createDate: 'Registration Date',
      comments: 'Notes',
    });
    const snapshot = await tableSnapshot(t.db);
    const dry = await client.dryRun('term-registers', file);
    assert.deepEqual(await tableSnapshot(t.db), snapshot, 'a dry run writes nothing');
    assert.deepEqual(
      dry.problems.map((p) => [p.line, p.field, p.message]),
      [
        [5, 'studentId', 'repeats line 2 of the file (same student and term)'],
        [7, 'studentId', 'this student is already registered in this term'],
        [8, 'studentId', 'this student is inactive; only active students can be registered in a term'],
        [9, 'course', 'no course has this number or name'],
        [10, 'termStart', 'no term of this course starts that day (give the term end to create it)'],
        [11, 'paid', 'must be yes or no'],
        [11, 'paymentType', 'must be one of: VOUCHER, CASH, CARD, E_TRANSFER, CHEQUE, OTHER'],
        [11, 'price', 'must be an amount like 12.50 (zero or more, at most 2 decimals)'],
        [12, 'createDate', 'is ambiguous (day/month or month/day?): write it as YYYY-MM-DD'],
        [12, 'termEnd', 'must be on or after the term start'],
        [12, 'teacher', 'this teacher is deactivated'],
        [13, 'studentId', 'is required'],
        [13, 'course', 'is required'],
        [13, 'termStart', 'is required'],
        [13, 'teacher', 'no teacher has this e-mail, login or name'],
        [13, 'price', 'is required'],
      ],
    );
    assert.deepEqual([dry.created, dry.unchanged, dry.refused], [3, 1, 8]);

    const batch = await client.run('term-registers', file);
    assert.deepEqual([batch.created, batch.unchanged, batch.refused, batch.undoable], [3, 1, 8, true]);
    const rows = await t.db.select().from(termRegisters).innerJoin(terms, eq(terms.id, termRegisters.termId));
    const violin = rows.filter((r) => r.terms.startDate === '2027-01-05');
    assert.equal(new Set(violin.map((r) => r.terms.id)).size, 1, 'one term created for both of its rows');
    assert.deepEqual(
      violin.map((r) => [r.terms.school, r.terms.endDate, r.term_registers.paymentType, r.term_registers.paid]),
      [
        ['South', '2027-04-30', 'CARD', true],
        ['South', '2027-04-30', 'E_TRANSFER', false],
      ],
    );
    const ledger = await t.db.select().from(voucherLedgerEntries);
    assert.equal(ledger.length, 0, 'a register imported as paid is not charged again');
    const piano = rows.find((r) => r.term_registers.paymentType === 'VOUCHER');
    assert.deepEqual([piano?.term_registers.price, piano?.term_registers.createDate], ['480.00', '2026-08-15']);
  });

  test('undo removes the registers and the terms it created; refused once one has been paid since', async () => {
    const file = (rows: string[][]) => [HEADER, ...rows];
    const first = await client.importRows(
      'term-registers',
      file([
        ['TR0006', 'VIO-1', '2027-09-01', '2027-12-15', '', '', 'VOUCHER', '150', '', '', ''],
        ['TR0004', 'VIO-1', '2027-09-01', '2027-12-15', '', '', 'CASH', '150', '', '', ''],
      ]),
    );
    assert.equal(first.created, 2, JSON.stringify(first.problems));
    const created = await t.db.select().from(terms).where(eq(terms.startDate, '2027-09-01'));
    assert.equal(created.length, 1);
    const before = domain(await tableSnapshot(t.db));
    assert.match(before.terms, /^3 rows/, 'the snapshot holds the terms');
    const second = await client.importRows(
      'term-registers',
      file([['TR0006', 'PIA-1', '2026-09-01', '', '', '', 'VOUCHER', '99', '', '', '']]),
    );
    assert.equal(second.created, 1);
    assert.equal((await client.undo(second.id)).statusCode, 200);
    assert.deepEqual(domain(await tableSnapshot(t.db)), before, 'undo restores the registers, terms and ledger');

    const [register] = await t.db
      .select()
      .from(termRegisters)
      .where(inArray(termRegisters.termId, [created[0].id]))
      .orderBy(termRegisters.id);
    const paid = await t.inject({
      method: 'POST',
      url: `/api/term-registers/${register.id}/pay`,
      headers: await t.signIn('admin'),
      payload: {},
    });
    assert.equal(paid.statusCode, 200, paid.body);
    const refused = await client.undo(first.id);
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().errorMessage, /paid, charged or edited since the import.*TR0006/);
    assert.equal((await t.db.select().from(terms).where(eq(terms.id, created[0].id))).length, 1, 'nothing undone');
  });

  test('undo is refused while a term it created has registers made since by hand', async () => {
    const batch = await client.importRows('term-registers', [
      HEADER,
      ['TR0001', 'VIO-1', '2028-01-10', '2028-03-30', '', '', 'CASH', '80', '', '', ''],
    ]);
    const [term] = await t.db.select().from(terms).where(eq(terms.startDate, '2028-01-10'));
    const student = await insertStudent(t.db);
    await t.db
      .insert(termRegisters)
      .values({ termId: term.id, studentId: student.id, paymentType: 'CASH', price: '80', createDate: '2027-12-01' });
    const refused = await client.undo(batch.id);
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().errorMessage, /Terms this import created have other registers since/);
  });
});
