import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { teachers, voucherLedgerEntries } from '../src/db/schema';
import { localDateOf } from '../src/modules/dashboard/local-periods';
import { type AuthHeader, createTestApp, type TestApp } from './helpers/app';
import { insertLesson, insertTeacher } from './helpers/lessons';
import { insertCourse, insertReferral, insertStudent } from './helpers/records';
import { insertRoleUsers } from './helpers/users';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const Q1_2025 = { from: '2025-01-01', to: '2025-03-31' };
const zeroTypes = { CASH: '0.00', CARD: '0.00', E_TRANSFER: '0.00', CHEQUE: '0.00', OTHER: '0.00' };

describe('reports on a known first quarter of 2025', () => {
  let t: TestApp;
  let admin: AuthHeader;
  let tia: Awaited<ReturnType<typeof insertTeacher>>;
  let tiaHeaders: AuthHeader;
  let ben: Awaited<ReturnType<typeof insertTeacher>>;
  let referral: { id: number };
  let course: { id: number };
  let ann: { id: number };
  let bob: { id: number };
  const lessonIds: Record<string, number> = {};

  const get = (url: string, query: Record<string, string>, headers = admin) =>
    t.inject({ method: 'GET', url, query, headers });
  const ok = async (url: string, query: Record<string, string>, headers = admin) => {
    const response = await get(url, query, headers);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    admin = await t.signIn('admin');
    tia = await insertTeacher(t.db, { firstName: 'Tia', lastName: 'Ames', hourlyRate: '30.00' });
    ben = await insertTeacher(t.db, { firstName: 'Ben', lastName: 'Bo', hourlyRate: '40.00' });
    await t.db
      .update(teachers)
      .set({ employeeId: 'E-007', sinLast3: '123', payrollContact: 'payroll@tia.example' })
      .where(eq(teachers.userId, tia.id));
    tiaHeaders = await t.signIn(tia.login);
    const benHeaders = await t.signIn(ben.login);
    course = await insertCourse(t.db, { name: 'Chemistry' });
    referral = await insertReferral(t.db, 'Library');
    ann = await insertStudent(t.db, { referralId: referral.id, firstName: 'Ann', lastName: 'Abel' });
    bob = await insertStudent(t.db, { firstName: 'Bob', lastName: 'Bay' });

    const lesson = async (teacherId: number, start: Date, minutes: number, rate: string, studentIds: number[] = []) =>
      insertLesson(t.db, {
        teacherId,
        courseId: course.id,
        studentIds,
        startTime: start,
        endTime: new Date(start.getTime() + minutes * 60_000),
        teacherHourlyRate: rate,
        paymentType: 'CASH',
      });
    const confirm = async (id: number, headers: AuthHeader) => {
      const response = await t.inject({
        method: 'POST',
        url: `/api/teacher-confirmations/${id}/confirm-unchanged`,
        headers,
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    const plain = await lesson(tia.id, local(2025, 1, 10, 10), 60, '30.00');
    const cancelled = await lesson(tia.id, local(2025, 1, 15, 10), 60, '30.00');
    const corrected = await lesson(tia.id, local(2025, 1, 20, 10), 90, '30.00');
    const benLesson = await lesson(ben.id, local(2025, 2, 3, 10), 120, '40.00');
    await lesson(tia.id, local(2025, 2, 5, 10), 60, '30.00', [bob.id]); // left unconfirmed: no pay
    await lesson(tia.id, local(2024, 12, 20, 10), 60, '30.00').then(({ id }) => confirm(id, tiaHeaders));
    for (const id of [plain.id, cancelled.id, corrected.id]) await confirm(id, tiaHeaders);
    await confirm(benLesson.id, benHeaders);
    Object.assign(lessonIds, { plain: plain.id, cancelled: cancelled.id, corrected: corrected.id });
    const cancel = await t.inject({
      method: 'POST',
      url: `/api/schedules/${cancelled.id}/cancel`,
      headers: admin,
      payload: { reason: 'Did not happen' },
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const correction = await t.inject({
      method: 'PUT',
      url: `/api/schedules/${corrected.id}/confirmation`,
      headers: admin,
      payload: {
        teacherStartTime: corrected.startTime.toISOString(),
        teacherEndTime: corrected.endTime.toISOString(),
        attendance: [],
        teacherHourlyRate: '36.00',
        reason: 'Senior rate agreed',
      },
    });
    assert.equal(correction.statusCode, 200, correction.body);

    const purchase = async (
      studentId: number,
      purchaseDate: string,
      type: string,
      voucherAmount: string,
      giftAmount = '0',
    ) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/voucher-purchases',
        headers: admin,
        payload: { studentId, type, purchaseDate, voucherAmount, giftAmount },
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json() as { id: number };
    };
    await purchase(ann.id, '2024-12-31', 'CASH', '999.00');
    await purchase(ann.id, '2025-01-05', 'CASH', '100.00', '10.00');
    await purchase(ann.id, '2025-01-20', 'CARD', '50.25');
    await purchase(bob.id, '2025-02-14', 'E_TRANSFER', '200.00');
    const mistaken = await purchase(bob.id, '2025-02-15', 'CHEQUE', '30.00');
    const [entry] = await t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.purchaseId, mistaken.id));
    const reversed = await t.inject({
      method: 'POST',
      url: `/api/ledger-entries/${entry.id}/reverse`,
      headers: admin,
      payload: { reason: 'Cheque bounced' },
    });
    assert.equal(reversed.statusCode, 201, reversed.body);
    // A voucher lesson in April 2025 (outside the salary tests' quarter), charged to Ann on confirmation.
    const april = await insertTeacher(t.db);
    const aprilLesson = await insertLesson(t.db, {
      teacherId: april.id,
      courseId: (await insertCourse(t.db)).id,
      studentIds: [ann.id],
      startTime: local(2025, 4, 10, 10),
      endTime: local(2025, 4, 10, 11),
      price: '25.50',
    });
    await confirm(aprilLesson.id, await t.signIn(april.login));
  });
  after(() => t.close());

  test('purchases per month by payment type, with the totals row; reversed purchases left out', async () => {
    const report = await ok('/api/reports/purchases', Q1_2025);
    assert.deepEqual(report, {
      ...Q1_2025,
      months: [
        {
          month: '2025-01',
          purchases: 2,
          byType: { ...zeroTypes, CASH: '100.00', CARD: '50.25' },
          vouchers: '150.25',
          gifts: '10.00',
          total: '160.25',
        },
        {
          month: '2025-02',
          purchases: 1,
          byType: { ...zeroTypes, E_TRANSFER: '200.00' },
          vouchers: '200.00',
          gifts: '0.00',
          total: '200.00',
        },
        { month: '2025-03', purchases: 0, byType: zeroTypes, vouchers: '0.00', gifts: '0.00', total: '0.00' },
      ],
      totals: {
        month: 'Total',
        purchases: 3,
        byType: { ...zeroTypes, CASH: '100.00', CARD: '50.25', E_TRANSFER: '200.00' },
        vouchers: '350.25',
        gifts: '10.00',
        total: '360.25',
      },
      studentBalance: null,
    });
  });

  test('the purchase filters: by referral, by course (students booked on it), by student with a running balance', async () => {
    const byReferral = await ok('/api/reports/purchases', { ...Q1_2025, referralId: String(referral.id) });
    assert.equal(byReferral.totals.total, '160.25');
    const byCourse = await ok('/api/reports/purchases', { ...Q1_2025, courseId: String(course.id) });
    assert.equal(byCourse.totals.total, '200.00');
    const other = await insertCourse(t.db);
    assert.equal((await ok('/api/reports/purchases', { ...Q1_2025, courseId: String(other.id) })).totals.total, '0.00');

    // The ledger is dated when posted (today): a range ending today holds all of Ann's entries.
    const annReport = await ok('/api/reports/purchases', { from: '2024-12-01', studentId: String(ann.id) });
    assert.equal(annReport.to, localDateOf(new Date()));
    assert.equal(annReport.totals.total, '1159.25');
    assert.equal(annReport.studentBalance.opening, '0.00');
    assert.equal(annReport.studentBalance.closing, '1133.75');
    assert.deepEqual(
      annReport.studentBalance.entries.map((e: { kind: string; amount: string; balanceAfter: string }) => [
        e.kind,
        e.amount,
        e.balanceAfter,
      ]),
      [
        ['purchase', '999.00', '999.00'],
        ['purchase', '100.00', '1099.00'],
        ['gift', '10.00', '1109.00'],
        ['purchase', '50.25', '1159.25'],
        ['charge', '-25.50', '1133.75'],
      ],
    );
  });

  test('the purchase export is the table shown, in its column order, with its totals row', async () => {
    const response = await get('/api/reports/purchases/export', Q1_2025);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.headers['content-disposition'] as string, /purchases_2025-01-01_2025-03-31\.xlsx/);
    const rows = await readSheet(response.rawPayload);
    assert.deepEqual(rows[0], [
      'Month',
      'Purchases',
      'Vouchers',
      'Gifts',
      'Total',
      'Cash',
      'Card',
      'E-transfer',
      'Cheque',
      'Other',
    ]);
    assert.deepEqual(rows[1], ['2025-01', 2, 150.25, 10, 160.25, 100, 50.25, 0, 0, 0]);
    assert.deepEqual(rows[4], ['Total', 3, 350.25, 10, 360.25, 100, 50.25, 200, 0, 0]);
    assert.equal(rows.length, 5);
  });

  test('with a student chosen, the export also holds their running balance, as shown under the table', async () => {
    const query = { from: '2024-12-01', studentId: String(ann.id) };
    const shown = await ok('/api/reports/purchases', query);
    const response = await get('/api/reports/purchases/export', query);
    assert.equal(response.statusCode, 200, response.body);
    const rows = await readSheet(response.rawPayload);
    const totalsAt = rows.findIndex((row) => row[0] === 'Total');
    assert.deepEqual(rows[totalsAt + 1], [null, null, null, null, null, null, null, null, null, null]);
    assert.deepEqual(rows[totalsAt + 2].slice(0, 2), ['Running balance', null]);
    assert.deepEqual(rows[totalsAt + 3].slice(0, 2), ['Opening balance', 0]);
    assert.deepEqual(rows[totalsAt + 4].slice(0, 5), ['Date', 'Kind', 'Amount', 'Balance', 'Reason']);
    const entries = rows.slice(totalsAt + 5, totalsAt + 5 + shown.studentBalance.entries.length);
    assert.deepEqual(
      entries.map((row) => [row[1], row[2], row[3], row[4]]),
      shown.studentBalance.entries.map((e: { kind: string; amount: string; balanceAfter: string; reason: string }) => [
        e.kind[0].toUpperCase() + e.kind.slice(1),
        Number(e.amount),
        Number(e.balanceAfter),
        e.reason,
      ]),
    );
    assert.ok(entries.every((row) => row[0] instanceof Date));
    assert.deepEqual(rows.at(-1)?.slice(0, 2), ['Closing balance', 1133.75]);
  });

  test('salary per teacher and month: corrections and cancellations net out', async () => {
    const report = await ok('/api/reports/salary', Q1_2025);
    assert.deepEqual(report, {
      ...Q1_2025,
      rows: [
        {
          teacherId: tia.id,
          teacherName: 'Tia Ames',
          month: '2025-01',
          lessons: 2,
          minutes: 150,
          pay: '84.00',
          rates: ['30.00', '36.00'],
        },
        {
          teacherId: ben.id,
          teacherName: 'Ben Bo',
          month: '2025-02',
          lessons: 1,
          minutes: 120,
          pay: '80.00',
          rates: ['40.00'],
        },
      ],
      months: [
        { month: '2025-01', minutes: 150, pay: '84.00' },
        { month: '2025-02', minutes: 120, pay: '80.00' },
        { month: '2025-03', minutes: 0, pay: '0.00' },
      ],
      totals: { lessons: 3, minutes: 270, pay: '164.00' },
    });
  });

  test("a month's drill-down lists its lessons, each netted", async () => {
    const month = await ok('/api/reports/salary/lessons', { teacherId: String(tia.id), month: '2025-01' });
    assert.equal(month.teacherName, 'Tia Ames');
    assert.deepEqual(
      month.lessons.map((l: Record<string, unknown>) => [l.scheduleId, l.status, l.minutes, l.rate, l.pay, l.records]),
      [
        [lessonIds.plain, 'CONFIRMED', 60, '30.00', '30.00', 1],
        [lessonIds.cancelled, 'CANCELLED', 0, null, '0.00', 2],
        [lessonIds.corrected, 'CONFIRMED', 90, '36.00', '54.00', 3],
      ],
    );
    const missing = await get('/api/reports/salary/lessons', { month: '2025-01' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().fieldErrors, [{ field: 'teacherId', message: 'is required' }]);
  });

  test('a teacher sees their own salary history only', async () => {
    const own = await ok('/api/reports/salary', Q1_2025, tiaHeaders);
    assert.deepEqual(
      own.rows.map((row: { teacherId: number }) => row.teacherId),
      [tia.id],
    );
    assert.equal(own.totals.pay, '84.00');
    assert.equal(
      (await ok('/api/reports/salary', { ...Q1_2025, teacherId: String(tia.id) }, tiaHeaders)).totals.pay,
      '84.00',
    );
    const drill = await ok('/api/reports/salary/lessons', { month: '2025-01' }, tiaHeaders);
    assert.equal(drill.lessons.length, 3);
    for (const [url, query] of [
      ['/api/reports/salary', { ...Q1_2025, teacherId: String(ben.id) }],
      ['/api/reports/salary/lessons', { month: '2025-02', teacherId: String(ben.id) }],
    ] as const) {
      const refused = await get(url, query, tiaHeaders);
      assert.equal(refused.statusCode, 403, refused.body);
    }
    for (const url of ['/api/reports/salary/export', '/api/reports/purchases', '/api/reports/vouchers']) {
      assert.equal((await get(url, Q1_2025, tiaHeaders)).statusCode, 403);
    }
  });

  test('the payroll export: one row per teacher per month with employee id, masked SIN, contact, hours, rates, pay', async () => {
    const response = await get('/api/reports/salary/export', Q1_2025);
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(!response.rawPayload.toString('latin1').includes('payroll_'), 'a zipped workbook');
    const rows = await readSheet(response.rawPayload);
    assert.deepEqual(rows, [
      ['Period', 'Employee ID', 'Teacher', 'SIN', 'Payroll contact', 'Lessons', 'Hours', 'Rate(s)', 'Pay'],
      ['2025-01', 'E-007', 'Tia Ames', '*** *** 123', 'payroll@tia.example', 2, 2.5, '30.00, 36.00', 84],
      ['2025-02', null, 'Ben Bo', null, null, 1, 2, '40.00', 80],
    ]);
  });

  test('voucher usage: sold, given, used and outstanding at each month end, from the ledger', async () => {
    const report = await ok('/api/reports/vouchers', { from: '2025-01-01', to: '2025-04-30' });
    const row = (month: string, sold: string, gifted: string, used: string, outstanding: string) => ({
      month,
      sold,
      gifted,
      used,
      other: '0.00',
      outstanding,
    });
    // The 2024-12-31 purchase is the opening; the reversed cheque nets out in its purchase month; April's
    // voucher lesson (posted today) is used in April, the month it was given.
    assert.deepEqual(report, {
      from: '2025-01-01',
      to: '2025-04-30',
      opening: '999.00',
      months: [
        row('2025-01', '150.25', '10.00', '0.00', '1159.25'),
        row('2025-02', '200.00', '0.00', '0.00', '1359.25'),
        row('2025-03', '0.00', '0.00', '0.00', '1359.25'),
        row('2025-04', '0.00', '0.00', '25.50', '1333.75'),
      ],
    });
  });

  test('ranges longer than 5 years or reversed are refused on the "to" field', async () => {
    for (const url of [
      '/api/reports/purchases',
      '/api/reports/salary',
      '/api/reports/vouchers',
      '/api/reports/salary/export',
    ]) {
      const reversedRange = await get(url, { from: '2025-03-01', to: '2025-02-28' });
      assert.equal(reversedRange.statusCode, 400, reversedRange.body);
      assert.deepEqual(reversedRange.json().fieldErrors, [
        { field: 'to', message: 'must be on or after the "from" date' },
      ]);
      const tooLong = await get(url, { from: '2020-01-01', to: '2025-01-02' });
      assert.deepEqual(tooLong.json().fieldErrors, [
        { field: 'to', message: 'must be at most 5 years after the "from" date' },
      ]);
      assert.equal((await get(url, { from: '2020-01-01', to: '2025-01-01' })).statusCode, 200);
    }
  });
});
