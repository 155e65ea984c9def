import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { postLedgerEntry } from '../src/modules/vouchers/ledger';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertReferral, insertStudent, ledgerProblems } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

type Student = Record<string, unknown> & { id: number; studentId: string; voucherBalance: string };

describe('students', () => {
  let t: TestApp;
  let operator: AuthHeader;

  const create = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/students', payload, headers: operator });
  const update = (id: number, payload: Record<string, unknown>) =>
    t.inject({ method: 'PUT', url: `/api/students/${id}`, payload, headers: operator });
  const created = async (payload: Record<string, unknown>) => {
    const response = await create(payload);
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Student;
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
  });
  after(() => t.close());

  test('creates a student with every field, normalising phone and e-mail, at a zero balance', async () => {
    const referral = await insertReferral(t.db, 'North Public School');
    const student = await created({
      studentId: 'ANN-1',
      firstName: '  Ann ',
      lastName: 'Lee',
      referralId: referral.id,
      startDate: '2026-01-05',
      wechat: 'annlee88',
      phone: '+1 (416) 555-0142',
      email: 'Ann.Lee@Example.com',
      comments: 'Prefers mornings',
      allowSms: false,
      allowEmail: true,
      hourlyRate: '42.5',
    });
    assert.deepEqual(
      { ...student, id: undefined, createdAt: undefined },
      {
        id: undefined,
        createdAt: undefined,
        studentId: 'ANN-1',
        firstName: 'Ann',
        lastName: 'Lee',
        referralId: referral.id,
        referrer: 'North Public School',
        startDate: '2026-01-05',
        wechat: 'annlee88',
        phone: '+14165550142',
        email: 'ann.lee@example.com',
        comments: 'Prefers mornings',
        voucherBalance: '0.00',
        allowSms: false,
        allowEmail: true,
        hourlyRate: '42.50',
        status: 'active',
        active: true,
      },
    );
    const fetched = await t.inject({ method: 'GET', url: `/api/students/${student.id}`, headers: operator });
    assert.equal(fetched.statusCode, 200);
    assert.deepEqual(fetched.json(), student);
  });

  test('only names are needed; the rest defaults (texts and mail allowed, no referral)', async () => {
    const student = await created({ firstName: 'Bo', lastName: 'Chen' });
    assert.equal(student.referrer, null);
    assert.equal(student.phone, null);
    assert.equal(student.hourlyRate, null);
    assert.equal(student.allowSms, true);
    assert.equal(student.allowEmail, true);
  });

  test('an empty student number is given the next free S number, skipping hand-typed ones', async () => {
    // Only spaces is refused (issue 18, hardening-defects.test.ts): an empty string asks for a number.
    const [first, second] = [
      await created({ firstName: 'A', lastName: 'One' }),
      await created({ firstName: 'B', lastName: 'Two', studentId: '' }),
    ];
    const n = Number(first.studentId.slice(1));
    assert.match(first.studentId, /^S\d{6}$/);
    assert.equal(second.studentId, `S${String(n + 1).padStart(6, '0')}`);
    await created({ firstName: 'C', lastName: 'Typed', studentId: 'S000500' });
    await created({ firstName: 'D', lastName: 'Other', studentId: 'X99999999' });
    assert.equal((await created({ firstName: 'E', lastName: 'Next', studentId: null })).studentId, 'S000501');
  });

  test('students created at the same moment get different numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create({ firstName: 'Rush', lastName: `Hour${i}` })),
    );
    for (const response of responses) assert.equal(response.statusCode, 201, response.body);
    const numbers = responses.map((response) => response.json().studentId);
    assert.equal(new Set(numbers).size, numbers.length, `duplicates in ${numbers.join(', ')}`);
  });

  test('a taken student number is refused on its field, on create and on edit, writing nothing', async () => {
    const taken = await insertStudent(t.db, { studentId: 'TAKEN-1' });
    const other = await insertStudent(t.db);
    const before = await tableSnapshot(t.db);
    for (const response of [
      await create({ studentId: 'TAKEN-1', firstName: 'Copy', lastName: 'Cat' }),
      await update(other.id, { studentId: 'TAKEN-1', firstName: 'Copy', lastName: 'Cat' }),
    ]) {
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().errorCode, 'conflict');
      assert.deepEqual(response.json().fieldErrors, [{ field: 'studentId', message: 'Student ID already exists' }]);
    }
    assert.deepEqual(await tableSnapshot(t.db), before);
    // Keeping one's own number is not a conflict.
    const same = await update(taken.id, { studentId: 'TAKEN-1', firstName: 'Still', lastName: 'Me' });
    assert.equal(same.statusCode, 200, same.body);
  });

  test('a referral that does not exist is refused on the referralId field', async () => {
    const before = await tableSnapshot(t.db);
    const response = await create({ firstName: 'No', lastName: 'Body', referralId: 987_654 });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json().fieldErrors, [{ field: 'referralId', message: 'This referral does not exist' }]);
    assert.deepEqual(await tableSnapshot(t.db), before);
  });

  test('edits every editable field and clears optional ones with null', async () => {
    const referral = await insertReferral(t.db, 'Library flyer');
    const student = await created({
      firstName: 'Edit',
      lastName: 'Me',
      phone: '4165550101',
      email: 'edit@example.com',
      hourlyRate: '30.00',
      referralId: referral.id,
    });
    const response = await update(student.id, {
      studentId: 'EDITED-1',
      firstName: 'Edited',
      lastName: 'Person',
      referralId: null,
      phone: null,
      email: null,
      hourlyRate: '35.25',
      allowSms: false,
      allowEmail: false,
      startDate: '2025-09-02',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      ...student,
      studentId: 'EDITED-1',
      firstName: 'Edited',
      lastName: 'Person',
      referralId: null,
      referrer: null,
      phone: null,
      email: null,
      hourlyRate: '35.25',
      allowSms: false,
      allowEmail: false,
      startDate: '2025-09-02',
    });
  });

  test('the voucher balance is read-only: an edit that sends it is refused and the ledger keeps it', async () => {
    const row = await insertStudent(t.db);
    await t.db.transaction((tx) =>
      postLedgerEntry(tx, { studentId: row.id, kind: 'purchase', amount: '120.00', reason: 'test', createdBy: null }),
    );
    const before = await tableSnapshot(t.db);
    const edit = { studentId: row.studentId, firstName: 'Rich', lastName: 'Kid' };
    const response = await update(row.id, { ...edit, voucherBalance: '99999.00' });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json().fieldErrors, [{ field: 'voucherBalance', message: 'is not a known field' }]);
    assert.deepEqual(await tableSnapshot(t.db), before);
    const plain = await update(row.id, edit);
    assert.equal(plain.json().voucherBalance, '120.00');
    assert.deepEqual(await ledgerProblems(t.db), []);
  });

  test('an unknown student is 404 on read and edit', async () => {
    for (const response of [
      await t.inject({ method: 'GET', url: '/api/students/999999', headers: operator }),
      await update(999_999, { studentId: 'NOPE', firstName: 'No', lastName: 'One' }),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().errorCode, 'notfound');
    }
  });

  // Last: it leaves ten-digit numbers in use.
  test('automatic numbering goes on past a hand-typed S999999999, and says so when no number fits', async () => {
    await created({ firstName: 'Typed', lastName: 'Nines', studentId: 'S999999999' });
    assert.equal((await created({ firstName: 'F', lastName: 'Ten' })).studentId, 'S1000000000');
    assert.equal((await created({ firstName: 'G', lastName: 'Eleven' })).studentId, 'S1000000001');

    const last = await created({ firstName: 'Last', lastName: 'Fits', studentId: `S${'9'.repeat(29)}` });
    const before = await tableSnapshot(t.db);
    const full = await create({ firstName: 'H', lastName: 'Blank' });
    assert.equal(full.statusCode, 409, full.body);
    assert.deepEqual(full.json().fieldErrors, [
      { field: 'studentId', message: 'No automatic Student ID is left: please type one' },
    ]);
    assert.deepEqual(await tableSnapshot(t.db), before);
    const renamed = await update(last.id, { studentId: 'LAST-1', firstName: 'Last', lastName: 'Fits' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await created({ firstName: 'H', lastName: 'Blank' })).studentId, 'S1000000002');
  });
});
