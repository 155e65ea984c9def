import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { CourseRow, StudentRow, TermRow, UserRow } from '../src/db/schema';
import { students, voucherLedgerEntries } from '../src/db/schema';
import { postLedgerEntry } from '../src/modules/vouchers/ledger';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { insertCourse, insertStudent, insertTerm, ledgerProblems } from './helpers/records';
import { insertRoleUsers, insertUser } from './helpers/users';

type Register = {
  id: number;
  termId: number;
  termLabel: string;
  teacherId: number | null;
  teacherName: string | null;
  studentId: number;
  studentNumber: string;
  studentName: string;
  courseId: number | null;
  courseName: string | null;
  paymentType: string;
  price: string;
  comments: string | null;
  createDate: string;
  paid: boolean;
  paidAt: string | null;
  ledgerEntryId: number | null;
};

describe('term registers', () => {
  let t: TestApp;
  let operator: AuthHeader;
  let admin: AuthHeader;
  let algebra: CourseRow;
  let tina: UserRow;
  let term: TermRow;

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = operator) =>
    t.inject({ method, url, payload, headers });
  const balanceOf = async (studentId: number) =>
    (await t.db.select().from(students).where(eq(students.id, studentId)))[0].voucherBalance;
  const entriesOf = (studentId: number) =>
    t.db
      .select()
      .from(voucherLedgerEntries)
      .where(eq(voucherLedgerEntries.studentId, studentId))
      .orderBy(voucherLedgerEntries.id);
  /** A student holding `balance` in vouchers, bought through the ledger like any purchase. */
  const studentWith = async (balance: string, values: Partial<StudentRow> = {}) => {
    const student = await insertStudent(t.db, values);
    if (balance !== '0')
      await t.db.transaction((tx) =>
        postLedgerEntry(tx, {
          studentId: student.id,
          kind: 'purchase',
          amount: balance,
          reason: 'test',
          createdBy: null,
        }),
      );
    return student;
  };
  const newTerm = () => insertTerm(t.db, { courseId: algebra.id, teacherId: tina.id });
  const register = async (values: Record<string, unknown>) => {
    const response = await send('POST', '/api/term-registers', { paymentType: 'CASH', price: '120.00', ...values });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Register;
  };
  const pay = (id: number, payload: object = {}) => send('POST', `/api/term-registers/${id}/pay`, payload);
  const unpay = (id: number, reason = 'Paid by mistake') =>
    send('POST', `/api/term-registers/${id}/unpay`, { reason }, admin);
  const expectRefused = async (request: () => Promise<{ statusCode: number; body: string }>, status: number) => {
    const before = await tableSnapshot(t.db);
    const response = await request();
    assert.equal(response.statusCode, status, response.body);
    assert.deepEqual(await tableSnapshot(t.db), before, 'a refused request wrote to the database');
    return JSON.parse(response.body) as { errorCode: string; errorMessage: string; fieldErrors?: unknown };
  };

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    operator = await t.signIn('operator');
    admin = await t.signIn('admin');
    algebra = await insertCourse(t.db, { name: 'Algebra' });
    tina = await insertUser(t.db, { login: 'tina', role: 'ROLE_TEACHER', firstName: 'Tina', lastName: 'Turner' });
    term = await insertTerm(t.db, { courseId: algebra.id, teacherId: tina.id, startDate: '2026-09-01' });
  });
  after(async () => {
    assert.deepEqual(await ledgerProblems(t.db), []);
    await t.close();
  });

  describe('register a student', () => {
    test("takes the term's teacher and course, today's date and unpaid by default", async () => {
      const student = await studentWith('50.00', { firstName: 'Ada', lastName: 'Lovelace', studentId: 'S-0042' });
      const created = await register({ termId: term.id, studentId: student.id, price: '120.5' });
      assert.deepEqual(
        { ...created, id: 0 },
        {
          id: 0,
          termId: term.id,
          termLabel: 'Algebra 2026-09-01–2026-12-20',
          teacherId: tina.id,
          teacherName: 'Tina Turner',
          studentId: student.id,
          studentNumber: 'S-0042',
          studentName: 'Ada Lovelace',
          courseId: algebra.id,
          courseName: 'Algebra',
          paymentType: 'CASH',
          price: '120.50',
          comments: null,
          createDate: dayjs().format('YYYY-MM-DD'),
          paid: false,
          paidAt: null,
          ledgerEntryId: null,
          createdAt: (created as unknown as { createdAt: string }).createdAt,
        },
      );
      const view = await t.inject({ method: 'GET', url: `/api/term-registers/${created.id}`, headers: operator });
      assert.deepEqual(view.json(), created);
      assert.equal(await balanceOf(student.id), '50.00');
    });

    test('a chosen teacher, course and date replace the defaults', async () => {
      const piano = await insertCourse(t.db, { name: 'Piano' });
      const tom = await insertUser(t.db, { login: 'tomk', role: 'ROLE_TEACHER', firstName: 'Tom', lastName: 'Kite' });
      const student = await insertStudent(t.db);
      const created = await register({
        termId: term.id,
        studentId: student.id,
        teacherId: tom.id,
        courseId: piano.id,
        createDate: '2026-08-15',
        comments: 'Sibling discount',
      });
      assert.deepEqual(
        [created.teacherName, created.courseName, created.createDate, created.comments],
        ['Tom Kite', 'Piano', '2026-08-15', 'Sibling discount'],
      );
      assert.equal(created.termLabel, 'Algebra 2026-09-01–2026-12-20', 'the label names the term’s own course');
    });

    test('teacher and course sent as null register with none, not the term’s', async () => {
      const created = await register({
        termId: term.id,
        studentId: (await insertStudent(t.db)).id,
        teacherId: null,
        courseId: null,
      });
      assert.deepEqual(
        [created.teacherId, created.teacherName, created.courseId, created.courseName],
        [null, null, null, null],
      );
      assert.equal(created.termLabel, 'Algebra 2026-09-01–2026-12-20');
    });

    test('term, student, teacher and course must exist (400 naming the field, nothing written)', async () => {
      const student = await insertStudent(t.db);
      const valid = { termId: term.id, studentId: student.id, paymentType: 'CASH', price: '10.00' };
      for (const [change, field, message] of [
        [{ termId: 999_999 }, 'termId', 'This term does not exist'],
        [{ studentId: 999_999 }, 'studentId', 'This student does not exist'],
        [{ teacherId: 999_999 }, 'teacherId', 'This teacher does not exist'],
        [{ courseId: 999_999 }, 'courseId', 'This course does not exist'],
      ] as const) {
        const body = await expectRefused(() => send('POST', '/api/term-registers', { ...valid, ...change }), 400);
        assert.deepEqual(body.fieldErrors, [{ field, message }]);
      }
    });

    test('the same student twice in one term is a 409 on studentId', async () => {
      const student = await insertStudent(t.db);
      await register({ termId: term.id, studentId: student.id });
      const body = await expectRefused(
        () =>
          send('POST', '/api/term-registers', {
            termId: term.id,
            studentId: student.id,
            paymentType: 'CASH',
            price: '1',
          }),
        409,
      );
      assert.deepEqual(body.fieldErrors, [
        { field: 'studentId', message: 'This student is already registered in this term' },
      ]);
    });

    test('two simultaneous registrations of one student in one term: one wins, one gets 409', async () => {
      const student = await insertStudent(t.db);
      const fresh = await newTerm();
      const responses = await Promise.all(
        [1, 2, 3].map(() =>
          send('POST', '/api/term-registers', {
            termId: fresh.id,
            studentId: student.id,
            paymentType: 'CASH',
            price: '1',
          }),
        ),
      );
      assert.deepEqual(responses.map((r) => r.statusCode).sort(), [201, 409, 409]);
    });

    test('inactive and suspended students cannot be registered (422)', async () => {
      for (const status of ['inactive', 'suspended'] as const) {
        const student = await insertStudent(t.db, { status });
        const body = await expectRefused(
          () =>
            send('POST', '/api/term-registers', {
              termId: term.id,
              studentId: student.id,
              paymentType: 'CASH',
              price: '1',
            }),
          422,
        );
        assert.equal(body.errorCode, 'ruleviolated');
        assert.match(body.errorMessage, new RegExp(`This student is ${status}`));
      }
    });

    test('registered as paid by VOUCHER: the price is charged in the same request', async () => {
      const student = await studentWith('200.00');
      const created = await register({
        termId: term.id,
        studentId: student.id,
        paymentType: 'VOUCHER',
        price: '75.25',
        paid: true,
      });
      assert.equal(created.paid, true);
      assert.ok(created.paidAt);
      assert.equal(await balanceOf(student.id), '124.75');
      const charge = (await entriesOf(student.id)).at(-1);
      assert.ok(charge);
      assert.deepEqual(
        [charge.kind, charge.amount, charge.termRegisterId, charge.reason, created.ledgerEntryId],
        ['charge', '-75.25', created.id, `Term register #${created.id}: Algebra 2026-09-01–2026-12-20`, charge.id],
      );
    });

    test('registered as paid in CASH: nothing reaches the ledger', async () => {
      const student = await studentWith('20.00');
      const created = await register({ termId: term.id, studentId: student.id, paymentType: 'CASH', paid: true });
      assert.equal(created.paid, true);
      assert.equal(created.ledgerEntryId, null);
      assert.equal(await balanceOf(student.id), '20.00');
      assert.equal((await entriesOf(student.id)).length, 1);
    });
  });

  describe('mark paid', () => {
    test('by VOUCHER lowers the balance by exactly the price, even below zero', async () => {
      const student = await studentWith('10.10');
      const created = await register({
        termId: term.id,
        studentId: student.id,
        paymentType: 'VOUCHER',
        price: '25.55',
      });
      assert.equal(await balanceOf(student.id), '10.10', 'registering unpaid charges nothing');
      const response = await pay(created.id);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().paid, true);
      assert.equal(await balanceOf(student.id), '-15.45');
      assert.equal(response.json().ledgerEntryId, (await entriesOf(student.id)).at(-1)?.id);
      assert.deepEqual(await ledgerProblems(t.db), []);
    });

    test('by CASH posts nothing; the payment type given at payment time is kept', async () => {
      const student = await studentWith('30.00');
      const created = await register({ termId: term.id, studentId: student.id, paymentType: 'VOUCHER' });
      const response = await pay(created.id, { paymentType: 'CASH' });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().paymentType, 'CASH');
      assert.equal(await balanceOf(student.id), '30.00');
      assert.equal((await entriesOf(student.id)).length, 1);
    });

    test('a free register paid by VOUCHER is paid without a ledger entry', async () => {
      const student = await studentWith('5.00');
      const created = await register({ termId: term.id, studentId: student.id, paymentType: 'VOUCHER', price: '0' });
      assert.equal((await pay(created.id)).statusCode, 200);
      assert.equal((await entriesOf(student.id)).length, 1);
    });

    test('paying twice is refused (422) and charges once', async () => {
      const student = await studentWith('100.00');
      const created = await register({
        termId: term.id,
        studentId: student.id,
        paymentType: 'VOUCHER',
        price: '40.00',
      });
      assert.equal((await pay(created.id)).statusCode, 200);
      const body = await expectRefused(() => pay(created.id), 422);
      assert.equal(body.errorMessage, 'This term register is already paid.');
      assert.equal(await balanceOf(student.id), '60.00');
    });

    test('concurrent "Mark paid" requests charge once', async () => {
      const student = await studentWith('100.00');
      const created = await register({
        termId: term.id,
        studentId: student.id,
        paymentType: 'VOUCHER',
        price: '40.00',
      });
      const responses = await Promise.all(Array.from({ length: 6 }, () => pay(created.id)));
      assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 422, 422, 422, 422, 422]);
      assert.equal(await balanceOf(student.id), '60.00');
      const charges = (await entriesOf(student.id)).filter((entry) => entry.kind === 'charge');
      assert.equal(charges.length, 1);
      assert.deepEqual(await ledgerProblems(t.db), []);
    });
  });

  describe('unpay (administrators)', () => {
    test('reverses the voucher charge with an entry naming it, and the register can be paid again', async () => {
      const student = await studentWith('100.00');
      const created = await register({
        termId: term.id,
        studentId: student.id,
        paymentType: 'VOUCHER',
        price: '40.00',
        paid: true,
      });
      const response = await unpay(created.id);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(
        [response.json().paid, response.json().paidAt, response.json().ledgerEntryId],
        [false, null, null],
      );
      assert.equal(await balanceOf(student.id), '100.00');
      const [, charge, reversal] = await entriesOf(student.id);
      assert.deepEqual(
        [reversal.kind, reversal.amount, reversal.reversesEntryId, reversal.reason],
        ['adjustment', '40.00', charge.id, `Term register #${created.id} marked unpaid: Paid by mistake`],
      );

      const again = await pay(created.id);
      assert.equal(again.json().ledgerEntryId, (await entriesOf(student.id)).at(-1)?.id);
      assert.equal(await balanceOf(student.id), '60.00');
      assert.equal((await unpay(created.id)).statusCode, 200);
      const byCash = await pay(created.id, { paymentType: 'CASH' });
      assert.equal(byCash.json().ledgerEntryId, null, 'the reversed charges no longer pay it');
      assert.equal(await balanceOf(student.id), '100.00');
      assert.deepEqual(await ledgerProblems(t.db), []);
    });

    test('an unpaid register cannot be unpaid (422); operators may not unpay (403)', async () => {
      const student = await insertStudent(t.db);
      const created = await register({ termId: term.id, studentId: student.id });
      assert.equal((await expectRefused(() => unpay(created.id), 422)).errorMessage, 'This term register is not paid.');
      await pay(created.id);
      const refused = await expectRefused(
        () => send('POST', `/api/term-registers/${created.id}/unpay`, { reason: 'Paid by mistake' }),
        403,
      );
      assert.equal(refused.errorCode, 'forbidden');
    });
  });

  describe('edit', () => {
    test('while unpaid, term, price, payment type and date can change', async () => {
      const student = await insertStudent(t.db);
      const created = await register({ termId: term.id, studentId: student.id });
      const other = await newTerm();
      const response = await send('PUT', `/api/term-registers/${created.id}`, {
        termId: other.id,
        paymentType: 'VOUCHER',
        price: '99.99',
        createDate: '2026-07-01',
        comments: 'Moved',
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(
        [response.json().termId, response.json().paymentType, response.json().price, response.json().createDate],
        [other.id, 'VOUCHER', '99.99', '2026-07-01'],
      );
    });

    test('leaving out teacher and course keeps the register’s own; moving to another term takes its defaults', async () => {
      const piano = await insertCourse(t.db, { name: 'Piano lessons' });
      const created = await register({
        termId: term.id,
        studentId: (await insertStudent(t.db)).id,
        courseId: piano.id,
      });
      const edit = { termId: term.id, paymentType: 'CASH', price: '120.00', comments: 'Kept' };
      const kept = await send('PUT', `/api/term-registers/${created.id}`, edit);
      assert.equal(kept.json().courseName, 'Piano lessons');
      const moved = await send('PUT', `/api/term-registers/${created.id}`, { ...edit, termId: (await newTerm()).id });
      assert.equal(moved.json().courseName, 'Algebra');
    });

    test('teacher and course sent as null are cleared; sent again, they are set again', async () => {
      const created = await register({ termId: term.id, studentId: (await insertStudent(t.db)).id });
      assert.deepEqual([created.teacherId, created.courseId], [tina.id, algebra.id]);
      const edit = { termId: term.id, paymentType: 'CASH', price: '120.00' };
      const cleared = await send('PUT', `/api/term-registers/${created.id}`, {
        ...edit,
        teacherId: null,
        courseId: null,
      });
      assert.equal(cleared.statusCode, 200, cleared.body);
      assert.deepEqual(
        [cleared.json().teacherId, cleared.json().teacherName, cleared.json().courseId, cleared.json().courseName],
        [null, null, null, null],
      );
      const view = await t.inject({ method: 'GET', url: `/api/term-registers/${created.id}`, headers: operator });
      assert.deepEqual([view.json().teacherId, view.json().courseId], [null, null]);
      const kept = await send('PUT', `/api/term-registers/${created.id}`, edit);
      assert.deepEqual([kept.json().teacherId, kept.json().courseId], [null, null], 'left out keeps none');
      const set = await send('PUT', `/api/term-registers/${created.id}`, {
        ...edit,
        teacherId: tina.id,
        courseId: algebra.id,
      });
      assert.deepEqual([set.json().teacherName, set.json().courseName], ['Tina Turner', 'Algebra']);
    });

    test('moving a student into a term they are already in is a 409', async () => {
      const student = await insertStudent(t.db);
      const other = await newTerm();
      await register({ termId: other.id, studentId: student.id });
      const created = await register({ termId: term.id, studentId: student.id });
      const body = await expectRefused(
        () => send('PUT', `/api/term-registers/${created.id}`, { termId: other.id, paymentType: 'CASH', price: '1' }),
        409,
      );
      assert.deepEqual(body.fieldErrors, [
        { field: 'studentId', message: 'This student is already registered in this term' },
      ]);
    });

    test('once paid, only the comments may change', async () => {
      const student = await studentWith('500.00');
      const created = await register({ termId: term.id, studentId: student.id, paymentType: 'VOUCHER', paid: true });
      const same = { termId: term.id, paymentType: 'VOUCHER', price: '120', createDate: created.createDate };
      const ok = await send('PUT', `/api/term-registers/${created.id}`, { ...same, comments: 'Receipt sent' });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().comments, 'Receipt sent');
      for (const change of [
        { price: '100.00' },
        { paymentType: 'CASH' },
        { termId: (await newTerm()).id },
        { createDate: '2020-01-01' },
        { teacherId: null },
        { courseId: null },
      ]) {
        const body = await expectRefused(
          () => send('PUT', `/api/term-registers/${created.id}`, { ...same, ...change }),
          422,
        );
        assert.equal(
          body.errorMessage,
          'This term register is paid: only its comments can be changed. Mark it unpaid first.',
        );
      }
      assert.equal(await balanceOf(student.id), '380.00');
    });
  });

  describe('delete', () => {
    test('an unpaid register is deleted', async () => {
      const created = await register({ termId: term.id, studentId: (await insertStudent(t.db)).id });
      assert.equal((await send('DELETE', `/api/term-registers/${created.id}`)).statusCode, 200);
      const gone = await t.inject({ method: 'GET', url: `/api/term-registers/${created.id}`, headers: operator });
      assert.equal(gone.statusCode, 404);
    });

    test('a paid register, or one with voucher history, is kept (422)', async () => {
      const student = await studentWith('100.00');
      const created = await register({ termId: term.id, studentId: student.id, paymentType: 'VOUCHER', paid: true });
      const paid = await expectRefused(() => send('DELETE', `/api/term-registers/${created.id}`), 422);
      assert.equal(paid.errorMessage, 'A paid term register cannot be deleted. Mark it unpaid first.');
      await unpay(created.id);
      const history = await expectRefused(() => send('DELETE', `/api/term-registers/${created.id}`), 422);
      assert.match(history.errorMessage, /voucher history/);
    });
  });

  describe('list', () => {
    let listTerm: TermRow;
    let ada: StudentRow;
    before(async () => {
      listTerm = await newTerm();
      ada = await insertStudent(t.db, { firstName: 'Ada', lastName: 'Byron', studentId: 'L-001' });
      const bob = await insertStudent(t.db, { firstName: 'Bob', lastName: 'Stone', studentId: 'L-002' });
      const cy = await insertStudent(t.db, { firstName: 'Cy', lastName: 'Young', studentId: 'L-003' });
      await register({ termId: listTerm.id, studentId: ada.id, price: '30.00', createDate: '2026-01-03' });
      await register({ termId: listTerm.id, studentId: bob.id, price: '10.00', createDate: '2026-01-01', paid: true });
      await register({ termId: listTerm.id, studentId: cy.id, price: '20.00', createDate: '2026-01-02' });
      await register({ termId: term.id, studentId: ada.id, price: '5.00', createDate: '2026-01-04' });
    });
    const list = async (query: Record<string, string>) => {
      const response = await t.inject({ method: 'GET', url: '/api/term-registers', query, headers: operator });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { data: Register[]; total: number };
    };
    const names = (rows: Register[]) => rows.map((row) => row.studentName);

    test('newest create date first by default, paged with a total', async () => {
      const first = await list({ termId: String(listTerm.id), pageSize: '2' });
      assert.equal(first.total, 3);
      assert.deepEqual(names(first.data), ['Ada Byron', 'Cy Young']);
      assert.deepEqual(names((await list({ termId: String(listTerm.id), pageSize: '2', page: '2' })).data), [
        'Bob Stone',
      ]);
    });

    test('sorts by price on request', async () => {
      const { data } = await list({ termId: String(listTerm.id), sort: 'price,asc' });
      assert.deepEqual(
        data.map((row) => row.price),
        ['10.00', '20.00', '30.00'],
      );
    });

    test('filters by paid, student, teacher and course', async () => {
      assert.deepEqual(names((await list({ termId: String(listTerm.id), paid: 'true' })).data), ['Bob Stone']);
      assert.deepEqual(names((await list({ termId: String(listTerm.id), paid: 'false' })).data), [
        'Ada Byron',
        'Cy Young',
      ]);
      const adas = await list({ studentId: String(ada.id) });
      assert.deepEqual(
        adas.data.map((row) => row.termId),
        [term.id, listTerm.id],
      );
      assert.equal((await list({ termId: String(listTerm.id), teacherId: String(tina.id) })).total, 3);
      assert.equal((await list({ termId: String(listTerm.id), courseId: String(algebra.id) })).total, 3);
      const untaught = await insertCourse(t.db, { name: 'Untaught' });
      assert.equal((await list({ termId: String(listTerm.id), courseId: String(untaught.id) })).total, 0);
      const nobody = await insertUser(t.db, { login: 'idle', role: 'ROLE_TEACHER' });
      assert.equal((await list({ teacherId: String(nobody.id) })).total, 0);
    });

    test('keyword matches the student’s name or number', async () => {
      assert.deepEqual(names((await list({ termId: String(listTerm.id), keyword: 'STONE' })).data), ['Bob Stone']);
      const byNumber = await list({ keyword: 'l-00' });
      assert.equal(byNumber.total, 4);
    });

    test('a keyword of several words needs every word, each in the student’s name or number', async () => {
      const inListTerm = { termId: String(listTerm.id) };
      assert.deepEqual(names((await list({ ...inListTerm, keyword: 'Bob Stone' })).data), ['Bob Stone']);
      assert.deepEqual(names((await list({ ...inListTerm, keyword: 'young L-003' })).data), ['Cy Young']);
      assert.equal((await list({ ...inListTerm, keyword: 'Bob Young' })).total, 0);
    });
  });
});
