import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { auditEvents, referrals, students } from '../src/db/schema';
import { createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { csv, importClient } from './helpers/imports';
import { insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const HEADER = [
  'Student ID',
  'First Name',
  'Last Name',
  'Email',
  'Mobile Phone',
  'Status',
  'Referral Source',
  'SMS Capable',
  'Email Reminders',
];

describe('importing students', () => {
  let t: TestApp;
  let client: ReturnType<typeof importClient>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    client = importClient(t, await t.signIn('admin'));
  });
  after(() => t.close());

  const byNumber = async (studentId: string) =>
    (await t.db.select().from(students).where(eq(students.studentId, studentId)))[0];

  test('the mapping is guessed from the headers other products export (My Music Staff, Teachworks)', async () => {
    const file = await client.uploaded(
      'students',
      csv([HEADER, ['IM0001', 'Ana', 'Silva', 'ana@example.com', '', '', '', '', '']]),
    );
    assert.deepEqual(file.mapping, {
      studentId: 'Student ID',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Mobile Phone',
      status: 'Status',
      referral: 'Referral Source',
      allowSms: 'SMS Capable',
      allowEmail: 'Email Reminders',
    });
    assert.equal(file.rowCount, 1);
  });

  test('a dry run reports every refused row with its line, field and message, and writes nothing', async () => {
    await insertStudent(t.db, { studentId: 'TAKEN1', email: 'taken@example.com', phone: '+14165550999' });
    const file = await client.uploaded(
      'students',
      csv([
        HEADER,
        ['IM0101', 'Ok', 'Row', 'ok101@example.com', '+1 416 555 0101', 'active', 'Flyer', 'yes', 'no'],
        ['IM0102', '', 'NoFirst', '', '', '', '', '', ''],
        ['IM0103', 'Bad', 'Mail', 'not-an-email', '', '', '', '', ''],
        ['IM0104', 'Bad', 'Phone', '', 'call me', '', '', '', ''],
        ['IM0101', 'Twice', 'Number', '', '', '', '', '', ''],
        ['IM0106', 'Taken', 'Mail', 'TAKEN@example.com', '', '', '', '', ''],
        ['IM0107', 'Taken', 'Phone', '', '+1 (416) 555-0999', '', '', '', ''],
        ['TAKEN1', 'Taken', 'Number', '', '', '', '', '', ''],
        ['IM0109', '', 'Status', '', '', 'sleeping', '', '', ''],
        ['IM0110', 'Bad', 'Flag', '', '', '', '', 'perhaps', ''],
        ['IM0111', 'Same', 'Mail', 'ok101@example.com', '', '', '', '', ''],
      ]),
    );
    const snapshot = await tableSnapshot(t.db);
    const result = await client.dryRun('students', file);
    assert.deepEqual(await tableSnapshot(t.db), snapshot, 'a dry run writes nothing');
    assert.deepEqual(
      { total: result.total, created: result.created, updated: result.updated, refused: result.refused },
      { total: 11, created: 1, updated: 0, refused: 10 },
    );
    assert.deepEqual(
      result.problems.map((p) => [p.line, p.field, p.column, p.message]),
      [
        [3, 'firstName', 'First Name', 'is required'],
        [4, 'email', 'Email', 'must be a valid e-mail address'],
        [5, 'phone', 'Mobile Phone', 'must be a valid phone number'],
        [6, 'studentId', 'Student ID', 'repeats line 2 of the file (same student number)'],
        [7, 'email', 'Email', 'another student already has this e-mail'],
        [8, 'phone', 'Mobile Phone', 'another student already has this phone'],
        [9, 'studentId', 'Student ID', 'another student already has this student number'],
        [10, 'firstName', 'First Name', 'is required'],
        [10, 'status', 'Status', 'must be one of: active, inactive, suspended'],
        [11, 'allowSms', 'SMS Capable', 'must be yes or no'],
        [12, 'email', 'Email', 'repeats line 2 of the file (same e-mail)'],
      ],
    );
  });

  test('an import creates the accepted rows as a queued job, records the batch and the audit entry', async () => {
    const batch = await client.importRows('students', [
      HEADER,
      ['IM0201', 'Bea', 'Costa', 'bea@example.com', '+1 416 555 0201', 'suspended', 'Maple Library', 'no', 'yes'],
      ['', 'Cai', 'Lin', '', '', '', 'maple library', '', ''],
      ['IM0203', '', 'Refused', '', '', '', '', '', ''],
    ]);
    assert.deepEqual([batch.created, batch.updated, batch.refused, batch.undoable], [2, 0, 1, true]);
    const bea = await byNumber('IM0201');
    assert.equal(bea.status, 'suspended');
    assert.equal(bea.phone, '+14165550201');
    assert.equal(bea.allowSms, false);
    const [cai] = await t.db.select().from(students).where(eq(students.firstName, 'Cai'));
    assert.match(cai.studentId, /^S\d{6}$/, 'a blank number is given the next free one');
    assert.equal(cai.referralId, bea.referralId, 'one referral for both spellings');
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.recordId, batch.id));
    assert.equal(audit.find((e) => e.action === 'import.run')?.summary?.includes('2 new'), true);
  });

  test('rows matched on the chosen key update; identical rows are unchanged; undo restores the earlier values', async () => {
    await client.importRows('students', [HEADER, ['IM0301', 'Dee', 'Old', 'dee@example.com', '', '', '', '', '']]);
    const file = await client.uploaded(
      'students',
      csv([
        HEADER,
        ['IM0301', 'Dee', 'New', '', '', 'inactive', '', '', ''],
        ['IM0201', 'Bea', 'Costa', '', '', '', '', '', ''],
      ]),
    );
    const dry = await client.dryRun('students', file, 'studentId');
    assert.deepEqual([dry.created, dry.updated, dry.unchanged, dry.refused], [0, 1, 1, 0]);
    const refusedWithoutKey = await client.dryRun('students', file, null);
    assert.equal(refusedWithoutKey.refused, 2, 'without a match key an existing number is a duplicate');

    const batch = await client.run('students', file, 'studentId');
    const dee = await byNumber('IM0301');
    assert.deepEqual(
      [dee.lastName, dee.email, dee.status],
      ['New', 'dee@example.com', 'inactive'],
      'a blank cell keeps the value',
    );
    const undone = await client.undo(batch.id);
    assert.equal(undone.statusCode, 200, undone.body);
    const restored = await byNumber('IM0301');
    assert.deepEqual([restored.lastName, restored.status], ['Old', 'active']);
    const again = await client.undo(batch.id);
    assert.equal(again.statusCode, 422);
    assert.match(again.json().errorMessage, /already been undone/);
  });

  test('undo removes the students and referrals a batch created', async () => {
    const batch = await client.importRows('students', [
      HEADER,
      ['IM0401', 'Eve', 'Gone', '', '', '', 'Brand New Referrer', '', ''],
    ]);
    assert.ok(await byNumber('IM0401'));
    const response = await client.undo(batch.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().status, 'undone');
    assert.equal(await byNumber('IM0401'), undefined);
    const left = await t.db.select().from(referrals).where(eq(referrals.referrer, 'Brand New Referrer'));
    assert.equal(left.length, 0);
  });

  test('undo is refused while a later change depends on an imported student (a voucher entry)', async () => {
    const batch = await client.importRows('students', [HEADER, ['IM0501', 'Fay', 'Charged', '', '', '', '', '', '']]);
    const student = await byNumber('IM0501');
    const admin = await t.signIn('admin');
    const purchase = await t.inject({
      method: 'POST',
      url: '/api/voucher-purchases',
      headers: admin,
      payload: { studentId: student.id, type: 'CASH', purchaseDate: '2026-01-05', voucherAmount: '50.00' },
    });
    assert.equal(purchase.statusCode, 201, purchase.body);
    const snapshot = await tableSnapshot(t.db);
    const response = await client.undo(batch.id);
    assert.equal(response.statusCode, 422);
    assert.match(response.json().errorMessage, /IM0501/);
    assert.deepEqual(await tableSnapshot(t.db), snapshot);
  });

  test('only administrators import', async () => {
    for (const login of ['operator', 'teacher']) {
      const headers = await t.signIn(login);
      for (const [method, url] of [
        ['GET', '/api/imports'],
        ['GET', '/api/imports/kinds'],
        ['POST', '/api/imports/dry-run'],
      ] as const) {
        const response = await t.inject({ method, url, headers, ...(method === 'POST' && { payload: {} }) });
        assert.equal(response.statusCode, 403, `${login} ${method} ${url}`);
      }
    }
    const rows = await t.db.select().from(students).orderBy(asc(students.id));
    assert.ok(rows.length > 0);
  });
});
